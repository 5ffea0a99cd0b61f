/**
 * Concepts added with decision 081, each a family of wordings rather than one sentence: a burden said as a weight
 * people carry or as others doing fine without the person; a sharp thing that "takes the edge off" and marks kept
 * covered in the heat; letters left so nobody is "left wondering"; a lost night after little to drink with a body
 * that feels wrong afterwards; a partner who goes through the phone, takes the card or calls family a bad influence;
 * an ex-partner named only by "since I ended it". concepts.ts adds them to the screen's cues and combos.
 */
import type { Cue, Family } from './cues.js';
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
function cue(family: Family, group: string, weight: number, source: string, negatable = true): Cue {
  return { family, group, weight, re: rx(source), negatable };
}

const PEOPLE = '(?:everyone|everybody|people|them|they|you all|my family|my friends|the family|the others|the world|my kids|my parents|her|him)';
const KIN = '(?:friends|family|mum|mom|dad|parents|sister|brother|cousin|cousins|aunt|uncle|nan|gran|grandma|best friend|mates)';

export const SIGN_SELF: Cue[] = [
  // A passive wish not to go on, said as what would be easier (decision 083).
  cue('self', 'passive_wish', 3, `\\b(?:it would be |would be |be )?(?:easier|better|simpler|a relief) (?:if i (?:did|do) not|not to|to not|never to|if i could just not|if i never) (?:wake up|be here|be alive|exist|have to wake up)\\b`),
  // Burden as a weight on others, or others better without the person dragging them down.
  cue('self', 'burden_weight', 2.5, `\\b(?:a |just a |such a |the )?(?:weight|milstone|albatros|anchor|drain) (?:round|around|on|hanging (?:round|around|on)) (?:everyones|everybodys|their|your|peoples|my ${KIN}s?) necks?\\b|\\b(?:i am|i have become|i am just|i feel like) (?:a |such a |just a )?(?:drain|weight|anchor|burden) on (?:everyone|everybody|them|people|my ${KIN})\\b`),
  cue('self', 'burden_without', 2.5, `\\b${PEOPLE} (?:would|wil|could) (?:al |honestly |realy |probably )?(?:get on|get along|manage|cope|do|be|go on) (?:just )?(?:fine|beter|ok|okay|great|happier|easier|lighter) without me\\b(?! (?:for (?:a|the|one|two|\\d)|while|on|at|this|today|tonight|next|until|til))|\\bwithout me (?:draging|holding|weighing|bringing|pulling) (?:them|everyone|everybody|people|you|her|him) (?:down|back)\\b`),
  // Not around by a time to come, said calmly.
  cue('self', 'not_around', 3, `\\b(?:do not think|doubt|can not see|can not imagine) (?:that )?i (?:wil |would )?(?:stil )?be (?:around|here|alive) (?:by|for|at|next|in|to se|when)\\b(?! (?:the|this|that) (?:ofice|job|company|team|flat|house|city|town|school|uni|club))`, false),
  // Love spoken of in the past tense, as something for people to keep ("so they always know I loved them").
  cue('self', 'loved_past', 2, `\\b(?:want|wanted|so|need) (?:them|the kids|everyone|you|him|her|my ${KIN}|my kids|my children|my son|my daughter)s? (?:to )?(?:always |wil always |to always )?(?:know|remember) (?:that )?i (?:loved|cared about|tried for) (?:them|you|him|her|everyone)\\b`),
  // Letters left so nobody is left wondering or asking why.
  cue('self', 'note', 3, `\\b(?:letters?|notes?)\\b(?: [a-z]+){0,4} so (?:nobody|no one|noone|they|everyone|people|my ${KIN})s? (?:is |are |wil be )?(?:left )?(?:wondering|asking why|guesing|has to wonder|have to wonder|needs to wonder)\\b`),
];

