/**
 * The screen's explicit patterns: plain statements of self-harm, danger from a partner, abuse and a child at risk
 * (crisis), and requests to surveil, manipulate or coerce someone (refusals). Each one alone decides. The indirect
 * signs, which only count in combination, live in cues.ts.
 */
import { rx } from './normalize.js';
import type { CrisisTopic, RefusalTopic } from './replies.js';

const PARTNER = '(?:he|she|they|partner|husband|wife|boyfriend|girlfriend|fiance|fiancee|spouse|ex|my ex|date)';
const FUTURE = '(?:\\s+(?:will|would|might|may|could|is going to|are going to|wants to|is gonna|will try to))?';
const KID =
  '(?:(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (?:year|yr|month) old|kid|kids|child|children|son|daughter|baby|toddler|stepson|stepdaughter|stepkid|stepkids|niece|nephew|little one|little ones|grandson|granddaughter|boy|girl)';
const POSS =
  "(?:his|her|their|(?!(?:this|those|these|us|was|is|has|as|yes|its|whats|thats|lots|always|sometimes|friends|parents|kids)\\b)[a-z]+s|my (?:wife|husband|partner|boyfriend|girlfriend|spouse|fiance|fiancee|ex|crush|date)s?)";
const NOT_NEG = '(?<!(?:not|never|without|stop|avoid|not to|not want to|not trying to|without trying to) )';

const CHILD_PATTERNS: RegExp[] = [
  rx(`\\btouch(?:es|ed|ing)? (?:my|our|the|a) ${KID}\\b`),
  rx(`\\b(?:hits|hit|hiting|beats|beat|beating|hurts|hurt|hurting|abuses|abused|abusing|molests|molested|molesting|punches|punched|shakes|shook|shaking|slaps|slapped|chokes|choked|burns|burned|starves|locks up|locked up|kicks|kicked) (?:my|our|the|his|her) (?:own )?${KID}\\b`),
  rx(`\\b(?:my|our) ${KID} (?:is|was|has been|got|keeps getting|is being) (?:abused|molested|hit|beaten|hurt|touched|groomed)\\b`),
  rx(`\\b${KID} (?:told me|said|says) (?:that )?(?:he|she|someone|somebody|her \\w+|his \\w+|their \\w+|a \\w+|the \\w+|my \\w+) (?:touched|touches|hurt|hurts|hit|hits|molested|abused|beat|beats)\\b`),
  rx(`\\bchild (?:abuse|abuser|porn|pornography|sexual abuse)\\b`),
  rx(`\\b(?:grooming|groomed|molesting|molested|abusing|abused) (?:a|my|our|the) ${KID}\\b`),
  // "Scared he'll take the baby if I leave" is a threat to the parent (abuse), not a child in danger.
  rx(`\\b(?:afraid|scared|terrified|worried) ${PARTNER}${FUTURE} (?:hurt|hurts|harm|kil|abuse|touch) (?:my|our|the) ${KID}\\b`),
  rx(`\\b(?:makes|made|forces|forced|locks|locked) (?:him|her|them|my ${KID}) (?:sit|stand|stay|kneel|sleep) (?:in the dark|outside|in (?:a|the) (?:cupboard|closet|corner|cold|shed)) (?:for hours|al night|as (?:a )?punishment)\\b`),
  rx(`\\b(?:afraid|scared|worried|fear) for (?:my|our|the) ${KID}s? (?:safety|life|lives)\\b`),
  rx(`\\b${KID} (?:is|are) not safe\\b`),
  rx(`\\b(?:leaves|left|leaving) (?:the|my|our|his|her) ${KID} alone (?:for (?:hours|days|the night|the whole day|al day)|overnight|at night|al night)\\b`),
  rx(`\\b(?:sends|sent|showing|shows|showed) (?:my|our) ${KID} (?:nudes|porn|sexual)\\b`),
  rx(`\\b(?:inappropriately|sexually) (?:touch|touches|touched|touching)\\b.*\\b${KID}\\b`),
  rx(`\\b${KID}\\b.*\\b(?:inappropriately|sexually) (?:touch|touches|touched|touching)\\b`),
];

