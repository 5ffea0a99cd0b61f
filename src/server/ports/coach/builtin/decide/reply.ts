/** Decides what the builtin coach answers: a follow-up on the thread, a specific or understood answer, else the general answer for the intent; and the greeting and chat title. */
// ------------------------------------------------------------------------------------------------ public API
import { mendSeams } from '../compose/seams.js';
import { unfilled, withoutSlots } from './unfilled.js';
import { hash } from '../compose/shared.js';
export { titleFromMessage } from './title.js';
export { builtinGreeting, whoToUnderstand } from './greeting.js';
import { ATTACHMENT_LABELS, LOVE_LANGUAGE_LABELS } from '../../../../../shared/assessment/labels.js';
import { CoachContext } from '../../context.js';
import { understoodReply } from '../compose/answers/index.js';
import { notConnectedNote } from '../compose/answers/own.js';
import { Env, pairBullet, scriptLine, scriptFor, pick, fill, Parts, theirLoveLanguageBullet, myLoveLanguageBullet, technique, typeName, strongestAxis, lean } from '../compose/shared.js';
import { specificReply } from '../compose/specific.js';
import { understandSelf, understandConnection, conflict, communication, attachment, loveLanguages, dateIdeas, stability, resultMeaning, other } from '../compose/topical.js';
import { OPENERS, FOLLOW_UPS } from '../content/knowledge.js';
import { topicOf, GENERIC_SCRIPT } from '../content/topics.js';
import { detectIntent, findNamedConnection, CoachIntent } from '../read/intents.js';
import { relevantMemories, inSentence } from '../read/memories.js';
import { correctSpelling, understand } from '../read/understand.js';
import type { Reading } from '../read/classify.js';
import { eventAnswer, planAnswer, storyEventAnswer } from './plan.js';
import { laterTurn } from './later-turn.js';
import { chosen, clarifyingQuestion, needsClarifying, UNSURE } from './clarify.js';
import { wholeReply } from './whole.js';
import { situationReply, topicReply } from './route.js';
import { attractedElsewhere } from './topic.js';
import { draftFollowUp, followUp, Tone } from './thread.js';
import { draftAnswer, exactText, slotsFor, theyReplied, wordsToSend as drafted0 } from '../compose/answers/written.js';
import { markedBlank } from '../compose/answers/sendable.js';
import { discreet } from '../compose/privacy.js';
import { everydayReply } from '../compose/everyday.js';
import { situationOf } from '../read/situation.js';
import { askForDetails, threadFollowUp } from './followups.js';
import { namedOrLastMeant, someoneIn } from '../read/people.js';
import { seeingReply, seenBeside, stateReply } from './state.js';
import { typeListReply } from '../compose/results/type-lists.js';
import { approachReply } from '../compose/parts.js';
import { budgetedGift, giftReply } from '../compose/gift.js';
import { honestReply } from '../compose/honest.js';
import { askKind, askPart, asksAboutPerson } from '../read/ask.js';
import { GUIDANCE } from '../content/guidance.js';
import { workingTogether } from '../compose/answers/working.js';
import { answerFits, neighbourRejected } from './fits.js';
import { generalReply } from '../compose/general.js';
import { fitsSituation, vibeIdiom } from '../read/defining.js';
import { everydayKindOf, everydayKindReply } from '../compose/kinds.js';
import { trustedKind } from './trust.js';
import { otherLanguage } from '../read/language.js';
import { otherLanguageReply } from '../compose/other-language.js';
import { predicamentOwnsWords, predicamentReply } from '../compose/predicament.js';
import { resultDoubtNote } from '../compose/doubt.js';
import { dailyAnswerNote } from '../compose/daily-answer.js';
import { heardReply } from '../compose/heard.js';
import { attachmentPair } from '../compose/attachment-pair.js';
import { leftSomeoneReply } from '../compose/supporting-left.js';
import { mediatingReply } from '../compose/mediating.js';
import { condolenceReply } from '../compose/condolence.js';
import { askFormOf } from '../read/ask-form.js';
import { askFormReply } from '../compose/ask-forms.js';
import { withWithoutNote } from '../compose/without.js';
import { dictatedFollowUp, dictatedReply } from '../compose/answers/dictated.js';
import { restyledDraft } from '../compose/answers/restyle.js';
import { sentencesAsked } from '../read/style-asked.js';
import { briefly } from '../compose/brief.js';
import { draftIn } from './shorten.js';

