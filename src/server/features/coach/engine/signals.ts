/**
 * Signals the safety screen reads as combinations of concepts (issue 29 item 9, decision 063).
 *
 * cues.ts names phrases; a phrase nobody wrote down is missed ("how many of my sleeping pills would be too many",
 * "i go past the bridge and think how easy it would be"). Here a sign is a pair (or triple) of CONCEPTS, each a broad
 * word family, that must meet in one sentence or two neighbouring ones: a means (pills, a height, a rope, a gun, a car)
 * and a pull towards it (how easy, thinking about, to be sure); an ex and pursuit (turns up, always knows where I am);
 * a tracker and its being hidden; plans with friends and a partner who sabotages them. Each concept alone is ordinary
 * ("the bridge", "my ex", "an airtag"); together they are the sign, whatever the exact words.
 *
 * Combos carry a family, a group and a weight like the cues (screen.ts sums the strongest per group) and are
 * discounted by the same sentence context (fiction, denial, quotation). `SINGLE` adds phrase cues for signs that are
 * one idea (a pet handed on "for me", "not scared of dying anymore").
 */
import type { Cue, Family } from './cues.js';
import { rx } from './normalize.js';

export interface Combo {
  family: Family;
  group: string;
  weight: number;
  /** Every concept must occur in the window (the sentence, or it and the next one when `window` is 2). */
  all: RegExp[];
  window: 1 | 2;
  why: string;
  /**
   * Whole-message combos only (window 0): how many of `all` must be present (default: every one). Several different
   * farewell acts ("wrote letters", "gave my plants away", "the contract ends", "thanks for everything") say more
   * together than any pair the writer could list in advance (decision 087). Each present beyond it adds half a point.
   */
  atLeast?: number;
  /** Concepts that must all be present besides `atLeast` of `all` (an older person, beside two kinds of harm). */
  need?: RegExp[];
  /** This combo's own canceller, instead of its group's (decision 097: a group shared for routing, not for context). */
  cancel?: RegExp;
}

const w = (s: string) => rx(`\\b(?:${s})\\b`);

// ------------------------------------------------------------------------------------------ suicide: concepts

const PILLS = w(`pills?|sleeping pills|tablets|meds|medication|medicine|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|insulin|antidepressants|morphine|fentanyl|tramadol|oxycodone|methadone|heroin|sertraline|prozac|xanax|valium|diazepam|opioids|oxy|codeine|benadryl|co codamol|cocodamol`);
const AMOUNT = w(`how many|how much|too many|too much|enough|a bunch of|a handful|the whole (?:packet|bottle|box|pack|strip)|all of (?:them|my|the)|all my|all the|stockpiling|stockpiled|saving up|saving|hoarding|collecting|stash|stashed`);
const LETHAL = w(`(?:to )?not wake up|never wake up|to die|die|kill|lethal|fatal|deadly|overdose|od|to be sure|be done|be over|too many|too much|for reasons|would it take|it would take|does it take|would someone need|would you need|to end it|end it|do it|to make sure|make sure|decided when|decide when|not decided when|dont tell me not to|do not tell me not to|no one will stop me`);
const HEIGHT = w(`bridge|overpass|flyover|ledge|roof|rooftop|top floor|multistorey|multi storey|car park|parking garage|cliff|cliffs|balcony|railing|railings|tracks|train line|railway|platform edge|the edge|the platform|height|heights|tall building|the river|the water|the sea|the lake|the quarry|oncoming trains?`);
const VEHICLE = w(`motorway|highway|freeway|the wheel|steering wheel|oncoming|the barrier|a barrier|into a tree|into a wall|lorry|truck|the traffic|into traffic`);
const WEAPON = w(`gun|shotgun|rifle|pistol|revolver|firearm|bullets|rope|noose|belt|cord|ligature`);
const PULL = w(`think about|thinking about|thought about|i think about|keep thinking|imagine|imagining|picture|fantasi[sz]e|fantasi[sz]ing|how easy|so easy|be easy|easy it would|be quick|would be quick|quick|painless|be done|be over|end it|go over|over the (?:edge|railing|side)|jump|jumping|fall from|falling|lean over|let go|not turn|turn the wheel|drift|drifting|swerve|swerving|steer into|step off|step out|the urge|tempting|tempted|just knowing|knowing (?:it is|its) there|it helps|comforting|comfort|more than i should|to be sure|never wake|not wake|what height|how high|high enough|looking over|look over|looked over|staring down|stared down|using it|use it|know exactly|exactly which|exactly where|exactly how|so simple|be simple|so tempting|keep looking at|kept looking at`);
/** Ordinary outings at a height or on the water: the same nouns without a pull towards death. */
const LEISURE = rx(`\\b(?:swim|swimming|dive|diving|bungee|skydiv[a-z]*|picnic|view|views|photo|photos|hike|hiking|climb|climbing|trip|holiday|honeymoon|tour|festival|race|training|lesson|lessons|drove over|walked over|sunset|fireworks|dinner|restaurant|fishing|kayak[a-z]*|camping|shooting range|hunting|clay pigeon|driving test|learner|traffic jam|stuck in traffic|roadworks|commute|parking)\\b`);