const SELF_HARM_PATTERNS: RegExp[] = [
  rx(`\\bsuicide\\b`),
  rx(`\\bsuicidal\\b`),
  rx(`\\b(?:kil|kiling|kiled|kils|hurt|hurting|harm|harming|cut|cuting|hang|hanging|drown|shoot|poison|starve|burn|burning) myself\\b`),
  rx(`\\bself harm(?:ing)?\\b`),
  rx(`\\b(?:end|ending|ended|take|taking) (?:my|my own) life\\b`),
  rx(`\\bend(?:ing)? (?:it|this) all\\b`),
  rx(`\\bend(?:ing)? everything\\b`),
  rx(`\\b(?<!(?:thought|felt like|was sure|was convinced|swear) i (?:was|am) )(?:want|wanted|wanting|going|ready|plan|planning|about) to die\\b(?! (?:of|laughing|a little|a bit|inside|from (?:embarrassment|laughter|cringe)|(?:alone|single|an old (?:maid|man|woman|lady)|a spinster|a bachelor)\\b(?! (?:tonight|today|soon|now)\\b)))`),
  rx(`\\bwish (?:i (?:was|were|am) |i could be |i )?dead\\b`),
  rx(`\\bwish i (?:was|were) never born\\b`),
  rx(`\\bwish i could (?:disappear|sleep) (?:forever|and never wake up|and not wake up)\\b`),
  rx(`\\b(?:do not|not|never) want to (?:be here|be alive|live|exist|wake up)(?: any ?more| tomorrow)?\\b`),
  rx(`\\b(?:do not|not|never) want to be here any ?more\\b`),
  // "Better off without me always travelling" is about the travelling.
  rx(`\\bbetter off (?:dead|without me(?! (?:always|[a-z]+ing|there|at|on|for|to|as|by|home|constantly)\\b)|if i (?:was|were) gone|if i died)\\b`),
  rx(`\\b(?:no|nothing|no point|no reason) (?:to live for|in living|to live|to keep living|to go on)\\b`),
  // "Can't do this anymore" alone is a sign (cues.ts), not a statement: it is said of knees after a run too.
  rx(`\\bcan not (?:go on|keep going) (?:living|any ?more|with life)\\b|\\bcan not do this (?:living|life) any ?more\\b`),
  rx(`\\b(?:overdose on|take an overdose|overdose myself|od on|(?:take|taking) all (?:my|the|of my) pils)\\b`),
  rx(`\\bi (?:want|plan|am going|am planning|am thinking about|might|wil) (?:to )?overdose\\b`),
  rx(`\\bjump (?:off|from|in front of) (?:a|the|my) (?:bridge|roof|building|train|car|balcony|cliff)\\b`),
  rx(`\\b(?:razor|blade)s? (?:on|to) my (?:arm|arms|wrist|wrists|leg|legs|skin)\\b`),
  rx(`\\bslit my wrists?\\b`),
  rx(`\\bwrite (?:a|my) suicide note\\b`),
  rx(`\\b(?:life is|my life is) not worth (?:living|it)\\b`),
  rx(`\\b(?:nobody|no one|noone|no body) (?:would|wil|is going to) (?:miss|care about|notice|even notice) (?:me )?(?:if i (?:was|were|am) gone|if i died|if i disappeared|when i am gone)\\b`),
  rx(`\\b(?:want|wanting|wish|wishing|hope|hoping) (?:to |i could |i would )?(?:disappear|sleep|go to sleep)\\b.{0,20}\\b(?:forever|never wake up|not wake up)\\b`),
  rx(`\\b(?:thinking (?:of|about)|want to|wanting to|going to|plan to|planning to|about to|ready to) (?:overdose|overdosing|od)\\b`),
  rx(`\\b(?:do not|not|no longer|can not) see (?:the|any) point (?:in|of) (?:living|life|going on|being alive|being here)\\b`),
  rx(`\\b(?:have a plan|plan|planning|ready|decided|made up my mind) to end (?:things|it all|it|everything)\\b(?! (?:with|between|off)\\b)`),
  rx(`\\b(?:been|started|keep|am|was) cutting (?:again|myself)\\b|\\bcutting (?:my )?(?:arms|wrists|legs|thighs)\\b`),
  rx(`\\bdone with (?:life|living|being alive)\\b(?! (?:in|at|with|like|here|there|together)\\b)`),
  rx(`\\b(?:might|may) as wel (?:be dead|die|not exist|not be here)\\b`),
  rx(`\\b(?:i am|i feel like|feel like i am|i am just|i am only) (?:just |only )?a burden (?:to|on) (?:everyone|everybody|my family|all of them|them all|the world|everyone around me)\\b`),
];

