import { describe, expect, it } from 'vitest';
import { SurveyResults, VibeResult } from '../../../../shared/assessment/types.js';
import { CoachConnection, CoachContext } from '../context.js';
import { builtinReply, builtinGreeting, titleFromMessage } from './index.js';
import { CoachIntent, detectIntent } from './read/intents.js';

// Hand-built fixtures (independent of the scorer and the Vibe engine).
const alex: SurveyResults = {
  personalityType: 'INFJ',
  relationshipType: 'anxious',
  loveLanguageGiving: 'acts_of_service',
  loveLanguageReceiving: 'words_of_affirmation',
  overallStability: 64,
  mentalStability: 70,
  emotionalStability: 48,
  physicalStability: 55,
  socialStability: 62,
  spiritualStability: 81,
  desireStability: 66,
  evidence: {
    axes: [
      { axis: 'EI', letter: 'I', percent: 72, firstPolePercent: 28, borderline: false },
      { axis: 'SN', letter: 'N', percent: 66, firstPolePercent: 34, borderline: false },
      { axis: 'TF', letter: 'F', percent: 58, firstPolePercent: 42, borderline: true },
      { axis: 'JP', letter: 'J', percent: 61, firstPolePercent: 61, borderline: false },
    ],
    attachment: { anxiety: 71, avoidance: 30 },
    loveLanguages: {
      giving: { words_of_affirmation: 50, quality_time: 60, acts_of_service: 80, gifts: 20, physical_touch: 40 },
      receiving: { words_of_affirmation: 85, quality_time: 70, acts_of_service: 40, gifts: 15, physical_touch: 50 },
    },
  },
};

const samResults: SurveyResults = {
  personalityType: 'ESTP',
  relationshipType: 'avoidant',
  loveLanguageGiving: 'physical_touch',
  loveLanguageReceiving: 'acts_of_service',
  overallStability: 70,
  mentalStability: 75,
  emotionalStability: 60,
  physicalStability: 85,
  socialStability: 80,
  spiritualStability: 45,
  desireStability: 75,
  evidence: {
    axes: [
      { axis: 'EI', letter: 'E', percent: 68, firstPolePercent: 68, borderline: false },
      { axis: 'SN', letter: 'S', percent: 63, firstPolePercent: 63, borderline: false },
      { axis: 'TF', letter: 'T', percent: 57, firstPolePercent: 57, borderline: true },
      { axis: 'JP', letter: 'P', percent: 70, firstPolePercent: 30, borderline: false },
    ],
    attachment: { anxiety: 35, avoidance: 66 },
    loveLanguages: {
      giving: { words_of_affirmation: 30, quality_time: 50, acts_of_service: 60, gifts: 20, physical_touch: 85 },
      receiving: { words_of_affirmation: 30, quality_time: 55, acts_of_service: 82, gifts: 25, physical_touch: 70 },
    },
  },
};

const samVibe: VibeResult = {
  score: 68,
  band: 'Good',
  personality: {
    score: 64,
    weight: 60,
    parts: [
      { id: 'type_match', label: 'Type match', score: 55, weight: 0.3, reasons: ['Your types often need a little translation'], watchOut: null },
      { id: 'axes', label: 'Personality axes', score: 40, weight: 0.2, reasons: ['Sam recharges with people while you recharge alone'], watchOut: 'Sam recharges with people while you recharge alone' },
      { id: 'attachment', label: 'Attachment', score: 58, weight: 0.2, reasons: ['Your anxious side and Sam\u2019s need for space can pull against each other'], watchOut: 'Your anxious side and Sam\u2019s need for space can pull against each other' },
      { id: 'love_languages', label: 'Love languages', score: 80, weight: 0.2, reasons: ['You give Acts of Service, which is how Sam feels loved'], watchOut: null },
      { id: 'stability', label: 'Stability', score: 75, weight: 0.1, reasons: ['You are both fairly steady'], watchOut: null },
    ],
  },
  lifestyle: {
    score: 74,
    weight: 40,
    parts: [
      { id: 'shared_activities', label: 'Shared activities', score: 78, weight: 0.6, reasons: ['You both love Hiking & walking and Cooking'], watchOut: null },
      { id: 'category_overlap', label: 'Interest overlap', score: 70, weight: 0.4, reasons: ['You share Outdoors & Movement and Food & Home'], watchOut: null },
    ],
  },
  highlights: ['You give Acts of Service, which is how Sam feels loved'],
  yourWay: null,
};

