/**
 * The held-out part of the understanding set: written before the engine was changed for this set, and never tuned
 * against. Its pass share is reported apart from the rest (issue 19, "Checks").
 */
import type { CoachContext } from '../../../ports/coach/context.js';
import { one, type UnderstandingCase } from './cases.js';

const mine = (ctx: CoachContext) => ctx.person.results!;
const best = (ctx: CoachContext) => [...ctx.connections].filter((c) => c.vibe).sort((a, b) => b.vibe!.score - a.vibe!.score)[0]!.firstName;
const pct = (n: number) => `${Math.round(n)}%`;

export const HELD_OUT: UnderstandingCase[] = [
  one('how do i apologise to sam for missing his birthday dinner', ['Sam', /sorry|apologi/i], [/when this keeps coming up/i]),
  one('Sam hurt me by forgetting our anniversary, how do I tell him?', ['Sam', /hurt|felt|feel/i], [/I('m| am) sorry (that )?I forgot/i]),
  one('cheap date ideas for me and Sam under $20', ['Sam', /free|cheap|low-cost|budget|\$20/i], [/eat(ing)? out|restaurant/i]),
  one('what does my attachment style mean', [/Secure|Anxious|Avoidant/, /anxiety/i, /avoidance/i]),
  one('why am i an introvert', [/Introvert/i, (ctx) => pct(mine(ctx).evidence.axes[0]!.percent)]),
  one('what is my love language for receiving', ['Quality Time']),
  one('how do I show love to Jordan', ['Jordan', 'Acts of Service']),
  one('who am i most compatible with', [best]),
  one('rank my connections by love languages', ['Sam', 'Jordan', 'Priya']),
  one('compare me and priya', ['Priya'], ['Theo']),
  one("what's my vibe with theo", ['Theo', /pending|accept/i], [/Vibe (score )?(is|of) \d/i]),
  one("how's my vibe with Alex?", ['Alex', /don't see|no connection|not (yet )?connected|can't find|isn't one of/i]),
  one('help me write a text to my mom asking her to visit less often', ['Priya', /visit/i]),
  one('draft a message telling Sam I need some space this weekend', ['Sam', /space/i, /weekend/i]),
  one('my partner never does the dishes', ['Sam', /chore|dishes|share|split/i]),
  one('Sam and I keep fighting about money', ['Sam', /money|budget|spend/i]),
  one('explain my emotional stability', ['Emotional', (ctx) => pct(mine(ctx).emotionalStability)]),
  one('what lowers my desire score?', ['Desire', (ctx) => pct(mine(ctx).desireStability)]),
  one('what is the vibe score', [/Vibe/, /personality/i, /lifestyle/i]),
  one('what does the lifestyle part of my vibe with sam mean', ['Sam', /lifestyle/i, /activit|interest/i]),
  { say: ['tips for talking to Sam about chores', 'and with Jordan?'], must: ['Jordan', /chore/i] },
  { say: ['write a message to Sam saying thank you for cooking dinner', 'make it shorter'], must: [/thank/i], shorter: true },
  { say: ['date ideas for sam', 'another one'], must: ['Sam'], different: true },
  { say: ['how can I cheer Jordan up after a bad week?', 'thanks!'], must: [/welcome|glad|anytime|pleasure/i] },
  one("i'm nervous about meeting sam's parents this weekend", ['Sam', /parent|family/i]),
  one('how do I support Jordan with work stress', ['Jordan', /work|stress/i]),
  one('I get jealous when Sam texts his ex', ['Sam', /jealous/i]),
  one('whats my type', [(ctx) => mine(ctx).personalityType]),
  one('ways to feel closer to Sam without talking', ['Sam'], [/sit down and talk|have a conversation|start a conversation/i]),
  one('How do I say no to Priya when she asks me to host Christmas?', ['Priya', /Christmas|holiday/i]),
  one('Is Jordan an introvert?', ['Jordan', /Introvert/i]),
  one('how do I handle my colleague Theo micromanaging me', ['Theo', /work|manag|colleague/i], [], 'Sam'),
];