const ATTEMPT = w(`tried (?:once |it )?before|tried to (?:end it|kill myself|take my life|die|do it)|(?:my|a|the|last|previous) (?:suicide )?attempt|attempted|ended up in (?:hospital|a and e|the er|the hospital|a psych ward|psych) after|took a bunch of (?:pills|tablets)|took an overdose|overdosed|last time i (?:felt|was) like this`);
const AGAIN = w(`again|starting again|same as back then|back then|the same as|like last time|feels (?:exactly |just )?the same|coming back|creeping back|back in that place|same place`);

const BODY = w(`my (?:arm|arms|wrist|wrists|leg|legs|thigh|thighs|skin|stomach|hip|hips|hands?|chest|ankles?)`);
const HURT = w(`burn|burning|burned|burnt|cut|cutting|scratch|scratching|scratched|carve|carving|carved|pinch|pinching|bite|biting|punch|punching|hitting|hit`);
const TOOL_OR_COPE = w(`lighter|blade|razor|knife|scissors|compass|glass|needle|when it gets bad|it helps|helps|to cope|to calm down|calm me down|to feel something|feel something|the release|need it|on purpose|so no one sees|nobody knows|no one knows|nobody sees|bleed|bleeds|bleeding|overwhelmed|when i get|when i feel`);
const MARKS = w(`marks|scars|cuts|burns|bruises|scabs`);
const HIDE = w(`hide|hiding|hid|cover|covering|covered|long sleeves|nobody knows|no one knows|nobody sees|no one sees|need it|to calm down|it helps`);

const DONE = w(`i am (?:so |just |completely )?done|done with (?:all of it|it all|everything)`);
const ME_END = w(`with me|with myself|of me|with being me|with life|with living|with existing`);

// ------------------------------------------------------------------------------------------ abuse: concepts

const EX = w(`my ex|(?:an |the )?ex from (?:uni|university|school|college|work|the gym|years ago|high school)|ex (?:boyfriend|girlfriend|husband|wife|partner)|the (?:guy|girl|man|woman|person) i (?:broke up with|used to date|dated|was seeing|split from)|someone i (?:used to date|broke up with|dated)`);
const PURSUIT = w(`(?:a |another )?note on my (?:car|door|windscreen)|left (?:a |me a )?note|i know where you (?:are|live|work|re|re staying|are staying)|shows up|showed up|turned up|turns up|showing up|turning up|keeps appearing|outside my (?:work|house|flat|home|gym|school|office|door|place)|waiting (?:for me )?(?:outside|at)|follows me|followed me|following me|always knows where i am|knows where i (?:am|live|work|go)|my new address|new number|new numbers|new accounts?|fake accounts?|notes on my car|drives past|drove past|keeps calling|keeps texting|will not leave me alone|blocked (?:him|her|them) everywhere|never told anyone|never gave (?:him|her|them)|never gave it to|sends? (?:me )?(?:flowers|gifts|letters)`);
const TRACKER = w(`airtags?|air tags?|trackers?|tracking device|gps tracker|gps|tile tracker|hidden camera|spy app|stalkerware|spyware`);
const COVERT = w(`found|discovered|sewn|taped|hidden|hid|stuck under|tucked|secretly|never put|did not put|is not mine|not mine|someone put|my ex|he put|she put|they put|only one who|only other person|without telling me|without asking|without my|on my car|under my car|in my car|in my bag|in my handbag|in my coat|in the lining`);

const PLANS = w(`invites? me (?:out|over|to)|invited me (?:out|over|to)|ask me out|asks me out|plans with|meet (?:up with )?my|see my|go out with|make plans|made plans|have plans|go out|meet my|visit my|hang out with|catch up with|night out|my (?:mates|friends|family|sister|brother|mum|mom|parents) (?:over|round)`);
const SABOTAGE = w(`starts? (?:a |an )?(?:massive |huge |big )?(?:row|fight|argument)|picks a fight|gets (?:ill|sick)|has a (?:crisis|meltdown|panic attack|breakdown)|sulks|guilt trips? me|cries until|makes a scene|accuses me|hides my keys|says (?:she|he) needs me|threatens|kicks off|goes cold|silent treatment`);
const COND = w(`if i (?:ever )?(?:leave|left|go|try to leave|tell anyone|tell|do not|say no|refuse|take the kids|see|go to|talk to|call)|if i dont|unless i`);
const CONSEQ = w(`make sure|never see|regret|pay for|ruin|destroy|send (?:those|the|my|these)|post (?:those|the|my)|tell (?:the court|everyone|my|your)|take (?:the|my|our) (?:kids|children|son|daughter|baby)|hurt (?:me|myself|himself|herself|the)|kill (?:me|myself|himself|herself)|be sorry|you will see|i will see|find me|end me|find someone|lose (?:the|my) (?:kids|children|baby|son|daughter)|nobody will believe|no one will believe`);
const SAYS = w(`he said|she said|they said|he says|she says|he told me|she told me|he threatened|she threatened|he threatens|she threatens|he warned|she warned|he will|she will|he would|she would|hel|shel`);
const TRIVIAL_THREAT = rx(`\\b(?:milk|dishes|bins|laundry|spoiler|spoil|ending|show|episode|game|chocolate|cake|snack|pizza|lol|haha|jk|joking|kidding|homework|chores|room|curfew|diary)\\b`);