const PARTNER_DANGER_PATTERNS: RegExp[] = [
  // "My partner pushed me to apply for the promotion" is encouragement; "pushed me to the ground" is not.
  rx(`\\b${PARTNER} (?:pushes|pushed|shoves|shoved) me\\b(?! to (?!the |a |my |our |his |her |ground)[a-z]+| into (?:[a-z]+ing|it|this|that)\\b| out of the way (?:to|so)\\b)`),
  rx(`\\b${PARTNER} (?:hits|hit|hiting|beats|beat|punches|punched|slaps|slapped|kicks|kicked|chokes|choked|strangles|strangled|throws things at|threw things at|bit|bites|burned|burns|attacked|attacks) me\\b(?! (?:with a (?:pillow|cushion|snowball|towel|sock|tea towel|water balloon)|in (?:his|her|their) sleep|by accident|accidentally|playfully|as a joke))`),
  rx(`\\b${PARTNER} (?:has|have) been (?:hiting|beating|punching|slapping|choking|strangling|hurting) me\\b`),
  rx(`\\b(?:afraid|scared|terrified|frightened|worried) ${PARTNER}${FUTURE} (?:hurt|kil|harm|hit|beat|attack|strangle|choke) me\\b`),
  rx(`\\b(?:afraid|scared|terrified|frightened) (?:hel|shel|theyl) (?:hurt|kil|harm|hit|beat|attack) me\\b`),
  rx(`\\b(?:afraid|scared|terrified|frightened) of (?:my )?(?:him|her|partner|husband|wife|boyfriend|girlfriend|spouse|ex)\\b.*\\b(?:hurt|hit|kil|violent|temper|rage|safe)\\b`),
  rx(`\\b(?:threatened|threatens|threatening|said he would|said she would|says he wil|says she wil|swore he would|swore she would) (?:to )?kil (?:me|us)\\b`),
  rx(`\\b(?:threatened|threatens|threatening|came at) me with (?:a|his|her) (?:knife|gun|weapon|bat|hammer)\\b`),
  rx(`\\bfear for my (?:life|safety)\\b`),
  rx(`\\b(?:i am|i do not feel|i am not) (?:not )?safe (?:at home|in my (?:home|house|own home)|with (?:him|her|them|my partner|my husband|my wife|my boyfriend|my girlfriend))\\b`),
  rx(`\\b(?:he|she|they) (?:wil|would) kil me\\b`),
  rx(`\\b(?:hel|shel) kil me\\b`),
  rx(`\\b(?:locks|locked) me (?:in|inside)\\b`),
  rx(`\\b(?:is|keeps|has been|keeps on) stalking me\\b`),
  rx(`\\b(?:${PARTNER}|someone|somebody|a guy|a man|a woman) (?:is|keeps|has been|keeps on) following me\\b`),
  rx(`\\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend) (?:won|wil) not let me leave\\b`),
  rx(`\\bwil not let me leave (?:the house|the room|home|the apartment)\\b`),
  rx(`\\b(?:domestic violence|domestic abuse|intimate partner violence)\\b`),
  rx(`\\b${PARTNER} (?:threw|throws|hurled|hurls) (?:a |an |the |my |his |her )?[a-z]+ (?:at|toward|towards) (?:me|my (?:head|face))\\b`),
  // Any other "my X beats me" (a misspelt partner word, a flatmate); family members are abuse, matched below.
  rx(`\\bmy (?!(?:dad|father|mom|mother|mum|stepdad|stepfather|stepmom|stepmother|brother|sister|uncle|aunt|parents|grandpa|grandfather|cousin|boss|coach|teacher|son|daughter|kid|kids)\\b)[a-z]+ (?:beats|beat|hits|punches|slaps|kicks|chokes|strangles) me\\b(?! (?:at|in|to|by|on)\\b)`),
  rx(`\\b(?:beats|beat|beating) me up\\b`),
  rx(`\\b(?:grabbed|grabs|held|holds|squeezed|pinned) me by (?:the|my) (?:throat|neck|hair)\\b|\\bhands? (?:around|on) my (?:throat|neck)\\b`),
  rx(`\\b(?:said|says|told me|threatened|threatens) (?:that )?(?:(?:he|she|they)(?: wil| would)?|hel|shel) (?:hurt|kil|harm|beat|hit) me\\b`),
  rx(`\\b(?:afraid|scared|terrified|frightened) of (?:my )?(?:husband|wife|boyfriend|girlfriend|partner|spouse|fiance|fiancee)\\b(?! (?:leaving|finding out|being|noticing|seeing)\\b)`),
  rx(`\\b(?:bruises|black eye|bruised) (?:from|because of) (?:him|her|my partner|my husband|my wife|my boyfriend|my girlfriend)\\b`),
];

