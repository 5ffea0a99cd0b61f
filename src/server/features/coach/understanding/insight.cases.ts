/**
 * Questions about the member's own results and Vibe, and life changes, asked as the five demo members: written before
 * the answer kinds they test (decision 088's addendum). Each says what a pass means to a person reading the reply;
 * insight.test.ts checks only what a machine can check: the kind chosen, every number quoted is the member's own data,
 * the right one called higher, no withheld part named, no dump of every part, no crisis text. Never exact wording.
 */
export type InsightKindName = 'vibe' | 'compare' | 'growth' | 'meaning' | 'change';

export interface InsightCase {
  as: 'Maya' | 'Sam' | 'Jordan' | 'Priya' | 'Theo';
  say: string;
  kind: InsightKindName;
  /** A comparison: the reply says `higher` is higher than `lower` ("… higher than …"), never the other way round. */
  higher?: { higher: RegExp; lower: RegExp };
  must?: RegExp[];
  mustNot?: RegExp[];
  pass: string;
}

const NOT_CLOSENESS = /not (?:a )?(?:measure|score|verdict|grade|test|rating)|doesn't (?:measure|say|tell)|does not (?:measure|say|tell)|isn't (?:a )?(?:measure|score|verdict|grade)/i;
const NO_OUTING = /\bitinerary\b|\bMorning:|\bdate ideas?\b|Evening:/i;