/** A sharp or hot thing, named by itself. */
const SHARP = w(`compas|blade|blades|razor|razors|sharpener|scisors|knife|stanley knife|box cutter|craft knife|lighter|needle|safety pin|pin|glas|shard|broken glas|scalpel`);
/** It is what makes the feeling bearable. */
const EASES = w(`takes the edge of|take the edge of|the only thing that (?:helps|works|calms me|gets me through)|only thing that helps|calms me (?:down)?|makes it (?:stop|quieter|bearable)|the release|feel something|feel (?:real|numb|better) again|when it gets (?:bad|too much)|gets me through|helps me cope|to cope`);
/** Covering up in the heat, or asking how to hide "it". */
const COVER = w(`long sleves|sleves|hodie|hoodies|jumper|cardigan|bracelets|wristbands|plasters|bandages|foundation|concealer`);
const HEAT = w(`\\d+ degrees|heatwave|heat|hot|sumer|sweating|boiling|beach|swiming|pool|short sleves|t shirt`);
const HIDE_ASK = w(`hide (?:it|them)|hiding (?:it|them)|cover (?:it|them) up|keep (?:it|them) hiden|so (?:nobody|no one|noone|people) (?:notices|sees|asks)|without anyone (?:noticing|seing|asking)|getting hard to hide|harder to hide`);
const MARKS_OWN = w(`(?:the|my|these|those|because of the) (?:marks|scars|cuts|burns|scabs)`);
const COVER_OR_HIDE = w(`long sleves|hodie|jumper|cardigan|bracelets|wristbands|cover (?:them|it) up|hide (?:them|it)|hiding (?:them|it)`);
const INJURY_CANCEL = rx(`\\b(?:barbecue|barbeque|bbq|campfire|bonfire|candle|ouch|blister|cooking|kitchen|sewing|crafting|slipped|by acident|making (?:a|the|her|his|my) [a-z]+ card|woodwork|diy|carpentry|shaving|tatoo|tatoos|eczema|psoriasis|sunburn|sun burn|burn easily|sun cream|mosquito|mosquitoes|bites|rash|alergy|alergic|religious|modest|modesty|dres code|uniform)\\b`);

/** A few drinks at most, said as a number or as "only". */
const FEW_DRINKS = w(`(?:had |only had |just had )?(?:\\d|one|two|a couple of|a few|1|2|3) (?:bers|drinks|glases|glases of wine|pints|ciders|shots|cocktails|glases of prosecco|wines|drink)(?: max| at most| tops| only)?|only had (?:one|two|a|a couple)|barely drank|hardly drank|was not even drunk|did not drink much|one drink`);
/** A night the person cannot account for. */
const LOST_NIGHT = w(`(?:and )?then nothing|do not remember|can not remember|did not remember|no memory|blacked out|a blank|blank from|next thing i (?:know|remember)|lost (?:the|a) (?:night|few hours)|no idea how i got`);
/** Waking somewhere the person did not choose, with someone they barely know. */
const WOKE_STRANGE = w(`(?:woke|wake|woken) up (?:at|in|next to|beside) (?:a strangers|some guys?|some girls?|a guys|someone i (?:barely|do not|did not) know|(?:a |some )?(?:hotel )?rooms? i did not)|a (?:hotel )?room i did not (?:book|know)|(?:flat|place|house|bed|room) i (?:barely|do not|did not) (?:know|recognise|recognize)`);
/** A body or a room that says something happened. */
const AFTER = w(`(?:tights|dres|shirt|top|jeans|skirt|underwear|bra) (?:was |were )?(?:torn|ripped|missing|gone|of|inside out)|sore|bruised|bruises|bleeding|(?:feel|felt|feeling) (?:weird|wrong|dirty|violated|used|sick|off)|kep showering|showered (?:three|four|five|twice|again)|can not stop showering|clothes (?:were )?(?:of|missing|on the flor|inside out|torn)|underwear (?:was )?(?:missing|gone|of)|stuf al over the flor|a guy i (?:barely|do not) know|some guys? (?:flat|place|bed|room)|a strangers (?:flat|place|bed|room)|naked`);
const ASSAULT_CANCEL = rx(`\\b(?:lol|haha|dancing|danced|hike|hiking|run|marathon|my own bed|my own flat|my partners|my boyfriends|my girlfriends|my husbands|my wifes|gym|workout|leg day|hangover cure|tequila|so drunk|wasted|too much wine|hungover|best night)\\b`);