const ABUSE_PATTERNS: RegExp[] = [
  rx(`\\b(?:raped|rape|raping) me\\b`),
  rx(`\\bi (?:was|got|have been) (?:raped|sexually assaulted|sexually abused|molested|abused|assaulted)\\b`),
  rx(`\\bsexual(?:ly)? (?:assault|assaulted|abuse|abused)\\b`),
  rx(`\\b(?:forced|forces|forcing|pressured|pressures|coerced|coerces) me (?:to|into) (?:have sex|sex|sleep with|do sexual|sexual)\\b`),
  rx(`\\b(?:forced|forces) himself on me\\b|\\b(?:forced|forces) herself on me\\b`),
  rx(`\\b(?:he|she|they|partner|husband|wife|boyfriend|girlfriend) (?:is|was|has been|gets|can be) (?:abusive|abusing me)\\b`),
  rx(`\\b(?:abusive relationship|abuses me|abused me|abusing me|emotionally abusive|physically abusive|verbally abusive|financially abusive)\\b`),
  rx(`\\b(?:my|our) (?:dad|father|mom|mother|mum|stepdad|stepfather|stepmom|stepmother|brother|sister|uncle|aunt|parents|grandpa|grandfather|cousin|boss|coach|teacher) (?:hits|beats|punches|slaps|kicks|chokes|hurts|abuses|touches|molested|molests|touched|abused) me\\b`),
  rx(`\\b(?:controls|takes|took|keeps|has) (?:all )?(?:of )?my (?:money|paycheck|bank card|passport|documents|id)\\b.*\\b(?:not let|will not|can not|wont|afraid|scared|punish)\\b`),
  rx(`\\b(?:wil not|does not|do not|never) let me (?:see|talk to|visit|call|text) (?:my )?(?:friends|family|parents|mom|dad|mother|father|anyone)\\b`),
  rx(`\\b(?:threatens|threatened|threatening) to (?:share|post|leak|send) my (?:nudes|photos|pictures|videos|pics)\\b`),
  rx(`\\b(?:tracks|tracked|monitors|reads) my (?:phone|location|texts|messages)\\b.*\\b(?:scared|afraid|punish|control|not let|wil not let)\\b`),
  rx(`\\bi am being (?:abused|hurt|beaten|controlled|trafficked)\\b`),
  rx(`\\b(?:wil not|does not|do not|never) let me (?:have|keep|touch|use|see) (?:my own |any |my )?(?:money|bank account|bank card|card|phone|car|passport)\\b`),
  rx(`\\b(?:hurts|hits|beats|abuses|touches|molests|molested|abused) my (?:little |younger |baby )?(?:sister|brother|sibling|siblings)\\b`),
  rx(`\\b(?:hits|beats|punches|slaps|kicks|chokes) me when\\b`),
];