export const INSIGHT: InsightCase[] = [
  // ------------------------------------------------------------------ (1) why is our Vibe what it is
  { as: 'Maya', say: 'why is my vibe with priya only 52?', kind: 'vibe', must: [/52/, /activit/i, NOT_CLOSENESS], pass: 'Lifestyle (37) pulls it down because she and Priya have no shared rated activities yet; personality is fine; not a measure of how close they are; one thing to try (rate an activity together).' },
  { as: 'Sam', say: 'can you explain my vibe score with theo', kind: 'vibe', must: [/52/, /activit/i], pass: 'Plain words: no shared rated activities with Theo yet drags lifestyle down; one thing to try; no list of every part.' },
  { as: 'Jordan', say: "why isn't my vibe with maya higher than 64", kind: 'vibe', must: [/64/, /love language/i], pass: 'Personality (56) is the weaker half, mostly love languages (43): they show care differently; lifestyle is strong; one thing to try.' },
  { as: 'Priya', say: 'what does the 52 with maya actually mean?', kind: 'vibe', must: [/52/, NOT_CLOSENESS], pass: 'What 52 is (a Moderate fit on the survey), what pulls it down (no shared activities yet), what it is not (how close they are).' },
  { as: 'Maya', say: "sam and i are a couple and we only got 61, should i be worried?", kind: 'vibe', must: [/61/, /activit/i, NOT_CLOSENESS], pass: 'No need to worry: personality is strong (77), lifestyle low only because they have not rated the same activities; not a measure of a relationship.' },
  { as: 'Theo', say: 'why is my compatibility with sam so low', kind: 'vibe', must: [/52/, /activit/i], pass: 'The lifestyle half (37) with no shared activities rated yet; personality 67; one thing to try.' },
  { as: 'Maya', say: 'why is my vibe with theo low?', kind: 'vibe', must: [/Theo/, /pending|accept|request/i], mustNot: [/fearful|avoidant|\b\d{2}\b/i], pass: 'Theo’s request is still pending: there is no Vibe yet, and nothing of his results but the type the request shows is said.' },
  { as: 'Sam', say: 'explain our score', kind: 'vibe', must: [/61/], pass: 'In a thread with no one named and no focus, Sam’s only couple connection (Maya, 61) or a short question which person; plain words either way.' },

  // ------------------------------------------------------------------ (2) comparisons
  { as: 'Jordan', say: 'is my anxiety or my avoidance higher?', kind: 'compare', higher: { higher: /avoidance/i, lower: /anxiety/i }, must: [/95/, /86/], pass: 'Avoidance (95) is higher than anxiety (86): both high, and what that means in a line.' },
  { as: 'Theo', say: 'which is higher for me, anxiety or avoidance', kind: 'compare', higher: { higher: /avoidance/i, lower: /anxiety/i }, must: [/93/, /86/], pass: 'Avoidance 93 higher than anxiety 86.' },
  { as: 'Maya', say: 'which of my stability scores is the lowest?', kind: 'compare', must: [/social/i, /51/], pass: 'Social stability, 51, the lowest; a line on what it is about.' },
  { as: 'Sam', say: 'is my vibe with maya higher than with theo?', kind: 'compare', higher: { higher: /Maya/, lower: /Theo/ }, must: [/61/, /52/], pass: 'Yes: Maya 61, Theo 52, and the two are different kinds of connection.' },
  { as: 'Maya', say: 'who do i match best with?', kind: 'compare', higher: { higher: /Jordan/, lower: /Sam|Priya/ }, must: [/64/], pass: 'Jordan 64, then Sam 61, then Priya 52; a score is not who matters most.' },
  { as: 'Jordan', say: 'am i more introverted than maya?', kind: 'compare', higher: { higher: /\byou\b|\byour\b/i, lower: /Maya/ }, must: [/94/], mustNot: [/90%/], pass: 'Yes: Jordan 94% Introverted, Maya leans Introverted too; Maya\'s own percentage is not said (decision 073 addendum).' },
  { as: 'Priya', say: 'which is stronger between me and maya, personality or lifestyle?', kind: 'compare', higher: { higher: /personality/i, lower: /lifestyle/i }, must: [/67/, /37/], pass: 'Personality (67) higher than lifestyle (37); why lifestyle is low.' },
  { as: 'Theo', say: 'is sam more extroverted than me', kind: 'compare', higher: { higher: /Sam/, lower: /\byou\b/i }, must: [/Extraverted|extravert/i], mustNot: [/97%/], pass: 'Yes: Sam leans Extraverted, Theo 95% Introverted; who is who right; Sam\'s percentage is not said (decision 073 addendum).' },
  { as: 'Sam', say: 'whats higher for me, mental or emotional stability', kind: 'compare', higher: { higher: /mental/i, lower: /emotional/i }, must: [/72/, /66/], pass: 'Mental 72 higher than emotional 66.' },

  // ------------------------------------------------------------------ (3) blind spots, what to work on
  { as: 'Maya', say: 'what are my blind spots?', kind: 'growth', must: [/social/i], pass: 'One or two from her own data (social stability 51 the lowest; a strong planner who may push plans on others), each with one thing to try; not a type profile.' },
  { as: 'Jordan', say: 'what should i work on?', kind: 'growth', must: [/emotional/i], pass: 'Emotional stability 33 the lowest and high avoidance (95): pulling away when it gets close; one small practice.' },
  { as: 'Theo', say: 'where am i weakest', kind: 'growth', must: [/emotional/i], pass: 'Emotional stability 30 and avoidance; one practice; kind wording.' },
  { as: 'Priya', say: "what's my biggest weakness in relationships", kind: 'growth', must: [/spiritual/i], pass: 'Spiritual stability 54 is her lowest; one or two specific things from her data; not a generic ESFJ profile.' },
  { as: 'Sam', say: 'be honest, what do i need to improve', kind: 'growth', must: [/physical/i], pass: 'Physical stability 50, the lowest; strong improviser (P 98) may leave planners waiting; one step each.' },
  { as: 'Maya', say: 'what should i work on with sam?', kind: 'growth', must: [/Sam/, /quality time|physical touch|activit/i], pass: 'From their Vibe: Sam shows care by touch while Maya wants time (tell him), and no shared activities yet; one step.' },

  // ------------------------------------------------------------------ (4) what does my result mean
  { as: 'Maya', say: 'I got INFJ, is that bad?', kind: 'meaning', must: [/INFJ/, /not (?:good or bad|a grade|bad|a verdict)|no (?:good|bad) type/i], pass: 'Not bad: what INFJ says (her leanings, with her percentages) and what it does not (skill, worth, who she can be with).' },
  { as: 'Jordan', say: 'what does fearful avoidant mean for me? is that bad', kind: 'meaning', must: [/anxiety/i, /avoidance/i, /not (?:a |fixed|permanent|a diagnosis|a verdict)|can change|changes/i], pass: 'Plain: both anxiety (86) and avoidance (95) high, wanting closeness and pulling back; not a diagnosis, it can change.' },
  { as: 'Theo', say: 'what does my result mean?', kind: 'meaning', must: [/INTP/], pass: 'His type and leanings, attachment and love languages in a few plain lines; what it does and does not say.' },
  { as: 'Sam', say: "i'm ENFP, what does that actually say about me", kind: 'meaning', must: [/ENFP/, /97|95|94|98/], pass: 'What the four letters say with his percentages; what they do not.' },
  { as: 'Jordan', say: 'is ISTJ a bad type for relationships?', kind: 'meaning', must: [/ISTJ/], mustNot: [/\b(?:is|are) (?:a )?bad type\b/i], pass: 'No type is bad for relationships; what ISTJ brings and where it needs care; it does not predict who he can love.' },
  { as: 'Theo', say: 'my results say fearful avoidant. am i broken?', kind: 'meaning', must: [/not broken|aren't broken|are not broken/i], pass: 'No: what the style means with his numbers, that it can change, one thing that helps; no crisis text.' },
  { as: 'Priya', say: 'what does my result actually say about me, and what does it not say?', kind: 'meaning', must: [/ESFJ/, NOT_CLOSENESS], pass: 'Her type and what it describes, and what it does not say.' },

  // ------------------------------------------------------------------ (5) a job, a move or a friendship lost
  { as: 'Maya', say: 'i lost my job today', kind: 'change', must: [/job/i, /sorry|hard|blow|shock/i], mustNot: [NO_OUTING], pass: 'Treated as a loss: acknowledged, what helps in the first days, the people she could lean on; no outing or profile.' },
  { as: 'Sam', say: "we're moving to leeds next month and i'm dreading leaving everyone", kind: 'change', must: [/Leeds/, /leav|goodbye|miss/i], mustNot: [NO_OUTING], pass: 'A move as a change with loss in it: Leeds named, leaving people, keeping the friendships going, settling in.' },
  { as: 'Jordan', say: 'me and my best friend have drifted apart and i think the friendship is over', kind: 'change', must: [/friend/i, /loss|grieve|sad|hurt/i], mustNot: [NO_OUTING], pass: 'A friendship ending as a real loss; whether to reach out once; no script menu.' },
  { as: 'Priya', say: 'got made redundant after 12 years at the same company', kind: 'change', must: [/12 years|twelve years/i, /redundan|job|work/i], mustNot: [NO_OUTING], pass: 'Twelve years said back; a loss of routine and identity; what helps first.' },
  { as: 'Theo', say: "my friend group stopped inviting me to things and i think i've lost them", kind: 'change', must: [/friend/i, /hurt|loss|lonely|left out/i], mustNot: [NO_OUTING], pass: 'The hurt of being left out named; one way to find out or to move on; no outing plan.' },
  { as: 'Maya', say: "moving out of the flat i've lived in for 6 years and it feels weird", kind: 'change', must: [/flat|home/i, /6 years|six years/i], mustNot: [NO_OUTING], pass: 'Leaving a home of six years is a change worth marking; it is normal to feel odd; one way to say goodbye to it.' },
];