/** "Since I ended it", "after we split": the person someone left, named without the word "ex". */
const EX_UNNAMED = w(`my ex|ex (?:boyfriend|girlfriend|husband|wife|partner)|(?:a|some|this|the) (?:guy|girl|man|woman|person|someone) i (?:went on (?:a|one|two|a couple of) dates? with|met (?:once|online|on an app|on hinge|on tinder)|matched with|used to date|turned down)|(?:since|after|ever since) the (?:breakup|break up|split|divorce|separation)|(?:since|after|ever since) i (?:left|dumped|finished with) (?:him|her|them)|i (?:turned|turn) (?:him|her|them|a (?:guy|girl|man|woman|bloke)|someone) down|i (?:turned|turn) down (?:a|this|some|that) (?:guy|girl|man|woman|bloke|person)|(?:i )?(?:rejected|said no to) (?:him|her|them|a (?:guy|girl|man|woman|bloke))|since (?:i|we) (?:ended it|ended things|broke up|split up|split|separated|left (?:him|her|them))|after (?:i|we) (?:ended it|broke up|split up|split|separated)|i (?:ended it|ended things|broke it of) with (?:him|her|them)|(?:my )?former (?:partner|boyfriend|girlfriend|husband|wife)`);
const PURSUES = w(`keeps (?:turning|showing|popping) up|(?:started|keeps|kept|been) (?:turning|showing|popping) up|turning up|showing up|(?:mesaging|texting|caling|asking|contacting|mesages|texts|asks) my (?:mates|friends|family|sister|brother|coleagues|flatmates|parents|mum|mom|dad) (?:to ask |asking |to find out )?(?:where|who|what|when) i|(?:driving|drives|drove|walking|walks|walked) past my (?:house|flat|home|work|ofice|window)|(?:photo|picture|pic|video)s? of my (?:front door|house|flat|car|window|street|building)|(?:making|made|makes|creating|created|opening|opened) (?:new|fake|more) acounts|waiting outside|turns up|turned up|shows up|showed up|waiting (?:outside|at|for me)|outside my (?:work|house|flat|home|gym|ofice|door)|knows where (?:i|my [a-z]+) (?:live|lives|am|work|works|go)|keeps (?:appearing|turning up|showing up)|(?:appears|appearing|waiting|parked|sits|sitting|sat) (?:[a-z]+ ){0,4}(?:at the end of|outside|across from|opposite|near) my (?:street|road|house|flat|place|new place|work|ofice|building|door)|wherever i (?:am|go|went)|everywhere i go|how does (?:he|she|they) know|(?:knew|knows|knowing) (?:where|which [a-z]+|what) i (?:was|am|went|go|wearing)|what i was wearing|never told (?:him|her|them)|(?:have not|never|did not) told (?:him|her|them) where|(?:comments|comment|knows|knew|texts|tels me|messages) (?:on |about )?(?:everything i|where i went|places i went|who i was with|what i did)|(?:just )?watch(?:es|ing)? (?:me|my (?:house|flat|place|window|door))|(?:and )?just watches|folows me|folowed me|keeps (?:caling|texting|mesaging)|new numbers?|fake acounts?|drives past|drove past|different (?:bus|route|way) home`);

/** Being followed (home, to work, around), whoever by. */
const FOLLOWED = w(`(?:follows|followed|following|folows|folowed|folowing|tailing|tailed) me (?:home|back|to (?:work|my|the)|from|around|everywhere|again)|(?:has|have|keeps|kept|been) (?:following|folowing) me`);
/** …more than once, or to a place they were never told. */
const AGAIN = w(`(?:two|three|four|five|several|a few|\\d+) times|again|every (?:day|night|week|morning|evening)|keeps|kept|most (?:days|nights)|never (?:given|gave|told) (?:him|her|them)|how (?:does|did) (?:he|she|they) know|my address|where i live`);
const FOLLOW_CANCEL = rx(`\\b(?:dog|cat|puppy|kitten|instagram|twitter|tiktok|insta|online|on social|lol|haha|my kid|my son|my daughter|toddler|duckling|ducks|the ducks|seagull)\\b`);

/** Someone (anyone) who keeps being where the person is. */
const PRESENCE = w(`keeps (?:waiting|turning up|showing up|appearing|hanging around|lurking)(?: [a-z]+){0,2} (?:by|at|outside|near|around) my|(?:keeps|kept|been|started) (?:turning|showing) up (?:at|outside) my|(?:waiting|lurking|hanging around) (?:by|at|outside) my (?:bus stop|stop|house|flat|door|work|car|gym|building)`);
/** …that the person did not want, or that shows they are watched. */
const UNWANTED = w(`(?:block|blocked|blocking) (?:him|her|them|his|her|their)|never told (?:him|her|them) (?:where|my)|(?:said|says|commented|comments|mentioned|mentions|mentioning|knew|knows) (?:on |that )?(?:what|where|who) i (?:was wearing|wore|had|went|was with|ate)|(?:liked|likes|commented on|mentioned) my [a-z]+ (?:coat|dress|top|jacket|shirt|outfit|hair)|where i had (?:lunch|dinner|coffee|drinks)`);
/** Coming back through other doors after a block: new profiles, accounts, numbers, addresses. */
const EVADES = w(`(?:a |another )?new (?:profile|profiles|account|accounts|number|numbers|email|emails|address|addresses)|(?:different|several|multiple|three|four|five|\\d+) (?:new )?(?:[a-z]+ )?(?:accounts|profiles|numbers|addresses|emails)|keeps (?:mentioning|commenting on|asking about) where i`);
const BLOCKED = w(`blocked|block (?:him|her|them)|blocking`);
const PURSUER_CANCEL = rx(`\\b(?:tagging me|business|promo|marketing|courgettes|spam|scam|bots?|deliveries|parcel|petition|fundraiser|cake)\\b`);