/** The model's kind for an everyday kind of compose/kinds.ts (the rest share their name). */
const EVERYDAY_AS: Record<string, string> = { trip: 'plan', inLove: 'crush', vent: 'none', overreacting: 'none' };
/** Topics with answers of their own below (an apology drafted, a breakup, loneliness, a loss, a crush): not preempted. */
const OWN_ANSWERS = new Set(['apologising', 'heartbreak', 'lonely', 'grief', 'crush']);
/** Everyday kinds the member names in so many words (a vent, "am I overreacting", "write me", being in love). */
const SAYS_ITS_KIND = new Set(['vent', 'overreacting', 'draft', 'inLove']);
/** Requests whose act has its own answer (a way out, words to send, a gift, a menu): not preempted by a topic. */
const OWN_ACTS = new Set<string>(['way_out', 'words', 'gift', 'menu']);
import { insightReply } from '../compose/insight.js';
import { answersRequest, replyShape, requestAct } from './answers-request.js';
import { adviceAbout, directAnswer } from '../compose/direct.js';
import { dataReply } from '../compose/data-answer.js';
import { ASKS_HOW, clearAnswer, clearEnough, FRICTION } from '../compose/clear-answer.js';
import { roleOf } from '../compose/kinds-common.js';
import { earlierUserMessages, freshBullets, lastAssistant, recentConnection, recentReplies, threadIntent } from './history.js';
export const HUMAN_QUESTION =
  /\b(are|r) (you|u) (a |an )?(real|human|person|people|bot|robot|ai|machine|chatbot|actual person|real person|real human|therapist)\b|\b(am i|is this) (talking|chatting|speaking) (to|with) (a |an )?(real|human|person|bot|robot|ai|machine)\b|\bis this (a )?(real )?(person|human|bot|ai)\b/i;

export function stripHtml(s: string): string {
  return s.replace(/<[^>]*>/g, '');
}

/** The message with typos in our terms mended; people's names are never "corrected". */
export function mended(ctx: CoachContext, message: string): string {
  return correctSpelling(message, [...ctx.connections, ...(ctx.pending ?? [])].map((c) => c.firstName));
}

export { unfilled };

export function builtinReply(ctx: CoachContext, said: string, reading: Reading | null = null): string {
  // A message in a language the engine does not read is answered honestly in that language, not guessed at.
  const language = otherLanguage(said);
  if (language) return otherLanguageReply(ctx, language);
  // The answer to a clarifying question ("the second one") is the question its choice stands for.
  const picked = chosen(ctx, said);
  // The message with our terms' typos mended, read once: every step below reads it.
  const message = mended(ctx, said);
  // Every reply leaves the same way: nothing a connection keeps private, and its seams mended.
  const finished = (text: string) => mendSeams(discreet(text, ctx, said), said, ctx.connections.map((c) => c.firstName));
  // Words the member dictates ("a text to my mom saying …"), a change to the last such message ("shorter"), or a
  // change of register to any drafted message ("less formal, we're friends"):
  // worded whole, before the message is cut into its questions or a word of its story picks a topic.
  const dictated = picked ? null : (dictatedFollowUp(ctx, said) ?? restyledDraft(ctx, said) ?? dictatedReply(ctx, message));
  if (dictated) return finished(dictated);
  // A choice picked from a clarifying question is answered as its question; one read afresh (a mood's choices) is
  // answered as a first message, since the turns before it (the vague message and the question) say nothing more.
  // Issue 29: every question of the message, in order, and the direction it was asked in (decide/whole.ts).
  const whole = picked ? null : wholeReply(ctx, message, (text) => answer(ctx, text, reading));
  const reply = whole ?? (picked ? (picked.intent ? answer(ctx, picked.ask, { intent: picked.intent, score: 1, runnerUp: null, picked: true }) : answer({ ...ctx, history: [] }, picked.ask, null)) : answer(ctx, said, reading));
  // A doubt about the member's own result ("gifts? so shallow, is the test broken?") is met before the rest.
  const daily = [resultDoubtNote(ctx, said), dailyAnswerNote(ctx, said)].filter(Boolean).join('\n\n');
  // Decision 073: a connection's exact figures and attachment style only when the member asks about them.
  // "…without sounding needy?": the condition the member set is answered whatever answer kind wrote the reply.
  const conditioned = withWithoutNote(message, reply);
  // "…and can Sam see that number?" beside another question: what that connection sees, when the answer did not say.
  const seen = seenBeside(ctx, said, conditioned);
  const answered = seen ? `${conditioned}\n\n${seen}` : conditioned;
  const out = finished(daily ? `${daily}\n\n${answered}` : answered);
  // Decision 082: never a placeholder or a half-filled template; an honest line and one question instead.
  if (!unfilled(out) || markedBlank(out)) {
    // "Explain in 2 lines": the answer in as many sentences as asked. "Write the email, max 5 sentences" sets the
    // length of the words to send, which their answer keeps; the advice around them is not cut into.
    const length = sentencesAsked(said);
    return length && !draftIn(out) ? briefly(out, length) : out;
  }
  // The words composed from the situation as read, when they fill every slot; else one honest question.
  const slots = slotsFor(ctx, message);
  const composed = slots?.event ? draftAnswer(slots) : null;
  if (composed && !unfilled(composed)) return composed;
  const question = askForDetails(namedOrLastMeant(said, ctx));
  const kept = withoutSlots(out);
  return kept ? `${kept}\n\n${question}` : question;
}