const sam: CoachConnection = { firstName: 'Sam', lastName: 'Rivera', relationshipType: 'couple', results: samResults, vibe: samVibe };
const jo: CoachConnection = { firstName: 'Jo', lastName: 'Park', relationshipType: 'friend', results: null, vibe: null };

function ctx(over: Partial<CoachContext> = {}): CoachContext {
  return {
    coachName: 'Aria',
    person: {
      firstName: 'Alex',
      results: alex,
      hobbies: [
        {
          category: 'outdoors_movement',
          selections: [
            { activityId: 'hiking', interest: 5, frequency: 'often', intensity: 'moderate' },
            { activityId: 'cycling', interest: 4, frequency: 'sometimes', intensity: 'casual' },
          ],
          preferences: { topThree: ['hiking'], notes: '' },
        },
        {
          category: 'food_home',
          selections: [{ activityId: 'cooking', interest: 4, frequency: 'often', intensity: 'moderate' }],
          preferences: { topThree: [], notes: '' },
        },
      ],
    },
    connections: [sam, jo],
    history: [],
    ...over,
  };
}

const NO_HTML = /<\/?[a-z][^>]*>/i;

describe('builtinReply: the issue test', () => {
  it('"how do I talk to Sam about chores" names Sam and uses both people\'s results', () => {
    const reply = builtinReply(ctx(), 'how do I talk to Sam about chores');
    expect(reply).toContain('Sam');
    // The person's results: a trait lean or their own love language.
    expect(reply).toMatch(/72% Introverted|Words of Affirmation|anxiety score/);
    // Sam's results: Sam's love language or trait.
    expect(reply).toMatch(/Sam receives love through \*\*Acts of Service\*\*|68% Extraverted|70% Perceiving/);
    // No closing Vibe paragraph unless the Vibe is asked about (issue 29); asked, it is given with its figure.
    expect(reply).not.toMatch(/Vibe with Sam is/);
    expect(builtinReply(ctx(), 'how do I talk to Sam about chores, given our vibe')).toMatch(/Vibe with Sam is \*\*68 \(Good\)\*\*/);
    // A chores script and a follow-up question.
    expect(reply).toMatch(/I feel .* when .* because/);
    expect(reply.trim().endsWith('?')).toBe(true);
    expect(reply).not.toMatch(NO_HTML);
  });
});

describe('detectIntent', () => {
  const cases: Array<[CoachIntent, string[]]> = [
    ['greeting', ['hi', 'Hello there', 'good morning!']],
    ['thanks', ['thanks so much', 'thank you, that helps']],
    ['understand_self', ['help me understand myself', 'why do I always shut down? what am I like?']],
    ['understand_connection', ["what is Sam like?", "tell me about Sam", "Sam's personality insights"]],
    ['conflict', ['we keep fighting about everything', "I'm so angry, we had a huge argument last night"]],
    ['communication_script', ['how do I tell him I need more space at weekends', 'what should I say to my mum about Christmas']],
    ['attachment', ['I get so anxious when he doesn\u2019t text back', 'is my attachment style the reason I push people away?']],
    ['love_languages', ['how can I make him feel loved', 'what gestures fit her love language?']],
    ['date_ideas', ['any date ideas for this weekend?', 'what can we do together that is fun?']],
    ['stability', ["I'm so stressed and exhausted lately", 'what habits would improve my stability?']],
    ['result_meaning', ['what does my result mean?', 'what does 72% introverted mean in my results']],
    ['other', ['hmm', 'purple elephants']],
  ];
  for (const [intent, phrasings] of cases) {
    for (const p of phrasings) {
      it(`${JSON.stringify(p)} -> ${intent}`, () => {
        expect(detectIntent(p, ctx()).intent).toBe(intent);
      });
    }
  }

  it('recognises a named connection, case-insensitive and possessive', () => {
    expect(detectIntent('how do I talk to sam about chores', ctx()).connection?.firstName).toBe('Sam');
    expect(detectIntent("what's SAM's love language?", ctx()).connection?.firstName).toBe('Sam');
    expect(detectIntent('jo never calls me back', ctx()).connection?.firstName).toBe('Jo');
    expect(detectIntent('samantha is my coworker', ctx()).connection).toBeUndefined();
  });

  it('uses the focus connection in an "about" chat', () => {
    expect(detectIntent('how do I make them feel loved', ctx({ focus: sam })).connection?.firstName).toBe('Sam');
  });
});