const SURVEILLANCE_PATTERNS: RegExp[] = [
  rx(`\\bspy (?:on|into)\\b`),
  rx(`\\b(?:spyware|stalkerware|keylogger|key logger|hidden camera|spy app|spy camera|tracking app|phone tracker)\\b`),
  rx(`\\b(?:track|trace|monitor|follow|locate|watch) ${POSS} (?:phone|location|car|whereabouts|movements|calls|texts|messages|browsing|internet)\\b`),
  rx(`\\b(?:track|trace|monitor|locate) (?:him|her|them) (?:without|secretly|through|via|with)\\b`),
  // "He won't let me see his messages" is someone else's boundary, not a request to get round it.
  rx(`(?<!not let me )\\b(?:read|check|go through|look through|snoop through|snoop on|see|access|open|screenshot) ${POSS} (?:phone|texts|text messages|messages|dms|emails|email|chats|whatsapp|inbox|call log|search history|browser history)\\b`),
  rx(`\\b(?:hack|hack into|break into|get into|log into|login to|sign into|access) ${POSS} (?:phone|account|email|instagram|facebook|whatsapp|icloud|snapchat|tiktok|laptop|computer|accounts|gmail)\\b`),
  rx(`\\b(?:find out|guess|crack|get|figure out|know) ${POSS} (?:password|passcode|pin|login|lock code)\\b`),
  rx(`\\b(?:airtag|tracker|gps|gps tracker|tile) (?:on|in|under|into) ${POSS}\\b`),
  rx(`\\b(?:hide|plant|slip|secretly put) (?:an |a )?(?:airtag|tracker|gps|camera|recorder)\\b`),
  rx(`\\bsecretly (?:record|track|follow|watch|read|check|film|monitor|listen to|look at)\\b`),
  rx(`\\b(?:read|check|see|track|follow|record|watch|monitor|look at|listen to|listen in on)\\b.*\\bwithout (?:him|her|them|my partner|my wife|my husband|my boyfriend|my girlfriend) (?:knowing|finding out|noticing)\\b`),
  rx(`\\b(?:find out|see|know|check) who (?:he|she|they) (?:is|are|has been|keeps) (?:texting|talking to|messaging|calling|seeing)\\b.*\\b(?:without|secretly|phone|spy|behind)\\b`),
  rx(`\\b(?:see|check|view|read) who (?:he|she|they) (?:is|are|has been|keeps) (?:texting|messaging|calling|snapchatting|dming)\\b`),
  rx(`\\b(?:record|film|tape) (?:him|her|them|my partner) (?:without|secretly|in secret)\\b`),
  rx(`\\bfollow (?:him|her|them) (?:without|secretly|in secret|to see where|to find out)\\b`),
];

const MANIPULATION_PATTERNS: RegExp[] = [
  rx(`${NOT_NEG}\\bmake (?:him|her|them|my (?:partner|wife|husband|boyfriend|girlfriend|ex)) (?:feel )?(?:guilty|jealous|insecure|worthless|crazy|like (?:he|she|they) (?:is|are) crazy|dependent on me)\\b`),
  rx(`${NOT_NEG}\\bguilt ?trip(?:ing|s)? (?:him|her|them|my)\\b`),
  rx(`\\bguilty so (?:he|she|they) (?:stays|stay|wil stay|does not leave|do not leave|wil not leave|comes back)\\b`),
  rx(`\\bgaslight(?:ing)? (?:him|her|them|my)\\b`),
  rx(`\\bhow (?:do|can|could|should) i gaslight\\b`),
  rx(`\\b(?:manipulate|manipulating|trick|tricking|fool|pressure) (?:him|her|them|my (?:partner|wife|husband|boyfriend|girlfriend|ex|crush)) (?:into|to)\\b`),
  rx(`\\bhow (?:do|can|could|should) i manipulate\\b|\\bhelp me manipulate\\b|\\bwant to manipulate\\b`),
  rx(`\\b(?:how to|how do i|how can i|help me|teach me to|ways to|want to|tips to) (?:emotionally |psychologically |subtly )?(?:manipulate|manipulating)\\b`),
  rx(`${NOT_NEG}\\bmake (?:him|her|them) feel (?:bad|terrible|awful|sorry|worthless) (?:enough )?(?:so|to|that|until)\\b`),
  rx(`\\b(?:play|use) mind games\\b`),
  rx(`\\buse ${POSS} (?:insecurity|insecurities|weakness|weaknesses|trauma|fear|fears) (?:against|to)\\b`),
  rx(`\\b(?:love bomb|love bombing|negging|neg her|neg him)\\b`),
  rx(`\\bmake (?:him|her|them) (?:think|believe) (?:he|she|they) (?:is|are|was|were) (?:crazy|imagining|losing (?:his|her|their) mind)\\b`),
  rx(`\\bturn ${POSS} (?:friends|family|kids|children) against\\b`),
  rx(`\\b(?:pretend|fake) to be (?:sick|pregnant|suicidal|dying) so\\b`),
  rx(`\\b(?:emotionally )?blackmail (?:him|her|them)\\b`),
  rx(`\\blie to (?:him|her|them) so (?:he|she|they)\\b`),
];