const DIE_Q = w(`(?:can|could|would|will|whether|if) (?:you|someone|a person|i|one) (?:die|overdose|not wake up|stop breathing)|die from|kill you|kill someone|lethal|fatal`);
const TRAIN = w(`fast ones|fast trains?|express trains?|trains? (?:go|going|come|coming|rush) (?:through|past|by)|non stop trains?`);
const STATION = w(`platform|tracks|station|level crossing|railway`);
const WEAPON_NEAR = w(`under my bed|in my room|in my car|by my bed|next to my bed|in my drawer|close by|nearby|with me now|in reach|loaded`);

export const COMBOS: Combo[] = [
  { family: 'self', group: 'means', weight: 2.5, all: [PILLS, DIE_Q], window: 1, why: 'asking whether medicine could kill' },
  { family: 'self', group: 'means', weight: 2.5, all: [STATION, TRAIN], window: 1, why: 'watching trains at a platform' },
  { family: 'self', group: 'means_near', weight: 2, all: [WEAPON, WEAPON_NEAR], window: 1, why: 'a weapon kept close' },
  // a means and a pull towards it
  { family: 'self', group: 'means', weight: 3.5, all: [PILLS, AMOUNT, LETHAL], window: 1, why: 'pills, an amount and an end' },
  { family: 'self', group: 'means', weight: 3, all: [HEIGHT, PULL], window: 1, why: 'a height and a pull towards it' },
  { family: 'self', group: 'means', weight: 3, all: [VEHICLE, PULL], window: 1, why: 'a car crash imagined' },
  { family: 'self', group: 'means', weight: 3, all: [WEAPON, PULL], window: 2, why: 'a rope or a gun and a pull towards it' },
  { family: 'self', group: 'means_pills', weight: 2.5, all: [PILLS, PULL], window: 2, why: 'pills and a pull towards them' },
  { family: 'self', group: 'means_amount', weight: 1.5, all: [PILLS, AMOUNT], window: 1, why: 'counting pills' },
  // a past attempt and the same feeling now
  { family: 'self', group: 'attempt', weight: 3.5, all: [ATTEMPT, AGAIN], window: 2, why: 'a past attempt and the feeling back' },
  { family: 'self', group: 'attempt', weight: 2, all: [ATTEMPT], window: 1, why: 'a past attempt' },
  // self-harm without the plain words
  { family: 'self', group: 'selfharm', weight: 3, all: [HURT, BODY, TOOL_OR_COPE], window: 2, why: 'hurting the body to cope' },
  { family: 'self', group: 'selfharm_hidden', weight: 2, all: [MARKS, HIDE], window: 1, why: 'marks hidden' },
  { family: 'self', group: 'done', weight: 2.5, all: [DONE, ME_END], window: 2, why: 'done with being me' },
  // stalking, hidden trackers
  { family: 'abuse', group: 'stalk', weight: 3, all: [EX, PURSUIT], window: 2, why: 'an ex who pursues' },
  { family: 'abuse', group: 'tracker', weight: 3, all: [TRACKER, COVERT], window: 1, why: 'a tracker someone hid' },
  // isolation by sabotage, threats on a condition
  { family: 'abuse', group: 'isolate_sabotage', weight: 2.5, all: [PLANS, SABOTAGE], window: 1, why: 'plans with others sabotaged' },
  { family: 'abuse', group: 'threat_if', weight: 3, all: [SAYS, COND, CONSEQ], window: 1, why: 'a threat on a condition' },
];

/** Threats on a condition about something trivial ("she'll kill me if I forget the milk") are not a threat. */
export const COMBO_CANCELLERS: Record<string, RegExp> = {
  means: LEISURE,
  means_near: rx(`\\b(?:hunting season|range|club|licen[cs]e|safe|locked|cabinet|climbing|camping|skipping|jump rope|dog lead|belt loop|my trousers|jeans)\\b`),
  means_pills: rx(`\\b(?:doctor|prescribed|pharmacist|gp|side effects?|sleepy|drowsy|forgot|remember to take|on time|headache|migraine|jet lag|vitamins?|allergy|allergies|hay fever|period|cold|flu)\\b`),
  means_amount: rx(`\\b(?:headache|migraine|doctor|prescribed|pharmacist|jet lag|dose for|period pain|cold|flu|fever|allergy|allergies|hay fever|vitamins?|my son|my daughter|the kids?|toddler|dog|cat|vet)\\b`),
  threat_if: TRIVIAL_THREAT,
  tracker: rx(`\\b(?:i (?:put|bought|got|have|use|added|attached|stuck)|my own|keys|luggage|suitcase|lost (?:my|the)|find my (?:keys|bag|wallet)|the dog|our dog|my dog|the cat|our cat|my cat)\\b`),
};

// ------------------------------------------------------------------------------------------ single-idea cues

function cue(family: Family, group: string, weight: number, source: string, negatable = true): Cue {
  return { family, group, weight, re: rx(source), negatable };
}

const PET_OR_NAME = '(?:my [a-z]+|[a-z]+|him|her|them)';

