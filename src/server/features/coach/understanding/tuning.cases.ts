/**
 * The main part of the understanding set (issue 19): the kinds of question the issue names, in varied phrasings,
 * lower case and typos, with names, roles, a pending request, constraints and follow-ups. The engine is tuned
 * against this part; the held-out part (heldout.cases.ts) is not.
 */
import { ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../shared/assessment/labels.js';
import { getPersonalityType } from '../../../../shared/assessment/personalityTypes.js';
import type { CoachContext } from '../../../ports/coach/context.js';
import { one, type UnderstandingCase } from './cases.js';

const mine = (ctx: CoachContext) => ctx.person.results!;
const pct = (n: number) => `${Math.round(n)}%`;
const axis = (i: number) => (ctx: CoachContext) => pct(mine(ctx).evidence.axes[i]!.percent);
const who = (ctx: CoachContext, name: string) => ctx.connections.find((c) => c.firstName === name)!;
const vibeOf = (name: string) => (ctx: CoachContext) => String(who(ctx, name).vibe!.score);
const byVibe = (ctx: CoachContext) => [...ctx.connections].filter((c) => c.vibe).sort((a, b) => b.vibe!.score - a.vibe!.score);
const best = (ctx: CoachContext) => byVibe(ctx)[0]!.firstName;
const worst = (ctx: CoachContext) => byVibe(ctx).at(-1)!.firstName;
/** The connection whose Vibe part `id` scores highest. */
const byPart = (id: string) => (ctx: CoachContext) =>
  [...ctx.connections]
    .filter((c) => c.vibe)
    .map((c) => ({ c, score: [...c.vibe!.personality.parts, ...(c.vibe!.lifestyle?.parts ?? [])].find((p) => p.id === id)?.score ?? -1 }))
    .sort((a, b) => b.score - a.score)[0]!.c.firstName;
const partScore = (name: string, id: string) => (ctx: CoachContext) => {
  const v = who(ctx, name).vibe!;
  return String([...v.personality.parts, ...(v.lifestyle?.parts ?? [])].find((p) => p.id === id)!.score);
};
const receives = (name: string) => (ctx: CoachContext) => LOVE_LANGUAGE_LABELS[who(ctx, name).results!.loveLanguageReceiving!];
const attachmentOf = (name: string) => (ctx: CoachContext) => ATTACHMENT_LABELS[who(ctx, name).results!.relationshipType!];
const lowestArea = (ctx: CoachContext) => {
  const r = mine(ctx);
  const areas: Array<[string, number]> = [['Mental', r.mentalStability], ['Emotional', r.emotionalStability], ['Physical', r.physicalStability], ['Social', r.socialStability], ['Spiritual', r.spiritualStability], ['Desire', r.desireStability]];
  return areas.sort((a, b) => a[1] - b[1])[0]![0];
};
const NOT_CONNECTED = /don't see|no connection|not connected|isn't one of|aren't connected|not one of your connections|none of your connections/i;
const TALKING = /sit down and talk|have a conversation|start a conversation/i;
const MY_APOLOGY = /I('m| am) sorry (that )?I/i;

export const TUNING: UnderstandingCase[] = [
  // Every term the product shows: the four axes with their percentages
  one('what does Extraverted vs Introverted mean for me', ['Introverted', axis(0)]),
  one('why am i intuitive and not sensing?', ['Intuitive', axis(1)]),
  one('explain my T/F result', ['Feeling', axis(2)]),
  one('What does my J mean?', ['Judging', axis(3)]),
  one('am i a perceiver', ['Judging', axis(3)]),
  one('what does my type INFJ mean', ['INFJ']),
  one('WHAT IS MY TYPE', [(ctx) => mine(ctx).personalityType]),
  one('is INFJ and ENFP a good match', ['INFJ', 'ENFP']),
  // attachment: the style and its two scores
  one('explain my attachment scores', ['Secure', /anxiety/i, /avoidance/i, (ctx) => String(mine(ctx).evidence.attachment.anxiety)]),
  one('what does secure attachment mean', ['Secure']),
  one('what is an anxious attachment style', ['Anxious']),
  one('what is fearful avoidant', ['Fearful-Avoidant']),
  one('waht is my atachment style', ['Secure']),
  // love languages, giving and receiving
  one('how do i give love', ['Words of Affirmation']),
  one('what are my love languages', ['Words of Affirmation', 'Quality Time']),
  one('what does quality time mean', ['Quality Time']),
  one('what does physical touch mean as a love language', ['Physical Touch']),
  one('explain receiving gifts', ['Receiving Gifts']),
  one('why is my love language quality time?', ['Quality Time', /From your answers/]),
  one('what does acts of service mean', ['Acts of Service']),
  // the six stability areas and the overall figure
  one('what is my mental stability', ['Mental', (ctx) => pct(mine(ctx).mentalStability)]),
  one('explain my physical stability score', ['Physical', (ctx) => pct(mine(ctx).physicalStability)]),
  one('how can I raise my spiritual stability', ['Spiritual', (ctx) => pct(mine(ctx).spiritualStability)]),
  one('Explain my social stability score to me', ['Social', (ctx) => pct(mine(ctx).socialStability)], [/Emotional stability|Desire stability/]),
  one('what is my overall stability', [/overall/i, (ctx) => pct(mine(ctx).overallStability)]),
  // the Vibe and its parts
  one('what is a vibe', ['Vibe', /personality/i, /lifestyle/i]),
  one('explain my vibe with jordan', ['Jordan', vibeOf('Jordan')]),
  one('why is my vibe with Sam what it is', ['Sam', vibeOf('Sam')]),
  one('what does the attachment part of my vibe with Sam mean', ['Sam', /attachment/i, partScore('Sam', 'attachment')]),
  one('what does type match mean in my vibe with priya', ['Priya', /type match/i, partScore('Priya', 'type_match')]),
  one('explain the love languages part of the vibe with jordan', ['Jordan', /love languages/i, partScore('Jordan', 'love_languages')]),
  one('what is shared activities', [/shared activities/i, /interest|activit/i]),
  // comparing and ranking
  one('how am I different from Jordan?', ['Jordan', 'ISTJ']),
  one('compare me with sam', ['Sam', 'ENFP'], ['Jordan']),
  one('who do i get along with best?', [best]),
  one('whos my best match', [best]),
  one('which connection is hardest for me', [worst]),
  one('rank my connections by attachment', ['Sam', 'Jordan', 'Priya', /attachment/i]),
  one('rank my people by vibe', ['Sam', 'Jordan', 'Priya']),
  one('who has the best lifestyle match with me', [/lifestyle/i, (ctx) => [...ctx.connections].filter((c) => c.vibe?.lifestyle).sort((a, b) => b.vibe!.lifestyle!.score - a.vibe!.lifestyle!.score)[0]!.firstName]),
  one('what do Sam and I have in common', ['Sam', /both|share|common/i]),
  // who did what to whom
  one('Help me say sorry to Maya for forgetting to call her on her big day', ['Maya', /sorry/i, /forgot to call you/i], [/keeps coming up/i], 'Sam'),
  one('i need to apologize to jordan for being late again', ['Jordan', /sorry/i, /late/i]),
  one("Jordan snapped at me and hasn't apologised", ['Jordan', /hurt|felt|feel/i], [MY_APOLOGY]),
  one('Sam forgot my birthday', ['Sam', /birthday/i], [MY_APOLOGY]),
  one('how do i ask sam to help more with the laundry', ['Sam', /laundry|chore/i]),
  one('how do I tell my mom no when she wants us for thanksgiving', ['Priya', /Thanksgiving|holiday/i]),
  one("how do I turn down Jordan's invite without hurting them", ['Jordan', /no|decline|turn (it )?down/i]),
  one('how can I say no to my sister borrowing money', ['Priya', /money/i]),
  one('I want to ask Jordan for a favour', ['Jordan', /favour|favor|ask/i]),
  // drafting a message, in the person's voice
  one('write a text to Sam asking to spend Sunday together', ['Sam', 'Sunday']),
  one('draft a message to jordan saying happy birthday', ['Jordan', /birthday/i]),
  one('can you write something I could send Priya to thank her for dinner', ['Priya', /thank/i, /dinner/i]),
  one('write a message to my boyfriend saying i miss him', ['Sam', /miss/i]),
  one('should I text Sam first after our fight?', ['Sam', /text|message/i]),
  // ideas within the constraints given
  one('Ideas for a date with Sam that costs nothing at all?', ['Sam', /cost|free/i], [/eat(ing)? out|restaurant/i]),
  one('date ideas with sam under $50', ['Sam', /\$50|cheap|free|budget/i]),
  one('something fun to do with Jordan this weekend', ['Jordan', /weekend/i]),
  one('indoor date ideas for a rainy day with sam', ['Sam', /indoor|at home/i]),
  one('quick things to do with sam tonight, we only have an hour', ['Sam', /hour|quick|tonight/i]),
  one('ways to connect with my partner without talking', ['Sam'], [TALKING]),
  one('fun stuff 2 do w sam', ['Sam']),
  // topics
  one('we argue about chores all the time', [/chore/i]),
  one('sam spends too much money', ['Sam', /money|spend/i]),
  one('how do we split the holidays between our families, sam and I', ['Sam', /holiday/i]),
  one("it's Jordan's birthday next week, what should I do?", ['Jordan', /birthday/i]),
  one('Sam takes hours to text back', ['Sam', /text/i]),
  one("I feel jealous of Sam's coworker", ['Sam', /jealous/i]),
  one('our sex life has gone quiet', [/intima|desire|closeness/i]),
  one("I'm so stressed at work and it's spilling over onto Sam", ['Sam', /work/i, /stress/i]),
  one('Priya wants to visit every weekend', ['Priya', /visit/i]),
  one('how do i deal with my in-laws', [/in-law|family/i]),
  one('how should I talk to Sam when he is stressed', ['Sam', /stress/i]),
  one('what should we do for our anniversary, sam and me', ['Sam', /anniversary/i]),
  one('hw do i tell jordan im upset', ['Jordan']),
  // people by role, pending, unknown
  one('how do i support my mum', ['Priya']),
  one('what is my boyfriend like', ['Sam']),
  one('my bestie is going through a breakup, how can i help?', ['Jordan', /breakup|break-up/i]),
  one('how do I work better with my coworker', ['Theo', /work/i], [], 'Sam'),
  one('how do I get along with my boss', [/boss/i, NOT_CONNECTED]),
  one('tell me about Theo', ['Theo', /pending|accept/i]),
  one("what is Theo's love language", ['Theo', /accept/i], [/Receiving Gifts|Quality Time|Physical Touch|Words of Affirmation|Acts of Service/]),
  one('how compatible am I with Olivia', ['Olivia', NOT_CONNECTED]),
  one('my coworker Olivia keeps taking credit for my work', ["Olivia isn't one of your connections", /work/i]),
  one('how do I apologise to my boss for missing the meeting', [/sorry/i, /meeting/i]),
  // their results, as shared
  one("what's Jordan's type", ['Jordan', 'ISTJ']),
  one('is Priya an extrovert', ['Priya', /Extraverted/i]),
  one("what's Sam's attachment style", ['Sam', attachmentOf('Sam')]),
  one('what love language does Priya have', ['Priya', receives('Priya')]),
  one("what's Sam's stability", ['Sam', /private|keeps|not shared|doesn't share/i]),
  // honest about what it cannot know; reassurance
  one('what does Jordan think of me?', ['Jordan', /can't know|cannot know|don't know|only Jordan/i]),
  one('do you think Sam still loves me?', ['Sam', /can't know|cannot know|only Sam/i]),
  one('am i a bad partner?', [/care|caring|worth/i]),
  one('hi', [/Maya/]),
  // following the thread
  { say: ['what is my vibe with Sam', 'and with Jordan?'], must: ['Jordan', vibeOf('Jordan')] },
  { say: ['help me apologise to Sam for snapping at him', 'make it shorter'], must: [/sorry/i], shorter: true },
  { say: ['give me date ideas for me and Jordan', 'another one'], must: ['Jordan'], different: true },
  { say: ['what is my emotional stability', 'and my social one?'], must: ['Social', (ctx) => pct(mine(ctx).socialStability)] },
  { say: ['compare me with Sam', 'what about Priya?'], must: ['Priya'] },
  { say: ['tips for talking to Jordan about money', 'thanks'], must: [/welcome|glad|anytime|pleasure/i] },
  { say: ['write a message to Sam saying sorry for being late', 'shorter please'], must: [/sorry/i], shorter: true },
  // the same questions from the other members' side: other types, styles, roles and a request they sent
  one('what does my attachment style mean?', ['Fearful-Avoidant', /anxiety/i, /avoidance/i], [], 'Jordan'),
  one('who is my best match', [best], [], 'Sam'),
  one('how do I tell my colleague Theo I need more notice before deadlines', ['Theo', /deadline|notice/i], [], 'Sam'),
  one('write a message to my girlfriend saying thank you for last night', ['Maya', /thank/i], [], 'Sam'),
  one("what's Maya's type", ['Maya', (ctx) => who(ctx, 'Maya').results!.personalityType], [], 'Sam'),
  one('is Maya introverted?', ['Maya', /Introverted/], [], 'Sam'),
  one('tell me about Maya', ['Maya', /pending|accept/i], [], 'Theo'),
  one('how do I get along with my mum', [NOT_CONNECTED], [], 'Jordan'),
  one('explain my vibe with maya', ['Maya', vibeOf('Maya')], [], 'Priya'),
  one('rank my connections', ['Maya'], [], 'Priya'),
  one('my daughter never calls me back', ['Maya', /call|text|phone/i], [], 'Priya'),
  one('date ideas for me and maya for free', ['Maya', /free|cost nothing/i], [/restaurant|eat(ing)? out/i], 'Sam'),
  one('I want to apologise to Maya for missing her birthday', ['Maya', /sorry/i, /your birthday/i], [], 'Sam'),
  one('what is my emotional stability score', ['Emotional', (ctx) => pct(mine(ctx).emotionalStability)], [], 'Jordan'),
  one("Maya's love language?", ['Maya', receives('Maya')], [], 'Jordan'),
  // added after held-out part A's misses (topics, follow-ups that keep the topic) and written in other words than it
  { say: ['how do I bring up money with Jordan', 'what about Sam?'], must: ['Sam', /money|budget|spend/i] },
  { say: ['how do I talk to my partner about the laundry pile', 'and with my mom?'], must: ['Priya', /chore|laundry/i], mustNot: [/\bSam\b/] },
  { say: ['how can I cheer up Jordan', 'what about my mum?'], must: ['Priya'], mustNot: [/\bJordan\b/] },
  one("how do I make a good impression on my boyfriend's family at dinner", ['Sam', /family|parents/i]),
  one("first time meeting Maya's mum next week, any advice?", ['Maya', /family|parent|mum/i], [], 'Sam'),
  one("sam keeps liking his ex's photos and it makes me jealous", ['Sam', /jealous/i]),
  one('feeling envious of all the time Jordan spends with his new friends', ['Jordan', /jealous|envy|envious/i]),
  one('anniversary ideas for Sam on a tight budget', ['Sam', /anniversary|special day/i, /free|cheap|cost/i], [/restaurant|eat(ing)? out/i]),
  one('let Sam know I will be home late tonight', ['Sam', /late/i, /tonight/i]),
  one("tell priya i won't be at sunday lunch without upsetting her", ['Priya', /Sunday/i], [/without upsetting/i]),
  one('my mom comments on my weight even though I never asked her opinion', ['Priya', /boundar|comment/i], [/would you (?:for|her opinion)\?/i]),
  one('Jordan gives me unsolicited advice about my career, how do I get him to stop?', ['Jordan', /boundar|advice/i]),
  one('who among my connections matches my love language best?', [byPart('love_languages')]),
  one('something relaxing for jordan and me to do on saturday, we are both worn out', ['Jordan', /Saturday/i, /rest|restful|low-key|easy|quiet|slow/i]),
  { say: ['write a good luck text for Jordan before his exam', 'make it more heartfelt'], must: ['Jordan', /luck/i], different: true },
  { say: ['draft a happy birthday note for my mom', 'make it sweeter'], must: ['Priya', /birthday/i], different: true },
  one('write Sam an anniversary card', ['Sam', /anniversary/i], [/wanted to say something/i]),
  // 2026-11-25: probes of common questions in new words and with typos, written before that day's engine changes
  one('what is my atachment style', [/Secure|Anxious|Avoidant|Fearful/, /anxiety/i]),
  one('explain my emotinal score', ['Emotional', (ctx) => pct(mine(ctx).emotionalStability)]),
  one('how extraverted am i', [/Introvert|Extravert/, axis(0)]),
  one('what does my overall stability mean', [/overall/i, (ctx) => pct(mine(ctx).overallStability)]),
  one('which connection do i have the most in common with', [best]),
  one('who am i least compatible with', [worst]),
  one('sort my connections by lifestyle', ['Sam', 'Jordan', 'Priya']),
  one("what is jordan's love language", ['Jordan', receives('Jordan')]),
  one('does priya have a secure attachment', ['Priya', attachmentOf('Priya')]),
  one('Jordan keeps canceling our plans', ['Jordan', /cancel|plans/i], [/I('m| am) sorry I/i]),
  one('I yelled at Sam during our argument, how do I fix it', ['Sam', /sorry|apologi/i]),
  one('Sam yelled at me and hasnt said sorry', ['Sam', /hurt|felt|feel/i], [/I('m| am) sorry (that )?I/i]),
  one('things we can do at home tonight, sam and me', ['Sam', /tonight/i], [/hike|picnic/i]),
  one('an outdoor date for sam and me this saturday', ['Sam', /Saturday/]),
  one('birthday gift ideas for jordan', ['Jordan', /birthday/i]),
  one('write a goodnight text for sam', ['Sam', /night/i]),
  one('what should i text jordan after our fight', ['Jordan', /sorry|fight|argu/i]),
  one("message to my mom saying I can't come for christmas", ['Priya', /Christmas/i]),
  one('How do I tell Sam I want to move in together', ['Sam', /move in/i]),
  one('my partner is always glued to his phone', ['Sam', /phone|screen/i]),
  one('sam never plans anything for us', ['Sam', /plan/i]),
  one('Sam and I argue about politics', ['Sam', /politic|views|disagree/i]),
  one('I feel like jordan only reaches out when he needs something', ['Jordan', /reach|one-sided|balance|give and take/i]),
  one('what does INFJ stand for', [/Introvert/i, /Intuiti/i, /Feeling/i, /Judging/i]),
  one('what is an ENFP like', [/ENFP/, /Extravert|Intuiti|Feeling|Perceiving/]),
  one('what do the letters in my type mean', [/Introvert/i, /Judging/i]),
  one('how is the vibe calculated', [/personality/i, /lifestyle/i]),
  one('why is my vibe with jordan lower than with sam', ['Jordan', 'Sam']),
  one('how compatable am i with sam', ['Sam', vibeOf('Sam')]),
  one('waht is my love langauge', ['Quality Time']),
  { say: ['what is my vibe with jordan', 'and with priya?'], must: ['Priya', vibeOf('Priya')] },
  { say: ['explain my social stability', 'what about spiritual?'], must: ['Spiritual', (ctx) => pct(mine(ctx).spiritualStability)] },
  { say: ['draft a text to sam saying i miss him', 'more casual'], must: ['Sam', /miss/i], different: true },
  { say: ['what is my love language', "and sam's?"], must: ['Sam', receives('Sam')] },
  one('how can i make my girlfriend feel loved', ['Maya', receives('Maya')], [], 'Sam'),
  one("what's theo's personality type", ['Theo', 'INTP'], [], 'Sam'),
  one("why hasn't maya accepted my request", ['Maya', /pending|accept/i], [], 'Theo'),
  one('ideas to do with maya that are free', ['Maya', /free|cost nothing/i], [/restaurant|eat(ing)? out/i], 'Jordan'),
  one('my daughter is stressed about work, how can I help', ['Maya', /work|stress/i], [], 'Priya'),
  one('i think sam is cheating on me', ['Sam', /trust|talk|feel|jealous/i]),
  one('how do I make friends as an introvert', [/Introvert/i, /friend/i]),
  one('what is a fearful avoidant and am i one', [/Fearful/, /Secure/]),
  // 2026-11-25, second probe batch: self, connections, situations, ideas, drafts and follow-ups in new words
  one('am i a thinker or a feeler', [/Feeling/, axis(2)]),
  one('how sure is my judging score', [/Judging/, axis(3)]),
  one('what are my strengths in a relationship', [(ctx) => mine(ctx).personalityType]),
  one('what are my weaknesses', [(ctx) => mine(ctx).personalityType]),
  one('what kind of partner suits me', [(ctx) => new RegExp(getPersonalityType(mine(ctx).personalityType)!.mostCompatible.join('|'))]),
  one('why is my desire stability low', ['Desire', (ctx) => pct(mine(ctx).desireStability)]),
  one('how do i raise my social score', ['Social', (ctx) => pct(mine(ctx).socialStability)]),
  one('what is my lowest stability area', [lowestArea]),
  one('what does avoidance mean in my attachment', [/avoidance/i, /closeness|space|room/i]),
  one('what does quality time mean', ['Quality Time', /time|attention|together/i]),
  one('what is acts of service', ['Acts of Service', /help|task|chore|doing/i]),
  one('how do I love someone whose love language is gifts', [/Gifts/]),
  one('what is sam like', ['Sam', 'ENFP']),
  one('how does jordan handle conflict', ['Jordan', /conflict|argu|disagree/i]),
  one('does sam need space or closeness', ['Sam', attachmentOf('Sam')]),
  one('how are sam and i alike', ['Sam', /both|share|alike/i]),
  one('what do jordan and i have in common', ['Jordan', /both|share|common/i]),
  one('Sam wants to spend christmas with his family but I want to stay home', ['Sam', /Christmas|holiday/i]),
  one('how do I bring up that I want kids', [/kids|children/i]),
  one('my partner wants to move to another city for work', ['Sam', /move|city/i]),
  one('how do I tell jordan he hurt my feelings', ['Jordan', /hurt|felt/i], [/I('m| am) sorry (that )?I/i]),
  one('jordan forgot my birthday', ['Jordan', /birthday/i, /hurt|felt/i], [/I('m| am) sorry (that )?I/i]),
  one("Sam and I haven't had a real conversation in weeks", ['Sam', /talk|conversation|time together/i]),
  one('how can we argue less', [/argu|conflict|fight/i]),
  one("I think I'm too clingy with Sam", ['Sam', /reassur|anxi|space|closeness/i]),
  one('sam feels distant lately', ['Sam', /distant|distance|check in|closeness/i]),
  one('my mom always criticises my cooking', ['Priya', /critic|boundar|comment/i]),
  one('how do i say no to jordan borrowing money again', ['Jordan', /money|lend|borrow/i]),
  one('should I forgive sam', ['Sam', /forgiv/i]),
  one('rainy day ideas with jordan', ['Jordan', /indoor|home|inside/i], [/hike|picnic/i]),
  one('ideas for a quick date tonight under 20 dollars', [/tonight/i, /\$20|cheap|free/i]),
  one('fun things to do with my mom this weekend', ['Priya', /weekend/i]),
  one('write sam a love note', ['Sam', /love/i], [/wanted to say something/i]),
  one('help me text jordan to ask if he wants to hang out saturday', ['Jordan', /Saturday/, /hang out/i]),
  one('what do i say to my mom on mothers day', ['Priya', /Mother'?s Day/i]),
  { say: ['what is my vibe with sam', 'how can we improve it?'], must: ['Sam', /shared|activit|try|improve/i] },
  { say: ['tips for talking to my mom about boundaries', 'what if she gets upset?'], must: ['Priya', /upset|calm|feel/i] },
  { say: ['write a sorry text to jordan', 'less formal please'], must: ['Jordan', /sorry/i] },
  { say: ['compare me and sam', 'and jordan?'], must: ['Jordan'], mustNot: [/\bSam\b/] },
  one('how do I get theo to like me', ['Theo']),
];