/** Hurting a named part of one's own body, said with how it is used or hidden (decision 083). */
const HARM_BODY = w(`(?:burning|burn|burnt|burned|cutting|cut|scratching|scratch|carving|carved|hitting|punching|biting|pinching|stabbing) my (?:arms?|wrists?|legs?|thighs?|stomach|belly|skin|hips?|hands?|chest|ankles?|sides?)`);
const HARM_WHY = w(`bad nights?|when i (?:feel|get|am)|nobody can see|no one can see|where (?:my )?(?:sleeves|clothes|shorts) cover|so (?:nobody|no one) sees|helps|the only thing|do not lecture|urge|again|hot spoon|lighter|pin|razor|blade|compass|to cope|overwhelmed|numb`);
/** Going back to a tool after stopping: a relapse. */
const TOOL = w(`razor|razors|blade|blades|pin|compass|lighter|scissors|craft knife|sharpener`);
/** Why a tool is used: to cope, when things get bad, where nobody sees. */
const COPING = w(`when (?:things|it|stuff|everything) (?:gets?|got) (?:bad|too much|loud|dark)|bad (?:nights?|days?)|(?:so )?(?:nobody|no one) (?:sees|can see|notices|knows)|where (?:my )?(?:sleeves|clothes|shorts|jeans) cover|helps (?:for a bit|for a while|me cope|a bit|the pain)|the urge|to cope|when i (?:feel|get) (?:overwhelmed|numb|angry|empty|too much)|calms me down`);
// "The old habit is back", "back on it": a way of coping the person had stopped, returned, said without naming it.
const RELAPSE = w(`relapsed|relapse|(?:after|was|been|had been) (?:a |[a-z]+ )?(?:year|years|months?|weeks?) clean|clean for|went back to|started (?:again|it again)|doing it again|(?:doing|started|starting) (?:the|that|my) (?:[a-z]+ )?thing again|without doing it|(?:old |bad |same )?(?:habit|thing|urge)(?! of)(?: [a-z]+){0,8} (?:(?:is|s|are|has|have) )?(?:back|come back|came back|coming back|creping back|sneaking back|returned|started again)|(?:i am|i am) back (?:on|to|doing) (?:it|that|the [a-z]+)|picked (?:it|the [a-z]+) (?:back )?up again`);

export const SIGN_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  { family: 'self', group: 'injury_cope', weight: 3, all: [SHARP, EASES], window: 2, why: 'a sharp thing that eases the feeling' },
  { family: 'self', group: 'injury_hide', weight: 2, all: [COVER, HEAT, HIDE_ASK], window: 0, why: 'covering up in the heat and asking how to hide it' },
  { family: 'self', group: 'injury_hide', weight: 2, all: [SHARP, HIDE_ASK], window: 0, why: 'a sharp thing and hiding it' },
  { family: 'abuse', group: 'assault_after', weight: 3.5, all: [FEW_DRINKS, LOST_NIGHT], window: 0, why: 'a lost night after little to drink' },
  { family: 'abuse', group: 'assault_after', weight: 3, all: [LOST_NIGHT, AFTER], window: 0, why: 'a lost night and a body that says something happened' },
  { family: 'abuse', group: 'stalk_any', weight: 3, all: [PRESENCE, UNWANTED], window: 0, why: 'someone keeps being where the person is, unwanted or watching' },
  { family: 'abuse', group: 'stalk_any', weight: 3, all: [BLOCKED, EVADES], window: 0, why: 'blocked, and back through new accounts' },
  { family: 'self', group: 'injury_body', weight: 3, all: [HARM_BODY, HARM_WHY], window: 0, why: 'hurting a part of the body, to cope or hidden' },
  { family: 'self', group: 'injury_body', weight: 3, all: [TOOL, RELAPSE], window: 0, why: 'back to a tool after stopping' },
  { family: 'self', group: 'injury_body', weight: 3, all: [TOOL, COPING], window: 0, why: 'a tool used to cope, or where nobody sees' },
  { family: 'abuse', group: 'stalk_follow', weight: 3, all: [FOLLOWED, AGAIN], window: 0, why: 'followed, again or to a place never given' },
  { family: 'abuse', group: 'pursuit', weight: 3, all: [EX_UNNAMED, PURSUES], window: 0, why: 'someone the person left or turned down who pursues them' },
  { family: 'abuse', group: 'assault_after', weight: 3, all: [WOKE_STRANGE, AFTER], window: 0, why: 'waking somewhere unchosen with a body that says something happened' },
  { family: 'self', group: 'injury_marks', weight: 2, all: [MARKS_OWN, COVER_OR_HIDE], window: 0, why: 'marks kept covered' },
];