export const SINGLE: Cue[] = [
  // suicide risk
  cue('self', 'handover', 1.5, `\\b(?:look after|take care of|care for|feed|walk|keep|have) ${PET_OR_NAME} for me\\b`),
  cue('self', 'farewell', 1.5, `\\bif anything (?:happens|should happen|were to happen)\\b`),
  cue('self', 'death', 2.5, `\\bnot (?:scared|afraid|frightened) of (?:dying|death|the idea of dying|being dead) any ?more\\b`, false),
  cue('self', 'absence', 2.5, `\\b(?:go to sleep|fall asleep|sleep) and (?:just )?(?:stay there|stay asleep|not come back|never come back|not wake|never wake|stay that way)\\b`),
  cue('self', 'means', 3.5, `\\bpainles (?:ways?|deaths?|methods?|way out)\\b|\\b(?:painles|peaceful|quickest|easiest|gentlest|least painful|most painles) ways? to go\\b(?! (?:about|abroad|back|home|out|plastic|vegan|green))|\\b(?:googled|searched|looked up|researched) (?:[a-z]+ ){0,2}(?:ways|methods|how) to (?:go|die|do it|not wake up)\\b`, false),
  cue('self', 'noneed', 2, `\\b(?:will not|would not|wont|do not|dont) (?:be )?(?:using|needing|use|need|wearing|reading|playing) (?:them|it|those|these|this|any of it|any of them|my [a-z]+)(?: any ?more| again| where i am going| after)\\b`, false),
  cue('self', 'noneed', 3, `(?<!\\b(?:find out|know|knows|knew|ask|asks|asked|tel (?:him|her|them)|tels (?:him|her|them)|se|check|checks|sure|decide|decided|plan|idea|matter|care) )\\bwhere i am going\\b`),
  cue('self', 'giving', 1.5, `\\b(?:gave|given|giving|give|handed|passing on|passed on) (?:away )?my (?:[a-z]+ ){1,2}to (?!(?:the )?(?:charity|shop|tip|dump|bin|recycling|school|library)\\b)`),
  cue('self', 'affairs', 1.5, `\\b(?:sorting|sorted|sort|sorting out|put|putting) (?:out )?(?:all )?my (?:accounts|passwords|finances|papers|paperwork|affairs|bank|life insurance|documents)\\b`),
  cue('self', 'affairs_others', 2, `\\bso (?:my [a-z]+|they|nobody|no one|she|he|everyone|my family) (?:will not|wont|does not|do not|would not) have to (?:deal with|sort|worry about|handle|clean up|figure out)\\b`),
  cue('self', 'affairs_done', 1.5, `\\b(?:everything|it all|all of it) (?:is|s) (?:now )?(?:in order|sorted|handled|taken care of|ready|finally handled|finally sorted|done)\\b`),
  cue('self', 'affairs_cleared', 1.5, `\\b(?:cancelled|canceled|cancel|stopped) (?:my|all my) (?:therapy|appointments|sessions|subscriptions|plans|meds refill|prescription)\\b|\\bcleared (?:out )?my (?:desk|room|locker|inbox)\\b|\\bpaid off (?:my|all|every)\\b`),
  cue('self', 'affairs_insurance', 3, `\\b(?:life )?insurance (?:would|will|could) (?:cover|pay|pay off|take care of|look after)\\b`),
  cue('self', 'letters', 2.5, `\\bmake sure (?:my [a-z]+|[a-z]+|she|he|they|everyone) (?:gets|get|reads|read|finds|sees) (?:my|the) (?:letter|letters|note|notes|message)\\b`),
  cue('self', 'letters', 2, `\\b(?:written|wrote|writing|write|keep writing) (?:letters|notes|goodbye|a letter|a note|long letters) (?:to|for) (?:everyone|each|people|all of them|my [a-z]+|[a-z]+ he can read later|them)\\b|\\b(?:letter|note) (?:he|she|they) can read later\\b|\\bwrote [a-z]+ a (?:long )?letter\\b`),
  cue('self', 'final', 2, `\\bwill not be able to (?:[a-z]+ ){0,4}myself\\b|\\bit was (?:nice|good|lovely) knowing (?:you|everyone|all of you)\\b|\\bnice knowing you\\b|\\bwhat do you (?:even )?say at the end\\b`),
  cue('self', 'final', 1.5, `\\b(?:the )?last time i (?:will|wil|il) (?:ever )?(?:open|use|talk|write|see|message|be)\\b|\\bpermanently\\b|\\bfor the last time\\b`),
  cue('self', 'farewell', 1.5, `\\btake care of (?:yourself|urself|yourselves)\\b|\\bthank(?:s| you) for (?:being (?:kind|there|so kind|a good)|everything you)\\b`),
  cue('self', 'burden', 3, `\\b(?:easier|better|happier|simpler|calmer) (?:life|lives|time) (?:once|when|if) i am (?:not in it|gone|not here|not around|out of (?:it|the way|the picture))\\b|\\b(?:if|once|when) i (?:just )?(?:stopped|stop) (?:showing up|being around|being here|existing|turning up)\\b|\\bdeserves? (?:a (?:better |good |happy )?life|better|more|someone) without me\\b|\\bweight around (?:[a-z]+ )?(?:everyones|every ones|their|my [a-z]+s|his|her) neck\\b`),
  cue('self', 'future_self', 3, `\\b(?:can not|do not|could not) (?:really |even |honestly )?(?:see|picture|imagine) (?:myself|me) (?:still )?(?:being )?(?:still )?(?:here|alive|around) (?:next|in a|in (?:a|two|five|ten) years|by|for much|much longer|at christmas)\\b`, false),
  cue('self', 'future_self', 2, `\\b(?:can not|do not|could not) (?:really |even |honestly )?(?:see|picture|imagine) (?:myself|me) (?:at (?:\\d+|thirty|forty|fifty)|getting old|growing old|old)\\b`, false),
  cue('self', 'hopeless', 2.5, `\\bno point (?:in )?(?:carrying on|going on|continuing|trying any ?more|keeping going|staying)\\b`),
  cue('self', 'unseen', 1, `\\b(?:nobody|no one|noone) (?:even )?(?:notices|cares|would notice|would care)\\b`),
  cue('self', 'deadline', 2.5, `\\b(?:one more|another|just one more) (?:week|day|month|year|night|weekend)s? (?:and then|then) (?:i will|il|i am going to|i can|i) (?:stop|be done|give up|go|end|let go|quit)\\b`),
  cue('self', 'hopeless', 1, `\\bstop trying\\b`),
  cue('self', 'burden', 2.5, `\\b(?:they|everyone|she|he|my [a-z]+|the kids|you all) (?:would|wil|d|will) (?:get over (?:it|me)|move on) (?:quicker|faster|fast|quickly|soon|in no time)\\b`),
  cue('self', 'burden', 2, `\\bdeserves? (?:a|an) (?:dad|father|mum|mom|mother|parent|partner|husband|wife|friend|brother|sister|son|daughter) who (?:is not|isnt|does not|doesnt)\\b`),
  cue('self', 'letters', 2.5, `\\b(?:letter|letters|note|notes) (?:for (?:her|him|them|you) )?to (?:open|read) (?:after|later|when|once|afterwards)\\b`),
  cue('self', 'understand', 1, `\\b(?:she|he|they|you) (?:wil|will|would) understand\\b`),
  cue('self', 'hopeless', 3, `\\b(?:no|not see the|not see any|no) point (?:in|of) (?:waking up|getting up|tomorrow|carrying on|going on|being here)\\b`),
  cue('self', 'absence', 2.5, `\\b(?:go to sleep|fall asleep|sleep) and (?:just )?never (?:have to|need to) (?:deal with|face|wake)\\b`),
  cue('self', 'absence', 3, `\\bif i (?:got|get|was|were) (?:hit|run over|killed|in a crash|in an accident)\\b(?: [a-z]+){0,6} (?:relieved|relief|glad|happy|fine with it|would not mind|not mind|ok with it|okay with it|would not care)\\b`),
  cue('self', 'absence', 3, `\\b(?:wish|hope|hoping|pray|praying) (?:that )?i (?:just |simply )?(?:do not|will not|never|would not|did not) wake up\\b`, false),
  cue('self', 'goodbye', 2, `\\bsaid (?:everything|all) i (?:needed|wanted|had) to (?:say|tell)\\b`),
  cue('self', 'date', 1.5, `\\b(?:picked|set|chose|chosen|decided on) (?:a|the) (?:date|day)\\b(?! (?:for (?:the|our|my) (?:wedding|party|move|trip|holiday|dinner|meeting|interview|surgery)))`),
  cue('self', 'calm', 1.5, `\\b(?:feel|felt|feeling) (?:so |really |weirdly |strangely )?(?:lighter|calm|calmer|at peace|relieved|peaceful) (?:than (?:i have|i had|in) (?:[a-z]+ )?(?:months|years|ages|weeks|a long time)|now that|since i decided)\\b`),
  cue('self', 'calm', 1.5, `\\bi am ready now\\b|\\bi am ready to go\\b`),
  cue('self', 'hopeless', 1.5, `\\bnothings?(?: is)? (?:ever )?(?:going to|gona|wil|will) change\\b`),
  cue('self', 'tired', 1.5, `\\btoo tired to (?:keep|carry on|go on)(?: going| pretending| trying| fighting)?\\b`),
  cue('self', 'means', 3.5, `\\b(?:quickest|fastest|easiest|best|surest|least painful) way to (?:die|go|not wake up|end it|lose consciousness|stop breathing|kil myself)\\b`),
  cue('self', 'affairs', 2, `\\bput (?:all )?my (?:passwords|accounts|papers|paperwork|bank details|documents) (?:in|into) (?:an envelope|a folder|a box|one place|a drawer)\\b`),
  cue('self', 'affairs_others', 1.5, `\\b(?:he|she|they) (?:wil|will) know what to do (?:with (?:them|it|everything))?\\b`),
  cue('self', 'withdraw', 1, `\\bnot (?:planning|going) to (?:start|take them) again\\b`),
  cue('self', 'absence', 3, `\\b(?:rather|want to|wish i could|like to|would love to) (?:just )?(?:be )?(?:asleep|sleep|sleeping) (?:for good|forever|permanently)\\b`),
  cue('self', 'masking', 2, `\\btold (?:my )?(?:therapist|doctor|counsellor|counselor|gp|mum|mom|dad|wife|husband|partner|everyone|them|people) (?:that )?i (?:was|am) (?:fine|ok|okay|good|better) but\\b`),
  cue('self', 'plan_day', 1.5, `\\bi have a plan for (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|the weekend|this weekend|next week)\\b`),
  cue('self', 'burden', 3, `\\b(?:did not|didnt|do not|dont) have me to (?:deal with|worry about|feed|pay for|look after)\\b|\\bif (?:they|she|he|everyone|my [a-z]+) (?:did not|didnt) have (?:me|to deal with me)\\b`),
  cue('self', 'reckless', 2.5, `\\b(?:drive|driving|drove) (?:too fast|recklessly|without (?:a|my) seatbelt) (?:on purpose|deliberately)\\b`),
  cue('self', 'hope_end', 1, `\\band (?:kind of |sort of |secretly )?hope\\s*$`),
  // round 4 (2026-11-26): a plan with its time and place, and hopelessness said as 'no point in any of it'
  cue('self', 'plan_when', 3, `\\b(?:worked out|figured out|decided|planned|sorted out) (?:the )?(?:when and where|where and when|how and when|when and how|where and how|how and where)\\b`),
  cue('self', 'hopeless', 2.5, `\\b(?:do not|can not) (?:really |even )?see the point (?:of|in) (?:any of it|anything|it all|living|life|going on|carrying on|trying)(?: any ?more)?\\b`),
  cue('self', 'hopeless_better', 1.5, `\\bnothing(?: is| s)? (?:ever )?(?:going to|gona|wil|will) get better\\b|\\bstopped pretending (?:it|things) (?:will|wil|is going to|are going to)\\b`),
  // abuse: monitoring, money, isolation, threats, fear, sex without consent, violence
  // round 4 (2026-11-26): a passcode demanded and the messages read; a drink topped up and no memory after
  cue('abuse', 'passwords', 1.5, `\\b(?:asked for|demanded|made me give (?:him|her|them)) my (?:phone )?(?:passcode|password|pin|unlock code)\\b`),
  cue('abuse', 'monitor', 2.5, `\\b(?:scrolls|goes|looks|reads|checks) through (?:who|what|everyone|everything) i (?:have been|am|was|ve been) (?:texting|messaging|talking to|sending|calling)\\b`),
  cue('abuse', 'drink', 2, `\\b(?:kept )?(?:topping up|topped up|filling up|refilling) my (?:drink|drinks|glass|cup)\\b|\\b(?:spiked|drugged) (?:my drink|me)\\b|\\bmy drink (?:was|got) spiked\\b`),
  cue('abuse', 'no_memory', 2, `\\bno memory of (?:getting|how i got|going|what happened|the night|last night|coming)\\b|\\b(?:can not|do not) remember (?:how i got|getting|going) (?:there|home|to (?:his|her|their))\\b`),
  cue('abuse', 'woke_there', 1.5, `\\bwoke up (?:in|at) (?:his|her|their|a strangers|someones|a strange) (?:bed|flat|place|room|house)\\b`),
  cue('abuse', 'monitor', 2, `\\b(?:checks|reads|goes through|scrolls through|looks through) my (?:phone|texts|mesages|emails|dms|chats|whatsapp|notifications) (?:every|each|whenever|when|before|after|while)\\b`),
  cue('abuse', 'money_handles', 1, `\\b(?:handles|manages|controls|runs|took over) (?:al )?(?:the|our) (?:money|finances|bank account|accounts)\\b`),
  cue('abuse', 'threat', 1.5, `\\b(?:said|says|told me|warned me) (?:that )?i (?:would|will|wil|d) regret\\b`),
  cue('abuse', 'isolate_after', 2, `\\b(?:mostly |basically |pretty much )?stopped (?:seeing|meeting|calling|visiting) (?:my )?(?:friends|family|people|anyone) because (?:it is|its) (?:just )?easier\\b`),
  cue('abuse', 'passwords', 1.5, `\\b(?:has|knows|took|demands|wants|got) (?:all )?my (?:[a-z]+ )?(?:password|passwords|passcode|pin|login)\\b`),
  cue('abuse', 'monitor_control', 2, `\\bdeletes? (?:(?:any|every|all|my) )?(?:guys?|girls?|men|women|friends?|persons?|people|contacts?|numbers?) (?:who|that|from|he|she|i)\\b`),
  cue('abuse', 'allowance', 2, `\\bgives? me (?:\\d+|five|ten|twenty|thirty|forty|fifty|a hundred) (?:quid |pounds |dollars |euros |bucks )?(?:a|per|every) (?:week|day|month)\\b`),
  cue('abuse', 'money', 2, `\\b(?:gets|takes|keeps|has) my (?:payslip|pay slip|paycheck|pay check|wages|salary|benefits)\\b`),
  cue('abuse', 'isolate_let', 2.5, `\\b(?:will not|does not|never|wont) let me (?:drive|go|leave|travel|go out|go anywhere|drive anywhere)(?: anywhere)? (?:without (?:him|her|them)|alone|on my own|by myself)\\b`, false),
  cue('abuse', 'confine_keys', 1.5, `\\b(?:keeps|kept|hides|hid) the (?:car )?keys\\b`),
  cue('abuse', 'monitor', 3, `\\b(?:rings|calls|phones|texts) my (?:work|office|boss|job|school|friends|mum|mom|gym) to check (?:i am|if i|where|that i)\\b`),
  cue('abuse', 'demand', 3, `\\b(?:video call|facetime|send (?:a |an )?(?:video|photo|selfie|picture)(?: to)?) (?:him|her|them) (?:[a-z]+ ){0,5}so (?:he|she|they) can see (?:who|whos|where|what)\\b`),
  cue('abuse', 'isolate_talk', 2.5, `\\b(?:told|tells|telling) (?:my|everyone|people|our) ?[a-z]* (?:that )?i (?:am|was) (?:mentally ill|crazy|mad|unstable|a liar|lying|on drugs|an alcoholic)\\b`),
  cue('abuse', 'isolated', 1.5, `\\b(?:now )?i (?:barely|hardly|rarely) (?:talk to|see|speak to|call) (?:them|anyone|my [a-z]+)\\b`),
  cue('abuse', 'sexual', 2.5, `\\bif i (?:do not|dont|will not|wont|refuse to) (?:sleep with|have sex with|do it with|give it to) (?:him|her|them)\\b`, false),
  cue('abuse', 'throw', 2.5, `\\b(?:he|she|they) (?:[a-z]+ ){0,2}(?:threw|throws|smashed|smashes|hurled) (?:his |her |their |my |the |a )?[a-z]+ (?:at|against|across|into) (?:the |my )?(?:wall|floor|me|my head|window|door)\\b`),
  cue('abuse', 'allowance', 2, `\\bgives? me back (?:what|whatever|only what) (?:he|she|they) (?:thinks|decides|says)\\b`),
  cue('abuse', 'receipts', 2, `\\b(?:have to|must|need to) hand over my (?:wages|salary|pay|paycheck|money|card)\\b`),
  cue('abuse', 'break', 2, `\\b(?:breaks|smashes|throws|punches|broke|smashed|punched) (?:something|things|stuff)\\b`),
  cue('abuse', 'daily', 2.5, `\\bdecides (?:if|whether|when) i (?:can|may|am allowed to|get to) (?:go|see|leave|work|eat|sleep|talk|visit)\\b`),
  cue('abuse', 'escort', 1, `\\bcomes (?:in )?with me every time\\b`),
  cue('abuse', 'orelse', 2, `\\bor else\\b`),
  cue('abuse', 'physical', 3.5, `\\b(?:held|holds|pinned|pins|sat on|kneeled on) me down\\b`),
  cue('abuse', 'daily', 3, `\\bnot allowed to (?:lock|close|shut) (?:the |my )?(?:bathroom |bedroom |toilet )?doors?\\b`, false),
  cue('abuse', 'interrogate_where', 2, `\\b(?:calls|texts|rings|shouts|yells|freaks out) (?:at me )?(?:if|when) i am not where i (?:said|told)\\b`),
  cue('abuse', 'threat', 3, `\\b(?:scared|afraid|terrified|worried) (?:he|she|they) (?:wil |will |would )?take (?:the|my|our) (?:baby|kids|children|son|daughter) (?:if|when) i (?:leave|go)\\b`),
  cue('abuse', 'dress', 1.5, `\\bmakes? me (?:change|get changed|take it off|wear something else)\\b`),
  cue('abuse', 'demand', 3, `\\bmade me (?:turn on|share|install|enable|download|put on|set up) (?:find my (?:friends|iphone|phone)|life ?360|my location|location sharing|snap ?map|an app|tracking|his app|her app)\\b|\\b(?:send|sends) (?:him|her|them) (?:a |an )?(?:selfie|photo|picture|pic|video) (?:with|of) (?:whoever|who|everyone|the people|where)\\b`),
  cue('abuse', 'interrogate', 2, `\\b(?:calls|texts|rings) (?:me )?(?:until|til|nonstop|over and over|again and again) i (?:pick up|answer|reply)\\b|\\bif i am (?:\\d+|five|ten|two|a few) (?:min|mins|minutes) late\\b`),
  cue('abuse', 'monitor_car', 2.5, `\\b(?:checks|check|looks at|writes down|notes|tracks) (?:my |the )?(?:cars |car )?(?:mileage|milage|odometer|fuel|petrol)\\b|\\bwhere the extra (?:miles|kilometres|km) (?:came|come) from\\b`),
  cue('abuse', 'monitor_app', 2.5, `\\b(?:installed|put|downloaded|set up) (?:some |an |a |this |that )?(?:[a-z]+ )?(?:app|software|program|tracker|spyware) on my (?:phone|laptop|computer|tablet)\\b`),
  cue('abuse', 'monitor', 2, `\\b(?:knows|sees|reads) (?:every|each|all) (?:message|messages|text|texts|call|website|search|email)s? i\\b`),
  cue('abuse', 'daily', 2.5, `\\b(?:account|explain|answer) for every (?:minute|hour|penny|pound|dollar|cent|euro)\\b|\\bno (?:wife|husband|girlfriend|boyfriend|partner) of (?:his|hers|mine) (?:would|will|is going to)\\b`),
  cue('abuse', 'punish', 1, `\\bgoes cold on me\\b|\\bsulks? for days\\b`),
  cue('abuse', 'stalk', 2, `\\balways knows where i (?:am|have ben|go|was)\\b(?! because (?:we|i) )(?! (?:[a-z]+ ){0,8}(?:location sharing|we both|we share|i share|i asked|for my (?:runs|safety|rides)))|\\b(?:started|keep|been) checking my (?:car|bag|phone|coat|room) for\\b`),
  cue('abuse', 'passwords', 1.5, `\\b(?:has|got|took|takes|changed|knows) my (?:bank |banking )?(?:login|log in|online banking|bank password|pin)\\b`),
  cue('abuse', 'money', 3, `\\b(?:moves|moved|transfers|transferred|takes|took) my (?:wages|salary|pay|paycheck|money|savings|benefits) (?:into|to) (?:his|her|their)\\b|\\bnot allowed (?:a|my own|any|to have a) (?:debit card|bank card|card|bank account|account|money|credit card)\\b|\\b(?:controls|counts|checks) every (?:penny|cent|pound|dollar|purchase)\\b|\\ballowance (?:out of|from) my own\\b`, false),
  cue('abuse', 'allowance', 2, `\\b(?:have to|must|need to) ask (?:him |her |them )?for (?:bus fare|money|cash|lunch money|petrol money|grocery money)\\b|\\bexplain (?:what|every|everything) i (?:spent|spend|buy|bought)\\b`),
  cue('abuse', 'isolated', 2, `\\b(?:lost|lost touch with) (?:everyone|all my friends|my friends)\\b|\\b(?:do not|dont) (?:really )?see (?:anyone|anybody|my friends|my family) any ?more\\b|\\b(?:friends|they) (?:have )?stopped inviting me\\b|\\bmade it so i (?:do not|can not|never|cannot)\\b`),
  cue('abuse', 'isolate_talk', 2.5, `\\bsays? (?:that )?my (?:friends|family|mum|mom|parents|sister|brother|mates) (?:are|were|is) (?:poisoning|turning|against|bad for|using|toxic|not really|never really|fake|jealous)\\b`),
  cue('abuse', 'isolate_order', 2.5, `\\b(?:says|said|told me) (?:that )?i (?:should|have to|must|need to) (?:stop|not) (?:calling|seeing|talking to|visiting|texting) my\\b`),
  cue('abuse', 'isolate_stop', 1.5, `\\bi (?:should|have to|must|need to) (?:stop|not|quit) (?:calling|seeing|talking to|visiting|texting) my (?:mum|mom|dad|family|parents|friends|sister|brother|mates)\\b`),
  cue('abuse', 'confine', 2.5, `\\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend) (?:[a-z]+ ){0,2}(?:changes|changed|turns off|turned off|cuts off|disconnects|unplugs|takes|took|hid|hides) (?:the |my )?(?:wifi|internet|router|sim|sim card|phone line|laptop|charger)\\b`),
  cue('abuse', 'confine_items', 2, `\\b(?:took|takes|hides|hid|confiscated|confiscates|locked away|locks away) my (?:laptop|sim|sim card|charger|bank card|car keys)\\b`),
  cue('abuse', 'isolate', 2, `\\bso i can not (?:contact|reach|call|message|text|talk to) (?:anyone|anybody|my [a-z]+|help)\\b`),
  cue('abuse', 'threat', 3, `\\bmake sure i (?:never|do not|will not|wont) see (?:them|him|her|my [a-z]+|the [a-z]+|our [a-z]+|(?:either|any|both|one) of (?:them|my [a-z]+|the [a-z]+)) (?:again|ever)\\b|\\b(?:send|post|share|show) (?:those|the|my|these|some) (?:photos|pictures|pics|videos|nudes|screenshots) (?:of me )?to (?:my|everyone|your|the)\\b|\\btell (?:the court|the judge|social services|the police|my employer|my boss|my work|everyone|my family|the school) (?:that )?i am (?:a bad|an unfit|unfit|crazy|abusive|a liar|on drugs|a drunk)\\b`),
  cue('abuse', 'comply', 2, `\\bif i (?:do not|dont) do (?:what|as) (?:he|she|they) (?:says|wants|tells me|say)\\b`),
  cue('abuse', 'fear', 2, `\\b(?:sets?|setting) (?:him|her|them) off\\b`),
  // Rehearsing what to say is fear only beside another sign: alone it is every careful person with news to break
  // ("I've been planning how to tell mum about my new job").
  cue('abuse', 'fear', 1, `\\b(?:plan|planning|rehearse|rehearsing|practise|practice|script) (?:what|how) (?:i will|i am going to|to|i) (?:say|tell)\\b`),
  cue('abuse', 'mood', 1.5, `\\b(?:can tell|check|read|watch|gauge) (?:what )?mood (?:he|she|they) (?:is|are) in\\b|\\bthat look\\b`),
  cue('abuse', 'sexual', 3, `\\bpressures? me (?:for|into) (?:sex|it|sexual|things)\\b|\\bif i say no (?:[a-z]+ ){0,6}so i (?:just )?(?:go along|give in|let (?:him|her)|do it)\\b|\\bgo along with it (?:so|to keep|because) (?:he|she)\\b`),
  cue('abuse', 'physical', 3.5, `\\b(?:pushed|shoved|threw|slammed|knocked|dragged|pinned) me (?:into|against|onto|down|across|over|out of|off) (?:the |a |my |our )?(?!(?:[a-z]+ing|job|career|role|decision|team|class|course|it|this|that|way)\\b)[a-z]+`),
  cue('abuse', 'grab', 2.5, `\\b(?:grabbed|squeezed|twisted|yanked|pulled|gripped) my (?:wrist|wrists|arm|arms|hair|neck|throat|face|jaw)\\b`),
  cue('abuse', 'injury', 2, `\\b(?:left|leaving|leaves) (?:marks|bruises|a bruise|a mark)\\b|\\bnext to my head\\b`),
];