const COERCION_PATTERNS: RegExp[] = [
  rx(`${NOT_NEG}\\bforce (?:him|her|them|my (?:partner|wife|husband|boyfriend|girlfriend|ex|crush|kids?|son|daughter)) (?:to|into)\\b`),
  rx(`\\b(?:pressure|push|guilt|talk|coerce) (?:him|her|them) into (?:sex|sleeping with me|having sex|a threesome|sexual)\\b`),
  rx(`\\b(?:get|make) (?:him|her|them) (?:to )?(?:have sex|sleep with me)\\b.*\\b(?:said no|says no|does not want|do not want|refuses|saying no|not in the mood|even though)\\b`),
  rx(`\\b(?:said|says|keeps saying) no (?:to sex|to sleeping with me|to being intimate)\\b.*\\b(?:get|make|convince|change|push)\\b`),
  rx(`\\bnot take no for an answer\\b`),
  rx(`${NOT_NEG}\\b(?:stop|prevent|keep) (?:him|her|them) from (?:seeing (?:his|her|their) (?:friends|family)|going out|talking to (?:his|her|their) (?:friends|family))\\b`),
  rx(`\\b(?:not|never) let (?:him|her|them) (?:leave the house|go out|see (?:his|her|their) (?:friends|family))\\b`),
  rx(`${NOT_NEG}\\b(?:stop|prevent|keep) (?:him|her|them) from (?:leaving|going out of) (?:the house|home|the room|the apartment|the flat)\\b`),
  rx(`\\b(?:take|hide|keep) ${POSS} (?:phone|keys|passport|car keys|money|wallet|documents)(?: and (?:his |her |their )?[a-z]+)? (?:so|until|to stop)\\b`),
  rx(`\\b(?:control|decide) (?:who|what|where) (?:he|she|they) (?:sees|wears|goes|spends|eats|talks to)\\b`),
  rx(`\\b(?:isolate|isolating) (?:him|her|them) from\\b`),
  rx(`\\b(?:threaten|scare|intimidate|punish) (?:him|her|them) (?:into|so|until)\\b`),
  rx(`\\bmake (?:him|her|them) (?:obey|submit|do what i say|do whatever i say)\\b`),
  rx(`\\bmake (?:him|her|them) (?:stay|come back|marry me|move in|have sex|sleep with me)\\b.*\\b(?:no matter what|whether (?:he|she|they) (?:wants|likes) it or not|even if (?:he|she|they) (?:does not|do not|wil not|says no))\\b`),
  rx(`\\bmake (?:him|her|them) (?:quit|give up|stop) (?:his|her|their) (?:job|work|studies|school|degree|friends|hobbies)\\b`),
  rx(`\\b(?:cut off|control) ${POSS} (?:money|access to money|bank account|friends)\\b`),
];

export const CRISIS_ORDER: Array<[CrisisTopic, RegExp[]]> = [
  ['child_at_risk', CHILD_PATTERNS],
  ['self_harm', SELF_HARM_PATTERNS],
  ['partner_danger', PARTNER_DANGER_PATTERNS],
  ['abuse', ABUSE_PATTERNS],
];

export const REFUSAL_ORDER: Array<[RefusalTopic, RegExp[]]> = [
  ['coercion', COERCION_PATTERNS],
  ['surveillance', SURVEILLANCE_PATTERNS],
  ['manipulation', MANIPULATION_PATTERNS],
];