export const SIGN_ABUSE: Cue[] = [
  // Sex that went on after a no, or while frozen.
  cue('abuse', 'assault_no', 3.5, `\\b(?:kept going|did not stop|would not stop|carried on|kept touching me|kept pushing|went ahead|kept on) (?:[a-z]+ ){0,3}(?:after|when|even though|although|while) i (?:said no|said stop|told (?:him|her|them) (?:no|to stop)|asked (?:him|her|them) to stop|pushed (?:him|her|them) away|froze|was asleep|was pasing out|was pased out|was crying)\\b`, false),
  cue('abuse', 'read_msgs', 2, `\\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend) (?:is |has )?(?:[a-z]+ ){0,2}(?:going|gone|goes|went|looking|looked) through my (?:phone|mesages|texts|chats|emails)\\b`),
  cue('abuse', 'money_control', 2.5, `\\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend) (?:is |has )?(?:[a-z]+ ){0,2}(?:taken|took|confiscated|kept|holds|holding|hangs on to|holds onto|holds on to) (?:away )?my (?:bank card|card|cards|debit card|credit card|wages|salary|pay|paycheck|pasport)\\b(?! (?:by mistake|to the shop|to the bank to|back))`),
  cue('abuse', 'isolate_talk', 2, `\\bsays? (?:that )?my (?:${KIN}|[a-z]+) (?:[a-z]+ )?(?:is|are|was|were) (?:a )?bad influences?\\b (?:[a-z]+ ){0,4}(?:so i|i have|i stopped|stopped|i do not|i can not)\\b`),
];

export const SIGN_CANCELLERS: Record<string, RegExp> = {
  injury_cope: INJURY_CANCEL,
  injury_hide: INJURY_CANCEL,
  assault_after: ASSAULT_CANCEL,
  loved_past: rx(`\\b(?:wedding|birthday|card|speech|toast|anniversary|eulogy|funeral|pased away|died|late (?:wife|husband|mum|mom|dad)|grave|memorial|when they were (?:little|smal|kids)|growing up)\\b`),
  injury_marks: rx(`\\b(?:surgery|operation|c section|acne|stretch marks|tatoo|tatoos|chickenpox|acident|fell|dog bite|cat)\\b`),
  pursuit: rx(`\\bi (?:keep|kep|kept|always) (?:turning|showing|going|driving|walking)\\b|\\bi (?:turned|showed) up\\b|\\b(?:same|mutual) (?:parties|party|events|friends|friend group|circle|gym|clas|classes|pub|bar|club|ofice|work|course)\\b`),
  stalk_follow: FOLLOW_CANCEL,
  stalk_any: PURSUER_CANCEL,
  injury_body: INJURY_CANCEL,
  // Hiding in the car or the bathroom for some quiet is not hiding from someone.
  fear: rx(`^(?!.*\\b(?:him|her|them|husband|wife|boyfriend|girlfriend|partner|temper|rage|angry|flinch|scared|afraid)\\b).*\\b(?:quiet|peace|me time|alone time|breather|a break|nap)\\b`),
  // An ex met where both belong anyway (the same parties, mutual friends) is not pursuit.
  stalk: rx(`\\b(?:same|mutual) (?:parties|party|events|friends|friend group|circle|gym|clas|classes|pub|bar|club|ofice|work|course)\\b`),
  assault_no: rx(`\\b(?:joke|jokes|teasing|tickl[a-z]*|talking|game|argument|music|singing|story|rant|lecture|meting|song|pranks?)\\b`),
};