function answer(ctx: CoachContext, said: string, reading: Reading | null): string {
  const message = mended(ctx, said);
  // A later turn that acts on the thread: an event plan's follow-up, a place for the message's time, a no, a toast.
  const later = laterTurn(ctx, message);
  if (later) return stripHtml(later);
  const seeing = seeingReply(ctx, message) ?? typeListReply(ctx, message);
  if (seeing) return stripHtml(seeing);
  // A big decision said in both its parts ("he wants a dog" and "I'm not sure we're ready") is that decision, whatever
  // single word a later rule could take (blind round 13 answered it with a menu of choices).
  const decision = !ctx.history.length && GUIDANCE.find((g) => g.id === 'big_decision')!.cues.test(message) ? topicReply(ctx, message, reading, recentConnection(ctx, message), true, 'big_decision') : null;
  if (decision) return stripHtml(decision);
  // A relative staying with every night planned, a birthday across a distance: the story is the plan asked for.
  const storyEvent = storyEventAnswer(ctx, message);
  if (storyEvent) return stripHtml(storyEvent);
  // Someone close just left by their partner, and how to help (round 23 q16 got a menu of choices), or a manager between
  // two people on the team (q30), or a sympathy card to write (round 24 q30): the member is the one helping, so no answer
  // for the member's own story may take it.
  const supporting = leftSomeoneReply(message) ?? mediatingReply(message) ?? condolenceReply(message);
  if (supporting) return stripHtml(supporting);
  // Issue 29: an intense but ordinary message (grief, exhaustion, a joke about murder, a day to dread) is answered for
  // what the member wants from it, before any stock situation; a request for words keeps its own answer.
  const heard = heardReply(ctx, message);
  if (heard && !drafted0(ctx, message)) return stripHtml(heard);
  // Blind round 11: an everyday predicament with someone (a remark that keeps coming, money lent, a parent's care not
  // shared, an ex who got in touch…) is answered as that problem for that person, before any answer one word could pick.
  // Words asked for and composed from the situation (decision 092) still come first.
  const predicament = predicamentReply(ctx, message);
  if (predicament && (predicamentOwnsWords(ctx, message) || !drafted0(ctx, message))) return stripHtml(predicament);
  // "What if he says I'm rigid", "she replied 'you always say that'": the objection, in the thread's topic and person.
  const thread = ctx.history.length && !/\b(?:i'?m fine|i am fine)\b/i.test(message) && !theyReplied(ctx, message) ? threadFollowUp(ctx, message) : null;
  if (thread && thread.kind !== 'exact') return stripHtml(thread.reply);
  // "The exact text", "make it softer" after a draft: the words for the thread's situation (issue 29, item 5).
  const replied = ctx.history.length ? theyReplied(ctx, message) : null;
  if (replied) return stripHtml(replied);
  // Decision 092: words to send, written from the situation as read, before any answer that could take one word of it.
  const words = drafted0(ctx, message);
  if (words) return stripHtml(words);
  const drafted = draftFollowUp(ctx, message);
  if (drafted?.kind === 'exact') {
    const words = exactText(ctx, message, drafted.tone);
    if (words) return stripHtml(words);
  }
  // Two attachment styles side by side and what they mean together (round 23 q06), before the member's own scores.
  const paired = attachmentPair(ctx, message);
  if (paired) return stripHtml(paired);
  // Decision 105: a question about the members' own data is computed from it, before a topic one word could pick.
  const data = dataReply(ctx, message);
  if (data) return stripHtml(data);
  // A named event to plan (a potluck, a night out for 8, a virtual team event…) gets a plan of that kind, never a menu.
  const event = eventAnswer(ctx, message, recentConnection(ctx, message));
  if (event) return stripHtml(event);
  // Decision 088: a gift, "am I overreacting?", a vent, a loss or loneliness is answered as that kind, from what the
  // member stated, before any rule that could take one word of the story for the question.
  // The addendum: a question about the member's own results or Vibe, or a job, move or friendship lost, answered in
  // plain words from their own figures, before the results summaries that list every part.
  // Decision 093: every candidate below must answer the request's act (an itinerary only a plan, gift ideas only a
  // gift, a menu only a request with no clear act); one that does not is passed over for the next.
  const act = requestAct(message, ctx.connections.map((c) => c.firstName));
  // Decision 105: a menu of choices only for a message that says too little; a clear one is answered.
  const clear = clearEnough(message, act !== null, understand(message, ctx).people.connections.length > 0 || !!roleOf(message));
  const fits = (reply: string | null | undefined): reply is string => !!reply && answersRequest(act, replyShape(reply)) && !(clear && replyShape(reply) === 'menu');
  // The person a gift is for: the connection the message names, else the one "her" or "him" points back to in the
  // thread (round 17: "what can I get her?" after a plan for Maya), else the chat's own person.
  const giftFor = () => understand(message, ctx).people.connections[0] ?? (/\b(?:he|she|him|her|they|them)\b/i.test(message) ? recentConnection(ctx, message) : undefined) ?? ctx.focus ?? undefined;
  const budgeted = act === 'gift' ? budgetedGift(ctx, message, giftFor()) : null;
  if (fits(budgeted)) return stripHtml(budgeted);
  // Decision 098: a topic the model reads with confidence and the message's words name is answered as that topic,
  // before the answers below that a single word of the story can pick (a loss for "died", a plan for "party"); an
  // everyday situation read from its concepts (read/situation.ts) is more specific still and keeps its answer.
  // A colleague on Attune and how to work together: this answer knows their type and the time difference between the
  // places named, which the general colleague topic below does not.
  const working = workingTogether({ ctx, message, u: understand(message, ctx), variant: 0 });
  if (fits(working)) return stripHtml(working);
  const trusted = trustedKind(reading, message);
  const everydayKind = everydayKindOf(message);
  if (trusted && trusted !== everydayKind && !SAYS_ITS_KIND.has(everydayKind ?? '') && !OWN_ANSWERS.has(trusted) && !OWN_ACTS.has(askKind(message)) && !attractedElsewhere(message) && GUIDANCE.some((g) => g.id === trusted)) {
    const concepts = situationOf(message, ctx);
    const specific = concepts ? everydayReply(ctx, concepts) : null;
    if (fits(specific)) return stripHtml(specific);
    const topical = topicReply(ctx, message, reading, recentConnection(ctx, message), true, trusted);
    // About a connection named in the message, the answer must speak of them; else the answers below know them better.
    const named = understand(message, ctx).people.connections;
    const spoken = !topical || named.every((c) => topical.includes(c.firstName));
    const note = named.length === 0 ? notConnectedNote(understand(message, ctx)) : null;
    if (spoken && fits(topical)) return stripHtml(note && !topical.includes(note.slice(0, 30)) ? `${note}\n\n${topical}` : topical);
  }
  // Issue 29, items 1 and 6: the reading or a cue word reached for an entry whose situation is not really here. Another
  // entry that does fit may answer; else the answer is composed from what the message says, not the next template.
  if (!ctx.history.length && neighbourRejected(message, trusted)) {
    // Only an entry the request itself names (not a setting like "your manager", not a word of the story) and whose
    // own situation holds; a neighbour of the rejected one is no better an answer.
    const ask = askPart(message);
    const named = ask !== message ? GUIDANCE.find((g) => !g.setting && g.cues.test(ask) && fitsSituation(g.id, message)) : undefined;
    const refit = named ? topicReply(ctx, message, reading, recentConnection(ctx, message), true, named.id) : null;
    if (fits(refit)) return stripHtml(refit);
    const composed = generalReply(ctx, message);
    if (composed) return stripHtml(composed);
  }
  const insight = insightReply(ctx, message);
  if (fits(insight)) return stripHtml(insight);
  // Blind round 15: the question's form ("is that weird?", "does she even like them?", "will I ever…?", "why is my
  // spiritual score the lowest?") is answered as asked when no answer above owns it, before the stock answers below
  // that a word of the story picks (a congratulation for "engaged", date ideas for "date", conflict tips for "quiet").
  const form = askFormOf(message, [...ctx.connections, ...(ctx.pending ?? [])].map((c) => c.firstName));
  const formReply = form && !drafted0(ctx, message) && !attractedElsewhere(message) ? askFormReply(ctx, message, form) : null;
  if (formReply) return stripHtml(formReply);
  // A kind the member picked from a clarifying question is not taken back by a word of their earlier message.
  const kind = !reading?.picked || !trusted || (EVERYDAY_AS[everydayKind ?? ''] ?? everydayKind) === trusted ? everydayKindReply(ctx, message, recentConnection(ctx, message)) : null;
  if (fits(kind)) return stripHtml(kind);
  // A plan with its constraints (issue 29, item 4), read from its words and slots before a model reading of one word;
  // read once, for the menu below and for itself.
  const plan = planAnswer(ctx, message, recentConnection(ctx, message));
  // Food to cook for people is a menu, not an outing (decision 081): "menu ideas" must not become a day's schedule.
  if (askKind(message) === 'menu') {
    // With a budget, a day or a diet said, a dinner for two is costed and written out (round 24 q19: "host Maya Thursday
    // 7pm, $80, 2 burners, what should I cook" got advice on how to approach the food and a question back).
    // For two only: a group's menu is the honest answer's, which knows how to feed several diets from one table.
    if (plan && /\*\*The menu\*\*/.test(plan) && /for the two of you/.test(plan) && fits(plan)) return stripHtml(plan);
    const menu = honestReply(ctx, message, understand(message, ctx).people.connections[0] ?? ctx.focus ?? undefined);
    if (fits(menu)) return stripHtml(menu);
  }
  if (fits(plan)) return stripHtml(plan);
  // No draft could be composed from slots: the thread's last draft, to the thread's person, or one with [blanks].
  if (thread?.kind === 'exact' && fits(thread.reply)) return stripHtml(thread.reply);
  // "What kind of gift would he like?" in a thread about a connection: a gift for that person, not the last draft again.
  if (ctx.history.length && /\b(?:gifts?|presents?)\b/i.test(message) && message.trim().split(/\s+/).length <= 14) {
    const named = understand(message, ctx).people.connections[0];
    const gift = giftReply(ctx, message, named ?? (/\b(?:he|she|they|him|her|them)\b/i.test(message) ? recentConnection(ctx, message) : undefined));
    if (fits(gift)) return stripHtml(gift);
  }
  // Decision 081: a request for a gift for someone named (or the chat's person) is a gift, whatever the story says.
  if (askKind(message) === 'gift') {
    const gift = giftReply(ctx, message, giftFor());
    if (fits(gift)) return stripHtml(gift);
  }
  // The app's own state (a pending request, who sees what, every connection's Vibe), from that state.
  const state = stateReply(ctx, message);
  if (fits(state)) return stripHtml(state);
  // An everyday situation (a colleague, a friend's event, a family event, a housemate…), read from its concepts.
  const everyday = situationOf(message, ctx);
  const situated = everyday ? everydayReply(ctx, everyday) : null;
  if (fits(situated)) return stripHtml(situated);
  // "How should I approach things with Priya?": from what the coach knows of the two of them, not a conflict script.
  const named = understand(message, ctx).people.connections;
  const approach = named.length === 1 ? approachReply(ctx, message, named[0]!) : null;
  if (fits(approach)) return stripHtml(approach);
  // A situation the model reads with confidence (a breakup, a gift for him…), before rules that may take one word for it.
  const situation = situationReply(ctx, message, reading, recentConnection(ctx, message));
  if (fits(situation)) return stripHtml(situation);
  // A short follow-up ("and with Jordan?", "another one", "make it shorter") continues what came before.
  const follow = followUp(ctx, message);
  if (follow?.kind === 'shorter') return stripHtml(follow.reply);
  if (follow?.kind === 'example') return exampleFor(ctx, mended(ctx, follow.message));
  if (follow?.kind === 'ask') {
    const reply = replyTo(ctx, mended(ctx, follow.message), follow.variant, follow.tone);
    return follow.lead ? `${follow.lead}\n\n${reply}` : reply;
  }
  const general = replyTo(ctx, message, 0, undefined, reading);
  // Issue 29, item 6: a long first message that says who and what happened is not met with a menu or a question
  // back when nothing fitted; it is answered from what it says (compose/general.ts), after the direct answers below.
  const askingBack = replyShape(general) === 'menu' || (general.length < 320 && /\?\s*$/.test(general));
  const told = !ctx.history.length && message.trim().split(/\s+/).length >= 15;
  if (fits(general) && !(told && askingBack)) return stripHtml(general);
  const people = understand(message, ctx).people.connections;
  const person = people[0] ?? recentConnection(ctx, message) ?? ctx.focus ?? undefined;
  const direct = (clear ? clearAnswer(ctx, message, person) : null) ?? (act ? directAnswer(ctx, message, act, people, recentConnection(ctx, message)) : null);
  if (direct) return stripHtml(direct);
  // Only with a person in it and something asked: a menu stays the honest answer to a vent about a thing.
  const composed = told && askingBack && someoneIn(message, ctx) && /\?|\b(?:how|what|should|do) i\b/i.test(message) ? generalReply(ctx, message) : null;
  if (composed) return stripHtml(composed);
  return stripHtml((clear && person && replyShape(general) === 'menu' && FRICTION.test(message.toLowerCase()) && ASKS_HOW.test(message.toLowerCase()) ? /* friction asked about: advice */ adviceAbout(ctx, person) : null) ?? general);
}

/** "Give me an example" after a question: a script for its topic, said to the person it was about. */
export function exampleFor(ctx: CoachContext, message: string): string {
  const c = understand(message, ctx).people.connections[0];
  const topic = topicOf(message);
  const env: Env = { ctx, message, seed: hash(message), me: ctx.person.firstName || 'there', r: ctx.person.results, c, cr: c?.results ?? null, topic };
  return [
    `Here is an example you could use${c ? ` with ${c.firstName}` : ''}:`,
    scriptLine(env, scriptFor(env) ?? GENERIC_SCRIPT),
    [
      '- Say it at a calm moment, not in the middle of it.',
      '- Keep the "I feel" part about you; it is harder to argue with than "you always".',
      ...(topic ? [`- ${topic.tip}`] : []),
    ].join('\n'),
    'Would you like it in different words, or shorter to send as a message?',
  ].join('\n\n');
}

/** The request, apart from the story before it, names one of the topics the coach has guidance for. */
function topicInRequest(message: string): boolean {
  const ask = askPart(message);
  return ask !== message && !asksAboutPerson(message) && GUIDANCE.some((g) => !g.setting && g.cues.test(ask));
}

/** The person's own results named as the subject ("my results", "my score", "what does INFJ mean"). */
const RESULTS_WORDS = /\b(?:my|our|his|her|their) (?:results?|scores?|type|profile)\b|\bwhat (?:does|do) (?:it|my|this|that) (?:mean|say)\b|\bvibe\b|\b[IE][NS][TF][JP]\b.{0,30}\bmean/;

/** Words that ask about the Vibe or how well two people match. */
const VIBE_ASKED = /\b(vibe|compatib\w*|match\w*|get along|chemistry|good together|work as a couple|our score|the score)\b/i;

export function replyTo(ctx: CoachContext, message: string, variant: number, tone?: Tone, reading: Reading | null = null): string {
  const me = ctx.person.firstName || 'there';
  const avoid = lastAssistant(ctx);
  const seed = hash(message) + ctx.history.length * 7 + variant;
  const coach = ctx.coachName || 'your coach';

  if (HUMAN_QUESTION.test(message)) {
    const follow = pick(['What would you like to talk through?', "What's on your mind today?", 'How can I help right now?'], seed, avoid);
    return `No, I'm not a person. I'm ${coach}, an AI relationship coach. I work from your assessment results, your connections and what you tell me here, and I don't have feelings or a life of my own. For anything urgent or clinical, please talk to a qualified professional or someone you trust.\n\n${follow}`;
  }

  // What the message asks (who, topic, constraints, the kind of answer), then a precise answer when there is one:
  // people unknown or pending, terms, the Vibe, comparing and ranking, drafts, the direction of what happened, ideas
  // within constraints; then ranking by Vibe, one axis or area, an apology, my pattern in an argument.
  const understood = understand(message, ctx);
  // "Another one" after a plan: the next ideas down each ranking (decide/plan.ts).
  const plan = variant > 0 ? planAnswer(ctx, message, recentConnection(ctx, message), variant) : null;
  if (plan) return stripHtml(plan);
  // A pull towards someone new while with a partner, asked as "is it a red flag?": that topic, before the general
  // red-flags answer (decision 081).
  if (variant === 0 && !tone && attractedElsewhere(message)) {
    const drawn = topicReply(ctx, message, reading, recentConnection(ctx, message));
    if (drawn) return stripHtml(drawn);
  }
  const precise = understoodReply({ ctx, message, u: understood, variant, tone }) ?? specificReply({ ctx, message });
  if (precise) return stripHtml(precise);
  let { intent, connection } = detectIntent(message, ctx);
  // Decision 062: a topic question gets that topic's answer, not a profile. About a connection, the scripts below
  // already answer a conflict, an attachment worry or a talk with both people's results: the topic answers the rest.
  // "Any way out of it?": ways to decline or do less come before how to do the thing well (decision 081).
  if (variant === 0 && !tone && askKind(message) === 'way_out') {
    const out = honestReply(ctx, message, connection ?? undefined);
    if (out) return stripHtml(out);
  }
  // A topic the request itself names ("how do I let a comment go") is answered as that topic even about a
  // connection, whose profile would answer a different question (decision 081).
  const askNamesTopic = intent === 'understand_connection' && (topicInRequest(message) || attractedElsewhere(message));
  const topical = variant === 0 && !tone && (!connection || intent === 'other' || askNamesTopic) ? topicReply(ctx, message, reading, recentConnection(ctx, message)) : null;
  // The same topic twice in a row ("the chores", then "the dishes") gets the scripts below, not the same page again.
  if (topical && !avoid.startsWith(stripHtml(topical).slice(0, 60))) return stripHtml(topical);

  // "Explain my results and how to use them with Sam": about Sam too, so answer for the two of them.
  const about = understood.people.connections[0];
  let bothOfUs = false;
  if ((intent === 'understand_self' || intent === 'result_meaning') && about && new RegExp(`\\b(?:with|for|and) ${about.firstName}\\b`, 'i').test(message)) {
    intent = 'understand_connection';
    connection = about;
    bothOfUs = true;
  }
  // Carry the thread: short follow-ups ("what else?", "something cheaper?") continue the previous topic and the
  // person it was about; pronouns continue with the connection named in the last few messages.
  const [previous] = earlierUserMessages(ctx, message, 1);
  if (previous) {
    const prev = threadIntent(ctx, message) ?? detectIntent(previous, ctx);
    const words = message.trim().split(/\s+/).length;
    if (intent === 'other' && words <= 6 && prev.intent !== 'other' && prev.intent !== 'greeting' && prev.intent !== 'thanks') intent = prev.intent;
    const earlier = recentConnection(ctx, message) ?? prev.connection;
    const aboutThem = /\b(he|she|they|him|her|them|his|their|hers|theirs)\b/i.test(message);
    const aboutMe = /\b(my|me|myself|mine)\b/i.test(message);
    if (!connection && earlier && (aboutThem || (words <= 6 && !aboutMe))) connection = earlier;
  }
  if (!connection && !ctx.focus) {
    const named = findNamedConnection(message, ctx.connections);
    if (named) connection = named;
  }

  // Nothing above placed the message and the model cannot tell what it asks either: one question back, not filler.
  // A vague opener ("idk what to do about sam") is asked about even when a name placed it; within a thread it is not.
  if ((intent === 'other' && !understood.topic) || (!previous && reading?.intent === 'vague' && reading.score >= 0.9 && UNSURE.test(message))) {
    if (reading && needsClarifying(message, reading)) return clarifyingQuestion(reading, connection, message);
  }
  // The confidence gate (issue 29): nothing tied the message to an answer the coach stands behind (no precise answer,
  // no situation, no topic, no intent): one short question with concrete choices, not the general filler below. Within
  // a thread a short follow-up carries the earlier question instead (below), so the gate is for first messages.
  if (intent === 'other' && !previous && !understood.topic && understood.wanted !== 'ideas' && variant === 0 && !tone && reading && (reading.intent === 'vague' || reading.score < 0.35)) {
    return clarifyingQuestion(reading, connection, message);
  }
  // "fun stuff to do with Sam" asks for ideas even without the word "date".
  if (understood.wanted === 'ideas' && (intent === 'other' || intent === 'understand_connection')) intent = 'date_ideas';
  // The confidence gate (issue 29, decision 084): a general answer only for a request about what it knows. A profile
  // for a vent, an argument script for a loan, "here are some thoughts" for anything: an honest short answer to the
  // kind of request and one question with concrete choices instead. A thread keeps its topic (its follow-ups are
  // read against the earlier turns, not alone), except a long turn that placed nothing (decision 081).
  if (variant === 0 && !tone && (!previous || (intent === 'other' && message.trim().split(/\s+/).length >= 20)) && !answerFits(intent, message, understood.wanted === 'ideas', !!understood.topic) && !(RESULTS_WORDS.test(message) && !vibeIdiom(message))) {
    return stripHtml(honestReply(ctx, message, connection ?? undefined) ?? clarifyingQuestion(reading ?? { intent: 'vague', score: 0, runnerUp: null }, connection, message));
  }
  const env: Env = { ctx, message, seed, me, r: ctx.person.results, c: connection, cr: connection?.results ?? null, topic: understood.topic };
  const vars = { me, name: connection?.firstName };

  if (intent === 'greeting') {
    const opener = pick(OPENERS.greeting, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} ${greetingBody(ctx)}\n\n${pick(FOLLOW_UPS.greeting, seed, avoid, (t) => fill(t, vars))}`);
  }
  if (intent === 'thanks') {
    const opener = pick(OPENERS.thanks, seed, avoid, (t) => fill(t, vars));
    return stripHtml(`${opener} It's good to see you putting this into practice.\n\n${pick(FOLLOW_UPS.thanks, seed, avoid, (t) => fill(t, vars))}`);
  }

  const builders: Record<Exclude<CoachIntent, 'greeting' | 'thanks'>, (e: Env) => Parts> = {
    understand_self: understandSelf,
    understand_connection: understandConnection,
    conflict,
    communication_script: communication,
    attachment,
    love_languages: loveLanguages,
    date_ideas: dateIdeas,
    stability,
    result_meaning: resultMeaning,
    other,
  };
  const parts = builders[intent](env);
  // The Vibe paragraph closes a reply only when the Vibe or how well two people match is what was asked (issue 29),
  // or the whole of a person is ("tell me about Sam"): a story about an argument or a morning surprise that reads as
  // being about a connection no longer ends on the Vibe's figures (decision 093, addendum; 073 keeps figures unasked out).
  const wholePerson = intent === 'understand_connection' && message.trim().split(/\s+/).length <= 8;
  if (parts.closing && !wholePerson && !VIBE_ASKED.test(message)) {
    parts.closing = undefined;
    // The person the message is about still gets a line of their own, from both people's results.
    if (connection && !parts.bullets.some((b) => b.includes(connection!.firstName))) {
      const about = pairBullet(env) ?? theirLoveLanguageBullet(env);
      if (about) parts.bullets.push(about);
    }
  }
  // The topic the person named gets its own practical suggestion first.
  if (understood.topic && !parts.bullets.includes(understood.topic.tip)) parts.bullets.unshift(understood.topic.tip);
  // Vary across turns: no suggestion, and no Vibe summary, that the last two replies already gave.
  const recent = recentReplies(ctx);
  if (recent) {
    const talk = intent === 'conflict' || intent === 'communication_script' || intent === 'other';
    // Top-ups stay personal first (the other person's love language, then the person's own), then techniques.
    const personal = [theirLoveLanguageBullet(env), myLoveLanguageBullet(env)].filter((b): b is string => !!b);
    const spare = talk ? [...personal, technique(env, 1), technique(env, 4), technique(env, 6)] : [];
    // The tip for the topic asked about stays even when given before: "and with Jordan?" asks it again for Jordan.
    const keep = variant === 0 && understood.topic && parts.bullets[0] === understood.topic.tip ? [parts.bullets.shift()!] : [];
    parts.bullets = [...keep, ...freshBullets(parts.bullets, recent, spare)];
    if (parts.closing && connection && recent.includes(`Your Vibe with ${connection.firstName} is`)) parts.closing = undefined;
    // Say once that results are missing, not in every reply.
    if (parts.note && recent.includes("I don't have your assessment results yet")) parts.note = parts.note.replace(/^I don't have your assessment results yet[^.]*\.[^.]*\.\s*/, '') || undefined;
  }
  const openerIntent: CoachIntent = intent === 'understand_connection' && !connection ? 'other' : intent;
  // Without results, no opener may promise "what your results suggest".
  const openers = env.r ? OPENERS[openerIntent] : OPENERS[openerIntent].filter((o) => !/results/.test(o));
  const opener = pick(openers.length ? openers : OPENERS.other, seed, avoid, (t) => fill(t, vars));
  const followIntent: CoachIntent = openerIntent;
  // When the topic is understood, "could you tell me more about what is going on?" would say it was not; with nobody
  // named, the topic's own question, or an offer to go on, fits better than "who is this about?".
  const follows = understood.topic ? FOLLOW_UPS[followIntent].filter((f) => !/tell me a bit more/.test(f)) : FOLLOW_UPS[followIntent];
  const follow =
    understood.topic && intent === 'other' && !connection
      ? (understood.topic.question ?? 'Would you like to talk it through a bit more, or is it about someone in particular?')
      : pick(follows, seed + 1, avoid, (t) => fill(t, vars));

  const sections = [opener];
  // Asked about their own results too: a one-line summary of them before the two of you.
  const r0 = ctx.person.results;
  if (bothOfUs && r0) sections.push(`Your results in short: ${typeName(r0.personalityType)}, **${ATTACHMENT_LABELS[r0.relationshipType]}** attachment, and you feel loved through **${LOVE_LANGUAGE_LABELS[r0.loveLanguageReceiving]}**. Here is how they meet ${connection!.firstName}'s.`);
  // What the person asked the coach to remember, when it bears on this message: used, and said to be used.
  const remembered = relevantMemories(ctx.person.memories ?? [], message);
  if (remembered.length > 0) sections.push(`You told me ${remembered.map((f) => `that ${inSentence(f)}`).join(', and ')}, so I'm keeping that in mind.`);
  const notConnected = notConnectedNote(understood);
  if (notConnected) sections.push(notConnected);
  if (parts.note) sections.push(parts.note);
  if (parts.bullets.length) sections.push(parts.bullets.map((b) => `- ${b}`).join('\n'));
  if (parts.closing) sections.push(parts.closing);
  sections.push(follow);
  return stripHtml(sections.join('\n\n'));
}

export function greetingBody(ctx: CoachContext): string {
  const r = ctx.person.results;
  const first = ctx.focus ?? ctx.connections[0];
  if (!r) {
    return "I'm your AI relationship coach. I don't have your assessment results yet; once you finish it, I can tailor everything to your type, attachment style, love languages and stability.";
  }
  const e = strongestAxis(r);
  const about = ctx.focus
    ? `We can talk about ${ctx.focus.firstName}: how you two communicate, what makes them feel appreciated, or something that's been hard.`
    : first
      ? `We could look at you, at someone like ${first.firstName}, a conversation you're planning, or ideas for time together.`
      : 'We could look at your results, a relationship on your mind, or a habit you want to build.';
  return `As an ${r.personalityType} who leans ${lean(e)} and feels loved through ${LOVE_LANGUAGE_LABELS[r.loveLanguageReceiving]}, you bring a lot to your relationships. ${about}`;
}