describe('builtinReply: variety, honesty, missing results', () => {
  function openingAndQuestion(reply: string): [string, string] {
    const paras = reply.split('\n\n');
    return [paras[0]!, paras[paras.length - 1]!];
  }

  it('is deterministic for the same context and message', () => {
    expect(builtinReply(ctx(), 'we keep fighting')).toBe(builtinReply(ctx(), 'we keep fighting'));
  });

  it('varies the opening and follow-up across consecutive turns', () => {
    const first = builtinReply(ctx(), 'we keep fighting about chores');
    const c2 = ctx({
      history: [
        { role: 'user', content: 'we keep fighting about chores' },
        { role: 'assistant', content: first },
      ],
    });
    const second = builtinReply(c2, 'we keep fighting about the dishes');
    const [o1, q1] = openingAndQuestion(first);
    const [o2, q2] = openingAndQuestion(second);
    expect(o2).not.toBe(o1);
    expect(q2).not.toBe(q1);
    expect(q1.endsWith('?')).toBe(true);
    expect(q2.endsWith('?')).toBe(true);
  });

  it('continues the thread on a short follow-up', () => {
    const first = builtinReply(ctx(), 'any date ideas for Sam and me?');
    const next = builtinReply(
      ctx({ history: [{ role: 'user', content: 'any date ideas for Sam and me?' }, { role: 'assistant', content: first }] }),
      'more please',
    );
    expect(next).toMatch(/Hiking|Outdoors|Cooking|Food/);
  });

  it('says honestly when results are missing and suggests finishing the assessment', () => {
    const reply = builtinReply(ctx({ person: { firstName: 'Alex', results: null, hobbies: null } }), 'how do I talk to Sam about chores');
    expect(reply).toMatch(/don't have your assessment results yet/);
    expect(reply).toMatch(/Finishing the assessment/);
    const aboutJo = builtinReply(ctx(), 'how do I talk to Jo about money');
    expect(aboutJo).toMatch(/Jo hasn't completed the assessment/);
    expect(builtinGreeting(ctx({ person: { firstName: 'Alex', results: null, hobbies: null } }))).toMatch(/complete the assessment/);
  });

  it('greets with the people it can help with as a natural list, whatever their number', () => {
    const greet = (names: string[]) => builtinGreeting(ctx({ connections: names.map((firstName) => ({ ...jo, firstName })) }));
    expect(greet([])).toContain('- understand yourself and the people in your life better');
    expect(greet(['Sam'])).toContain('- understand yourself and Sam better');
    expect(greet(['Sam', 'Jo'])).toContain('- understand yourself, Sam, and Jo better');
    expect(greet(['Sam', 'Jo', 'Kai'])).toContain('- understand yourself, Sam, Jo, and your other connection better');
    expect(greet(['Sam', 'Jo', 'Kai', 'Lee', 'Mo'])).toContain('- understand yourself, Sam, Jo, and your 3 other connections better');
    for (const n of [0, 1, 2, 5]) expect(greet(['Sam', 'Jo', 'Kai', 'Lee', 'Mo'].slice(0, n))).not.toMatch(/ or /);
  });

  it('answers "are you a real person?" honestly', () => {
    for (const q of ['are you a real person?', 'Are you human?', 'am I talking to a bot']) {
      const reply = builtinReply(ctx(), q);
      expect(reply).toMatch(/AI relationship coach/);
      expect(reply).toMatch(/not a person/);
    }
  });

  it('never outputs HTML, for any intent', () => {
    const messages = [
      'hi',
      'thanks!',
      'tell me about myself',
      'what is Sam like',
      'we had a fight <b>again</b>',
      'how do I tell Sam I need space',
      'I feel anxious when Sam goes quiet',
      "what is Sam's love language, how do I show I care",
      'date ideas for Sam?',
      'I am stressed, what habits help?',
      'what does my attachment result mean?',
      'blah',
    ];
    for (const m of messages) {
      for (const c of [ctx(), ctx({ focus: sam }), ctx({ person: { firstName: 'Alex', results: null, hobbies: null } })]) {
        const reply = builtinReply(c, m);
        expect(reply).not.toMatch(NO_HTML);
        expect(reply.trim().length).toBeGreaterThan(40);
        expect(reply.trim().endsWith('?')).toBe(true);
      }
    }
    expect(builtinGreeting(ctx())).not.toMatch(NO_HTML);
    expect(builtinGreeting(ctx({ focus: sam }))).toContain('Sam');
  });

  it('uses results in each intent', () => {
    expect(builtinReply(ctx(), 'what are my strengths as a partner? tell me about me')).toContain('INFJ');
    expect(builtinReply(ctx(), 'what habits would improve my stability?')).toMatch(/Emotional\*\* is your most stretched area at 48%/);
    expect(builtinReply(ctx(), 'date ideas for Sam?')).toMatch(/Hiking & walking/);
    // The texting-worry topic (decision 062) gives the same figure in its own words.
    expect(builtinReply(ctx(), 'I get anxious when he does not text back')).toMatch(/anxiety 71|anxiety score \(71 of 100\)/);
  });
});

describe('builtinReply: a conversation, turn by turn', () => {
  /** Plays the messages in order, feeding each reply back as history; returns the replies. */
  function talk(messages: string[], base: Partial<CoachContext> = {}): string[] {
    const c = ctx(base);
    const replies: string[] = [];
    for (const m of messages) {
      const reply = builtinReply(c, m);
      replies.push(reply);
      c.history = [...c.history, { role: 'user', content: m }, { role: 'assistant', content: reply }];
    }
    return replies;
  }
  const bullets = (reply: string) => reply.split('\n').filter((l) => l.startsWith('- '));

  it('turns to a new angle on "tell me more" instead of repeating itself', () => {
    const [first, second, third] = talk(['help me understand myself', 'tell me more', 'and more?']);
    for (const next of [second!, third!]) {
      expect(next).toContain('INFJ');
      for (const b of bullets(next)) expect(first).not.toContain(b);
    }
    expect(bullets(third!).some((b) => second!.includes(b))).toBe(false);
  });

  // Decision 088's addendum: the type's usual flip sides were a generic profile; the answer now comes from the
  // person's own figures (their lowest stability area and their higher attachment score).
  it('names what to work on when asked about weaknesses, from the person\'s own figures', () => {
    const reply = builtinReply(ctx(), 'what are my weaknesses?');
    expect(reply).toMatch(/Emotional stability\*\* is your lowest area \(48\)/);
    expect(reply).toMatch(/anxiety \(71\)/);
    expect(reply).not.toMatch(/flip side/);
  });

  it('does not repeat a suggestion or the Vibe summary in the next reply about the same person', () => {
    const [first, second] = talk(['how do I talk to Sam about chores, and how does our vibe play in', 'what else could I say to Sam?']);
    expect(first).toMatch(/Vibe with Sam/);
    expect(second).not.toMatch(/Vibe with Sam/);
    for (const b of bullets(second!)) expect(first).not.toContain(b);
    expect(second).toContain('Sam');
    expect(second!.trim().endsWith('?')).toBe(true);
  });

  it('keeps talking about the same connection on a short follow-up or a pronoun', () => {
    const [, gestures] = talk(['how can I show Sam I care?', 'any other gestures?']);
    expect(gestures).toMatch(/Acts of Service/);
    const [, , angry] = talk(['Sam and I had a fight', 'we had a huge fight last night', 'I am so angry at him']);
    expect(angry).toContain('Sam');
  });

  it('fits the script to what happened', () => {
    expect(builtinReply(ctx(), 'I feel so hurt, Sam forgot my birthday')).toMatch(/I felt hurt when you forgot my birthday/);
    expect(builtinReply(ctx(), 'why does Sam go quiet when we argue?')).toMatch(/goes quiet/);
    expect(builtinReply(ctx(), 'he yelled at me during the fight, Sam never does that')).toMatch(/voices get raised/);
  });

  it('hears a fear of being left as an attachment worry', () => {
    const { intent } = detectIntent('I always worry my partner will leave me', ctx());
    expect(intent).toBe('attachment');
    expect(builtinReply(ctx(), 'I always worry my partner will leave me')).toMatch(/anxiety 71/);
  });

  it('builds date ideas from the interests both people share, then from the other person\'s own', () => {
    const samWithHobbies: CoachConnection = {
      ...sam,
      hobbies: [
        { category: 'outdoors_movement', selections: [{ activityId: 'climbing', interest: 5, frequency: 'often', intensity: 'moderate' }], preferences: { topThree: [], notes: '' } },
        { category: 'creative_arts', selections: [{ activityId: 'photography', interest: 5, frequency: 'often', intensity: 'moderate' }], preferences: { topThree: [], notes: '' } },
      ],
    };
    const reply = builtinReply(ctx({ connections: [samWithHobbies, jo] }), 'date ideas for Sam and me?');
    expect(reply).toMatch(/You and Sam both enjoy \*\*Outdoors & Movement\*\*/);
    expect(reply).toMatch(/Sam also loves \*\*Creative Arts\*\* \(Photography\)/);
    expect(reply).not.toMatch(/both enjoy \*\*Food & Home/);
  });

  it('explains a quoted number, or lists the numbers when it is not one of them', () => {
    expect(builtinReply(ctx(), 'what does 72% mean?')).toMatch(/72% Introverted/);
    const unknown = builtinReply(ctx(), 'what does 13% mean?');
    expect(unknown).toMatch(/can't find a 13%/);
    expect(unknown).toMatch(/Vibe scores Sam 68/);
  });
});

describe('titleFromMessage', () => {
  it('makes a short title from the first message', () => {
    expect(titleFromMessage('how do I talk to Sam about chores')).toBe('How do I talk to Sam about chores');
    expect(titleFromMessage('   ')).toBe('New conversation');
    const long = titleFromMessage('I have been thinking a lot about how we split the chores and money in our house lately. Also other things.');
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('…')).toBe(true);
    expect(titleFromMessage('<b>hello</b> there')).not.toMatch(NO_HTML);
  });
});

describe('builtinReply: precise questions get precise answers (issue 19)', () => {
  const cases: Array<{ ask: string; must: RegExp[]; mustNot?: RegExp[] }> = [
    {
      ask: 'Help me say sorry to Sam for forgetting to call him on his big day',
      must: [/Sam, I'm sorry I forgot to call you on your big day\./, /Acts of Service/],
      mustNot: [/I feel unsettled when this keeps coming up/],
    },
    { ask: 'I want to apologize to Sam for not listening yesterday', must: [/I'm sorry I didn't listen yesterday/] },
    { ask: 'Sam should apologize to me', must: [/Sam/], mustNot: [/I'm sorry I/] },
    { ask: 'Ideas for a date with Sam that costs nothing at all?', must: [/Kept to: free/, /Sam/], mustNot: [/class|tasting|restaurant|eating out/i] },
    { ask: 'cheap date ideas under $20', must: [/of your \$20/], mustNot: [/class|tasting|restaurant|eating out/i] },
    { ask: 'Why am I a J and not a P?', must: [/J\/P axis/, /61% Judging/, /39% Perceiving/], mustNot: [/Intuitive|Introverted/] },
    { ask: 'am i really an introvert', must: [/72% Introverted/, /28% Extraverted/] },
    { ask: 'Explain my social stability score to me', must: [/Social stability is 62%/], mustNot: [/Emotional|Spiritual/] },
    { ask: 'what does my desire stability mean', must: [/Desire stability is 66%/] },
    { ask: "What's my worst habit when we argue?", must: [/INFJ/, /hold back for a long time/, /Anxious/], mustNot: [/you usually needs|you wants/] },
    { ask: 'Who do I get along with best?', must: [/get along best with \*\*Sam\*\* \(68/, /Not ranked yet: Jo/] },
    { ask: 'rank my connections by vibe', must: [/1\. \*\*Sam\*\*: Vibe 68/] },
  ];
  it.each(cases)('$ask', ({ ask, must, mustNot = [] }) => {
    const reply = builtinReply(ctx(), ask);
    for (const re of must) expect(reply, `must match ${re}`).toMatch(re);
    for (const re of mustNot) expect(reply, `must not match ${re}`).not.toMatch(re);
    expect(reply).not.toMatch(NO_HTML);
  });

  it('says plainly when there is nobody to rank', () => {
    expect(builtinReply(ctx({ connections: [] }), 'who do I get along with best?')).toMatch(/haven't connected with anyone/);
  });
});

describe('builtinReply: people named by their role (issue 19)', () => {
  it('finds the one partner for "my partner", but does not take "my friend" for the one friend connection (issue 29)', () => {
    expect(builtinReply(ctx(), 'Help me say sorry to my partner for forgetting our anniversary')).toMatch(/Sam, I'm sorry I forgot our anniversary/);
    // A friend may be anyone: Jo's results are not used for "my friend" (the role IS the relationship only for a partner).
    expect(builtinReply(ctx(), 'cheap things to do with my friend this weekend')).toMatch(/Kept to: cheap/);
    expect(builtinReply(ctx(), 'cheap things to do with my friend this weekend')).not.toMatch(/\bJo\b/);
  });

  it('does not guess when no connection, or more than one, has that role', () => {
    // The boss is not on Attune: an apology to them, from the member, with nobody's results (issue 29).
    expect(builtinReply(ctx(), 'how do I apologize to my boss for being late')).toMatch(/I'm sorry for being late/);
    expect(builtinReply(ctx(), 'how do I apologize to my boss for being late')).not.toMatch(/Sam|Jo,/);
  });
});

describe('builtinReply: what a connection keeps private stays out of the newer answers (issue 19)', () => {
  // Sam keeps attachment and love languages private: the shared results lack them, as privacy/visibility.ts gives them.
  const { relationshipType: _style, loveLanguageGiving: _gives, loveLanguageReceiving: _receives, evidence, ...rest } = samResults;
  const privateSam: CoachConnection = { ...sam, results: { ...rest, evidence: { axes: evidence.axes } } };
  const reply = (message: string) => builtinReply(ctx({ connections: [privateSam, jo] }), message);

  it.each([
    'how does Sam handle conflict',
    'my partner and Jo dont get along',
    'who is more introverted, me or sam',
    'how can we improve our vibe, sam and me',
    'what if Sam gets upset',
    'Theo takes credit for my ideas, Sam says',
  ])('%s', (message) => {
    const text = reply(message);
    expect(text).toContain('Sam');
    expect(text).not.toMatch(/Avoidant|anxiety 35|avoidance 66/);
    expect(text).not.toMatch(/Sam (?:feels loved|receives love|shows love) (?:mostly )?through/);
  });
});
