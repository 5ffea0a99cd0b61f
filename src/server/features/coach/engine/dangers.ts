/**
 * Concepts added with decision 087, after blind round 7 missed them: a goodbye made of acts instead of words (letters
 * written to people, things handed on, a contract or a tenancy ended with nothing after it, thanks for everything, a
 * new calm); a child shut out at night or groomed by an adult; stalking by anyone, not only an ex (turning up where
 * the person goes at their times, photos of their car or door, walking behind them home, new accounts after a no); a
 * threat from someone who has already hurt the person, with a key to their home or a time named; an older person
 * whose money is taken or who is kept from family; control through the wifi, the receipts or the front-door key;
 * a drink given by a stranger and legs that went; sex while asleep. Each is a concept with many wordings; concepts.ts
 * adds them to the screen, and kind.ts routes the threats and the older person to their own help.
 */
import type { Cue, Family } from './cues.js';
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
function cue(family: Family, group: string, weight: number, source: string, negatable = true): Cue {
  return { family, group, weight, re: rx(source), negatable };
}

const NAMED = '(?:[a-z]+(?: and [a-z]+)?|each of (?:them|my [a-z]+)|everyone|the kids|my [a-z]+)';

// ------------------------------------------------------------------------------------------ a goodbye made of acts

/** Letters or cards written to named people, or left to be found. */
const LETTERS_TO = w(`(?:written|wrote|writen) to (?:my |each of )?(?:dad|mum|mom|sister|brother|son|daughter|kids|parents|wife|husband|family|them al|everyone i love)|(?:wrote|written|writing|left|finished) (?:a |the )?(?:letter|letters|note|notes) (?:for|to) ${NAMED}|(?:letter|letters|notes) (?:for|to) (?:each of )?(?:my [a-z]+|them|everyone|the kids) (?:[a-z]+ ){0,6}(?:find|drawer|wil know|when they ned)`);
/** Own things handed to named people. */
const HANDED_ON = w(`(?:left|dropped|given|gave|handed|posted) (?:of )?(?:the|my|our) (?:dog|cat|pets?|spare keys?|keys) (?:with|to|through|at)|(?:gave|given|giving|handed|handing|left) (?:away )?(?:al (?:of )?|most of |some of )?my (?!old |spare |outgrown )(?:[a-z]+ )?(?:watch|guitar|ring|rings|plants|books|records|vinyls|games|console|ps5|xbox|bike|car|jewelery|camera|tools|paintings|savings|laptop|things|stuf|belongings|posesions|medals|coat|jacket)(?: (?:to|away))?\\b|(?:gave|given|giving|handed) (?:[a-z]+ )?my (?:watch|guitar|ring|rings|plants|books|records|vinyls|games|console|bike|car|jewelery|clothes|camera|tools|paintings)`);
/** Admin wound up with nothing after it. */
const WOUND_UP = w(`(?:told|emailed|texted|messaged) (?:work|my boss|my manager|the ofice) (?:that )?i (?:wil not|wont) be (?:in|back|coming in)|my (?:phone )?(?:contract|lease|tenancy|gym membership|membership|subscriptions?) (?:ends|is ending|runs out|finishes|is up)|(?:cancel+ed|canceled|cancel+ing|ended|closed) (?:my |the )?(?:phone contract|phone|contract|gym|lease|tenancy|subscriptions|acounts|bank acount)|told (?:the|my) landlord (?:i am|i wil be) (?:out|leaving|gone)|(?:gave|handed in|given) (?:my )?notice on (?:the|my) (?:flat|room|house)`);
/** Nothing planned after it: no new home, no need for things. */
const NO_AFTER = w(`(?:do not|wil not|wont|not going to) (?:ned|be needing) (?:one|it|them|a new one|any of (?:it|this|them)|anything)|no (?:new )?(?:place|flat|house|home) (?:lined up|to go to|sorted)|won?t need (?:it|them) where i am going|where i am going`);
/** Thanks for everything, said as an ending. */
const THANKS_ALL = w(`thanks? (?:you )?for (?:everything|al of (?:this|it)|helping me (?:this year|al this time|through everything|so much)|al your help)|just (?:wanted|want) to say thank(?:s| you)`);
/** A calm that comes from something settled, not the ordinary relief of a good week ("calm for the first time in ages"). */
const NEW_CALM = w(`at peace with (?:it al|everything|my decision|what i have decided)|made my peace|not (?:anxious|scared|afraid|worried) (?:at al|any ?more)|(?:calm|peaceful|at peace|settled) now that (?:i have|i am|it is|everything is) (?:decided|sorted|settled|planned|ready)`);
/** Everything sorted, loose ends tied. */
const ALL_SORTED = w(`(?:it is|its|everything is) al (?:done|sorted|taken care of)(?: now)?|(?:sorted|tied up|wrapped up|settled|organised|arranged) (?:everything|al my affairs|the last things?|(?:al )?(?:the |my )?loose ends)|everything is (?:sorted|taken care of|ready|done) now|(?:i have|i am) sorted everything|know (?:exactly )?what (?:happens|is happening) (?:on|this|next) [a-z]+`);
/** Seeing people a last time without saying why; gifts left "whatever happens". */
const LAST_ROUND = w(`(?:one|for the) last time (?:[a-z]+ ){0,4}without (?:telling|saying|them knowing)|saying (?:my )?goodbyes? in my own way|from me (?:whatever happens|no matter what|even if)|so (?:they|he|she|the kids|you) (?:have|get|wil have) (?:them|it|something) from me`);
const either = (...res: RegExp[]) => new RegExp(res.map((re) => `(?:${re.source})`).join('|'));
const ANY_ACT = either(LETTERS_TO, HANDED_ON, WOUND_UP, NO_AFTER, ALL_SORTED, LAST_ROUND);
const THANKS_OR_CALM = either(THANKS_ALL, NEW_CALM);
/** An ordinary change of life or celebration behind the same acts. */
const ACTS_CANCEL = rx(`\\b(?:for the (?:weekend|week|night|day)|off to|weekend away|away for|festival|conference|staycation|exam|exams|results|interview|pased|got the job|promotion|resign[a-z]*|new role|colleagues|divorce|diagnosis|surgery|operation|holiday|trip|vacation|project|deadline|presentation|renovation|mortgage|pregnan[a-z]*|medication is working|meds are working|moving|move|moved|abroad|emigrat[a-z]*|relocat[a-z]*|new job|new flat|new house|(?<!no )new place|wedding|birthday|graduation|retir[a-z]*|leaving do|leaving party|last day at|baby|christmas cards|thank you (?:cards|letters|notes)|breakup|break up|sesions|coaching|course|therapy|switch|switching|cheaper|better deal|upgrade|downsiz[a-z]*|spring clean|declutter[a-z]*|charity shop)\\b`);

// ------------------------------------------------------------------------------------------ someone else's goodbye

const OTHER_ONE = w(`my (?:friend|best friend|mate|best mate|brother|sister|son|daughter|cousin|flatmate|roommate|housemate|colleague|dad|mum|mom|uncle|aunt|grandad|boyfriend|girlfriend|partner|husband|wife)s?|(?:he|she) has (?:been|started)`);
const OTHER_GIVES = w(`(?:saying|said|says) (?:that )?(?:he|she|they) (?:is|was|are) sorry and (?:that )?(?:he|she|they) loves?|giving (?:away )?(?:al (?:of )?|most of |everything of )(?:his|her|their) (?:[a-z]+ ){0,2}(?:stuf|things|games|clothes|records|books|gear|tools|guitar|console)|(?:he|she|they) (?:wil not|wont|is not going to|are not going to) (?:be needing|ned) (?:it|them|any of it)|(?:he|she|they) (?:wil not|wont) be (?:around|here) (?:for|much|to)`);

// ------------------------------------------------------------------------------------------ a child at risk

const CHILD = w(`my (?:little|baby|younger|kid) (?:brother|sister)|my \\d+ (?:year|yr) old|(?:the |a )?(?:little |smal )?(?:boy|girl|kid|child|toddler|lad|baby) (?:next door|upstairs|downstairs|across the (?:road|hal|landing)|on (?:our|my|the) (?:street|landing|floor))|(?:the )?kids? next door|(?:my|our|her|his) (?:son|daughter|niece|nephew|grandson|granddaughter|stepson|stepdaughter)|(?:a|the) (?:boy|girl|kid|child) (?:in|from|at) my|\\d+ (?:year|yr) old (?:boy|girl|daughter|son)|(?:maybe|about|only|aged) \\d+|\\d+ ?(?:yo|y o)|the little one|(?:her|his|their) (?:little one|toddler|kid|little girl|little boy)`);
/** Shut out or left out at night, cold, crying, while an adult rages. */
const SHUT_OUT = w(`(?:outside|on the (?:stairs|balcony|landing|doorstep|step|street|steps)|in the (?:corridor|hal+way|stairwel)) (?:[a-z]+ ){0,6}(?:at night|late at night|midnight|at \\d+|\\d+ ?pm|pm|in the cold|in the rain|no coat|without (?:a )?coat|in (?:his|her|their) (?:pants|pyjamas|nappy|socks))|(?:can not|is not alowed to|not alowed to|cant) (?:come|go) (?:back )?(?:in|inside|home) (?:til|until|unless)|locked out (?:of (?:the|her|his|their) (?:flat|house|home) )?(?:again|at night|for hours)`);
const RAGE_AT = w(`(?:screaming|shouting|yelling|swearing|raging) at (?:him|her|them|the kid|the child)|(?:boyfriend|girlfriend|dad|father|mum|mom|mother|stepdad|partner|uncle) (?:[a-z]+ ){0,3}(?:screaming|shouting|yelling|raging|hits|hit|smacks|slaps|calmed down|cools down)|crying|sobbing|bruises|bruised|hungry|no food|again`);
/** An adult who grooms: older, secret, asks to meet or for pictures. */
const OLDER = w(`(?:a|some|this|an older) (?:man|guy|bloke|woman) (?:texting|mesaging|messaging|caling|sending)|(?:\\d\\d|twenty|thirty|forty|fifty) (?:year|yr) old (?:man|woman|guy|bloke)|(?:an |a |some )?(?:older|grown|adult) (?:man|woman|guy|bloke|men)|(?:a |some )?(?:man|guy|bloke) (?:she|he) met (?:online|on [a-z]+|in a game)`);
const SECRET_MEET = w(`(?:wil not|wont|does not|refuses to) (?:say|tel (?:me|us)) who (?:gave|bought|sent)|(?:texting|mesaging|caling) (?:her|him|them) (?:at night|late|in the night)|for (?:photos|pictures|pics|nudes|videos|selfies)|keep (?:it|this|them|things) (?:a )?secret|secret from (?:us|you|me|her (?:mum|mom|dad|parents)|his (?:mum|mom|dad|parents))|delete (?:the|their|our|your|her|his) (?:chats|mesages|texts|dms|photos)|(?:not|never|do not) (?:to )?tel (?:your|her|his|their) (?:mum|mom|dad|parents|family)|(?:meet|meting|met up with|come and meet|come and se) (?:him|her|them|up)|(?:send|sent|asking for|asked for) (?:him |her )?(?:photos|pictures|pics|nudes|videos)|(?:our|their) (?:little )?secret|bought (?:her|him) (?:a phone|presents|gifts)`);
/** A child who has been told not to tell (blind round 8 missed "isn't allowed to tell about bath games"). */
const TOLD_NOT_TO_TELL = w(`(?:is not|isnt|not|never) alowed to tel|(?:told|tels|says|said|made) (?:her|him|them) (?:not to tel|to keep (?:it|them|this) (?:a )?secret|it is (?:a|their|our) secret)|(?:our|their|a) (?:special |little )?secret|(?:not|never) (?:to )?tel (?:mummy|mommy|mum|mom|daddy|dad|anyone|anybody)`);
/** Games of the body or the bath, kept secret. */
const BODY_GAMES = w(`(?:bath|bed|tickle|naked|touching|special|secret|body|undres[a-z]*) games?|games? in (?:the )?(?:bath|bed|shower)|touches (?:her|him|them) (?:there|down there)|(?:her|his|their) private (?:parts|bits)`);
/** The child's fear when it comes up. */
const CHILD_FEAR = w(`(?:got|gets|was|is|looked|seemed) (?:really |so |very |quite )?(?:scared|frightened|afraid|terified|upset)|started crying|(?:does not|did not|wont|doesnt) want to (?:go|be left|stay) (?:there|with (?:him|her)|alone)|nightmares|wets the bed again`);
/** A secret that is a treat: a present, a surprise, a spoiler. */
const SECRET_CANCEL = rx(`\\b(?:surprise|present|presents|gift|gifts|birthday|party|christmas|santa|tooth fairy|spoiler|ending|recipe|lol|haha|hide and sek|game night|board games?|video games?|games console)\\b`);

/** A child's ordinary day; and an adult son or daughter of an older writer ("my son… I'm 82") is no child. */
/** Punishments that harm: sleeping outside or shut in, food withheld. */
const CRUEL = w(`makes? (?:him|her|them|my (?:[a-z]+ )?(?:brother|sister|son|daughter|kids?|stepson|stepdaughter|niece|nephew)) (?:sleep|stay|stand|kneel|wait) (?:in the (?:garden )?(?:shed|garden|garage|cupboard|cellar|car)|outside|for hours)|(?:locks?|locked|shuts?) (?:him|her|them) in (?:the |a )?(?:shed|cupboard|cellar|garage|bathroom|room) (?:for hours|al night|overnight|as (?:a )?punishment)|(?:wil not|does not|wont|doesnt) (?:feed|let (?:him|her|them) eat)|no (?:dinner|food|tea) as (?:a )?punishment`);
/** Someone the person loves, with a partner who shows signs of hurting or controlling them. */
const THEIR_PARTNER = w(`(?:my (?:mums|moms|mothers|sisters|friends|daughters|sons|brothers|dads|aunts|nans|grans)|her|his) (?:new |current )?(?:husband|boyfriend|partner|wife|girlfriend|fiance)`);
/** The partner as the one who does it, a few words back ("her boyfriend has her location on 24/7, takes her whole pay"). */
const BY_PARTNER = '(?:he|she|they|husband|boyfriend|partner|wife|girlfriend|fiance)(?: [a-z0-9]+){0,8} ';
const THEIR_SIGNS = w(`black eye|bruises?|bruised|a cut lip|(?:holds|held|keeps|kept|hangs) on to (?:her|his|their) phone|(?:holds|keeps|kept|takes) (?:her|his|their) phone (?:when|while|whenever|from|away|so (?:she|he|they))|(?:says|said) (?:it )?was from (?:a|the) (?:cupboard|door|fall)|(?:wil not|wont|does not|doesnt|never) let (?:her|him|them) (?:answer|see|talk|visit|go|leave|have)|(?:says|said) (?:it )?was (?:a|the) (?:cupboard|door|fall)|walked into (?:a|the) (?:door|cupboard)|(?:scared|afraid|terified) of (?:him|her)|takes (?:her|his|their) (?:phone|money|card)|${BY_PARTNER}(?:has|tracks|watches) (?:her|his|their) location (?:on )?(?:24 7|al the time|at al times|every minute|constantly|always)|${BY_PARTNER}takes (?:her|his|their) (?:whole |entire |al )?(?:paycheque|paycheck|pay|wages?|salary|earnings)|${BY_PARTNER}goes through (?:her|his|their) phone (?:every|each|al the time|constantly|whenever)|(?:scared|afraid|terified|frightened) (?:to go|of going) (?:back )?home|(?:scared|afraid|terified|frightened) (?:to go|of going) back(?! to (?:work|schol|uni|colege|clas|the ofice|the gym|her job|his job))`);
// Round 23 s02: a friend's boyfriend who has her location around the clock, takes her whole pay and reads her phone
// every night, and she is scared to go back late, said in the third person and without the word abuse.
const CHILD_CANCEL = rx(`\\b(?:hide and sek|play|playing|pension|i am [6-9]\\d|tantrum|bedtime|screen time|homework|play ?date|sleepover|party|nursery|school run|cousin|grandparents|uncle [a-z]+ is visiting|pen pal|tutor|coach|teacher|football|swimming|drama|lesons)\\b`);

// ------------------------------------------------------------------------------------------ stalking by anyone

// Blind round 24 s04: an ex who "bumped into" her four times this month, once somewhere she had told no one about.
const TURNS_UP = w(`(?:bumped|bumping|bumps|ran|running|runs) into me (?:[a-z]+ ){0,3}(?:\\d+|three|four|five|six|several|so many|a lot of) times|keps? (?:bumping|running) into me|(?:everywhere|wherever) i go|(?:waited|waits|waiting) (?:for me )?at the (?:finish|end|door|gate|exit|station)|keeps (?:showing|turning|popping) up|keeps appearing|(?:showed|turned|shows|turns) up (?:at|outside) my|(?:was|is) (?:at|outside) (?:the new one|my new [a-z]+)|(?:gets|got) (?:of|on) at my stop|rides my (?:bus|train)|(?:walked|walks|walking|folowed|folows|folowing) (?:right )?behind me|sat outside my`);
const WATCHED = w(`(?:which|that|where|somewhere) i (?:had )?told (?:literaly |realy )?(?:no one|nobody|noone|no body) about|never told (?:anyone|anybody|him|her|them) about|(?:commented|comments|knew|knows) (?:on )?my (?:run|runing|cycling|walking|bike) route|my (?:routine|schedule)|(?:i )?met (?:him|her|them)? ?once|(?:photo|picture|pic|video)s? of my (?:car|house|flat|front door|door|window|street|building|new [a-z]+)|at (?:exactly )?the (?:exact |same )?times? i|(?:switched|changed|moved) (?:gyms|routes|my route|my times|my hours|buses|flats|jobs|numbers)|(?:taking|take|took|started taking) (?:a )?diferent (?:routes?|ways?) (?:home|to work|back)|(?:about|what|knew what|knows what) i (?:was|am|had) (?:wearing|on)|my new (?:flat|address|house|number)(?: number)?|notes? (?:on|under) my (?:car|windscreen|wiper|door)|(?:three|four|five|several|\\d+) (?:days|mornings|nights|times) (?:running|in a row)|al the way (?:to|home)|where i live|my (?:road|street) (?:every|again)`);
const SAID_NO = w(`(?:told|asked) (?:him|her|them) (?:i did not want|to stop|not to|to leave me alone|no more)|(?:do not|did not) want (?:any )?(?:more )?contact|no contact|blocked (?:him|her|them|his|her)`);
const COMES_BACK = w(`(?:new|fake|diferent|other) (?:[a-z]+ )?(?:acounts?|profiles?|numbers?|emails?)|turned up at my (?:[a-z]+ )?(?:house|flat|work|mums|moms|dads|parents)|(?:turned|showed) up at my`);
const STALK_CANCEL = rx(`\\b(?:banner|race|marathon|parkrun|cheer[a-z]*|surprise|proud|supporting|lol|haha|my dog|my cat|the dog|the cat|toddler|my kid|my son|my daughter|deliveries|courier|postman|mum keeps|mom keeps|spam|bots?|business|promo|we (?:planned|arranged|agreed)|planned it|(?:gym|workout|running|training|swim) (?:buddy|partner)|training partner)\\b`);

// ------------------------------------------------------------------------------------------ a threat from someone who hurt the person

const FORMER = w(`my ex|ex (?:boyfriend|girlfriend|husband|wife|partner)|my former (?:partner|husband|wife|boyfriend|girlfriend)`);
/** A threat, or a visit announced like one. */
const MENACE = w(`(?:enjoy )?(?:your|you have one) last (?:weekend|day|week|chance|christmas)(?! (?:single|of freedom|before|as a|at|in|of the))|enjoy it while you can|if (?:he|she|they|i) (?:can not|cant) have (?:me|you|her|him)|(?:no one|nobody|noone) (?:else )?(?:wil|can|gets to)(?: have (?:me|you))?$|make sure i (?:do not|never|can not) (?:get|make it|arive|turn up)|sort (?:me|you) out|(?:coming|come) (?:for me|to get me)|(?:coming|come) (?:round|over)(?: [a-z]+){0,3} to (?:sort (?:me|you|this) out|get (?:me|you)|finish|teach (?:me|you)|deal with (?:me|you)|make (?:me|you))|finish what (?:he|she|they|i) started|you wil regret|(?:wil|is going to|gona) (?:get|finish|find) (?:me|you)|(?:wil|is going to) make (?:me|you) pay|knows where i live|watch your back`);
/** A message that says "I know where you are" without a threat in words: a threat only from someone who hurt the person. */
const VISIT_SIGN = w(`see you soon|(?:sent|sends|posted|left) (?:me )?(?:a )?(?:picture|photo|pic|video) of my (?:front door|door|house|flat|car|window|street|kids?)|(?:knows|found out) where i (?:live|work) now`);
/** Harm done before: an injury, a hospital visit, "done it before". */
const HARMED_BEFORE = w(`(?:broke|broken|fractured|cracked|split|dislocated) my (?:wrist|arm|nose|jaw|ribs?|finger|fingers|cheekbone|lip|collarbone|eye socket)|(?:ended up|was|went|landed) in (?:a e|hospital|the hospital|the er|emergency)|glassed me|(?:hit|attacked|beat|stabbed|went for) me with (?:a|the|his|her) (?:bottle|glas|belt|bat|hammer|chair|plate|pan|phone|iron|stick|knife|shoe|lamp|brick|bar|poker|kettle)|put me in (?:hospital|a e|the hospital)|(?:strangled|choked|stabbed|knocked out|hospitali[sz]ed) me|(?:has|had|s) (?:done it|done this|hit me|hurt me|attacked me|beaten me) before|(?:done|did) (?:stuf|things) (?:like this )?before|hurt me (?:before|last time|last year)|last time (?:he|she|they) (?:hurt|hit|attacked)`);
const KEY = w(`(?:stil )?(?:has|have|got|kept|keeps) (?:a |the |my )?(?:spare )?keys? (?:to|for) (?:my|the|our) (?:flat|house|place|home|door|room)|(?:has|kept|got) my (?:spare )?keys`);
const MENACE_CANCEL = rx(`\\b(?:lol|haha|game|monopoly|joking|banter|film|movie|show|party games?|dinner party|surprise|birthday|cake)\\b`);

// ------------------------------------------------------------------------------------------ a no that was not heard

/** A no said more than once (blind round 8 missed "drove me home and came in. i said no twice"). */
const NO_REPEATED = w(`i (?:said|told (?:him|her|them)) no (?:twice|two times|three times|more than once|again and again|over and over|several times|repeatedly|a few times|again)(?! (?:to (?:the|his|her|my|a|an|their|our|some|any|borrow|lend|that|this)|when (?:my [a-z]+|she|he|they|someone) asked (?:to|for|if|me to)))|i (?:kept|keep|was) saying no|i said no (?:and|but) (?:he|she|they) (?:did not|didnt|would not|wouldnt|wont|kept|carried on|did it anyway)|(?:even though|after) i said no`);
/** Somewhere the two were alone: a lift home and in, a room, a bed. */
const ALONE_WITH = w(`(?:drove|walked|took|gave) me (?:a lift )?(?:home|back)(?: (?:and|then))? (?:came|come) (?:in|inside|up)|came back to (?:mine|my place|my flat|my room|my house)|(?:walked|took|drove) me (?:back )?to (?:his|her|their) (?:place|flat|room|house|car)|(?:my|his|her|their) (?:room|bedroom|flat|place|hotel room|car)|stayed (?:over|the night)|in (?:my|his|her|the) bed|on the sofa|touched me|kissed me|pinned me|on top of me|undressed|(?:my|his|her) clothes`);
const NO_CANCEL = rx(`\\b(?:extra shift|overtime|shifts?|promotion|job offer|offer|salesman|sales|cold cal+er|door to door|charity|invitation|invite|proposal|dessert|seconds|another drink|more wine|the dog|the kids|my kids|toddler|lol|haha)\\b`);

// ------------------------------------------------------------------------------------------ an older person

const OLDER_PERSON = w(`(?:my |our )?(?:gran|grandma|granny|nan|nana|grandad|grandpa|grandfather|grandmother)|my (?:elderly|old|frail|disabled) (?:mum|mom|dad|mother|father|aunt|uncle|neighbour)|(?:[6-9]\\d) year old (?:mum|mom|dad|mother|father|neighbour|man|woman)|(?:has|with) dementia`);
/** The person writing is the older one. */
const SELF_OLDER = w(`i am (?:[6-9]\\d)|my pension|my carer|at my age|(?:[6-9]\\d) years old`);
const EXPLOITED = w(`(?:taking|taken|took|takes|steals|stole|stealing) (?:money|cash) from (?:her|his|my) (?:purse|wallet|acount|bank)|(?:taken|took|takes) (?:over )?(?:her|his|my) (?:bank card|card|pension|benefits|savings|money|pin)|(?:has|got) (?:her|his|my) (?:bank card|pin|pension)|(?:has|have) bruises|bruised|(?:is not|not|barely|isnt) eating|lost (?:so much )?weight|left (?:in|on) (?:her|his) own (?:al day|for days)|(?:dirty|soiled) (?:sheets|clothes|bed)`);
const KEPT_AFRAID = w(`(?:too )?(?:scared|afraid|frightened|terified) (?:to say|to tel|of (?:him|her|them)|to ask)|(?:shouts|screams|yels|snaps) at (?:her|him|me)|(?:wil not|wont|does not) let (?:us|me|anyone) (?:visit|se|talk to|be alone with) (?:him|her|them)|(?:wil not|wont) let us visit|alone with (?:him|her) (?:any ?more)?|if i ask for (?:money|food)`);
const ELDER_CANCEL = rx(`\\b(?:fel|fell|a fal|the fal|after a fall|hospital said|doctor said|dementia makes|lol|haha|birthday present|pocket money|gave me)\\b`);

// ------------------------------------------------------------------------------------------ a drink from a stranger

const DRINK_GIVEN = w(`(?:gave|handed|bought|got|brought|made) me (?:a |another |one )?(?:drink|shot|glas|cocktail|beer|cup)|(?:a |the )?drink (?:he|she|they|someone|a guy|a stranger) (?:gave|bought|handed|made)`);
const LEGS_WENT = w(`(?:could not|can not|couldnt) (?:stand|walk|move|talk|speak|see straight|keep my eyes open)|my legs (?:went|gave way|stopped working)|(?:everything|the room) (?:was )?spinning|found me (?:[a-z]+ ){0,4}(?:behind|on the floor|on the ground|outside|in the toilets)|top (?:was )?ripped|(?:passed|pased) out`);
const DRINK_FROM_CANCEL = rx(`\\b(?:lol|haha|so drunk|too much|ten|tequila|hangover|hungover|my round|shots all night|dehydrated|heat|sun|heatstroke|diabetic|epilep[a-z]*)\\b`);

export const DANGER_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  {
    family: 'self', group: 'farewell_acts', weight: 3, window: 0, atLeast: 2,
    all: [LETTERS_TO, HANDED_ON, WOUND_UP, NO_AFTER, ALL_SORTED, LAST_ROUND],
    why: 'several farewell acts: letters, things handed on, admin ended, nothing after',
  },
  // Thanks and a calm are how many people close a good conversation with a coach ("thanks for everything, I'm at
  // peace with my decision"): they count only beside a farewell act.
  { family: 'self', group: 'farewell_words', weight: 1.5, all: [ANY_ACT, THANKS_OR_CALM], window: 0, why: 'thanks for everything or a new calm, beside a farewell act' },
  { family: 'other_self', group: 'other_signs_self', weight: 3, all: [OTHER_ONE, OTHER_GIVES], window: 0, why: 'someone else handing things on, not needing them' },
  { family: 'other_abuse', group: 'child_harm', weight: 3, all: [CHILD, SHUT_OUT, RAGE_AT], window: 0, why: 'a child shut out at night, crying or raged at' },
  { family: 'other_abuse', group: 'child_harm', weight: 3, all: [CHILD, OLDER, SECRET_MEET], window: 0, why: 'an adult grooming a child: secret, asks to meet' },
  { family: 'other_abuse', group: 'child_harm', weight: 3, all: [CHILD, CRUEL], window: 0, why: 'a child punished by being shut out or shut in, or not fed' },
  { family: 'other_abuse', group: 'child_secret', weight: 3, all: [CHILD, TOLD_NOT_TO_TELL, BODY_GAMES], window: 0, why: 'a child told not to tell about games of the body or the bath' },
  { family: 'other_abuse', group: 'child_secret', weight: 3, all: [CHILD, TOLD_NOT_TO_TELL, CHILD_FEAR], window: 0, why: 'a child told not to tell, and frightened when asked' },
  { family: 'other_abuse', group: 'their_partner', weight: 3, all: [THEIR_PARTNER, THEIR_SIGNS], window: 0, why: "someone's partner, with marks or control" },
  { family: 'abuse', group: 'stalk_any', weight: 3, all: [TURNS_UP, WATCHED], window: 0, why: 'someone keeps turning up where the person is, at their times' },
  { family: 'abuse', group: 'stalk_any', weight: 3, all: [SAID_NO, COMES_BACK], window: 0, why: 'told no, and back through new accounts or at the door' },
  { family: 'abuse', group: 'harm_threat', weight: 3.5, all: [MENACE, HARMED_BEFORE], window: 0, why: 'a threat from someone who has hurt the person before' },
  { family: 'abuse', group: 'harm_threat', weight: 3.5, all: [VISIT_SIGN, HARMED_BEFORE], window: 0, why: 'someone who hurt the person shows they know where to find them' },
  { family: 'abuse', group: 'harm_threat', weight: 3, all: [FORMER, MENACE], window: 0, why: 'an ex who threatens' },
  { family: 'abuse', group: 'harm_key', weight: 1.5, all: [FORMER, KEY], window: 0, why: 'an ex who still has a key' },
  { family: 'abuse', group: 'harm_before', weight: 1.5, all: [FORMER, HARMED_BEFORE], window: 0, why: 'an ex who has injured the person' },
  { family: 'other_abuse', group: 'elder', weight: 3, all: [OLDER_PERSON, EXPLOITED, KEPT_AFRAID], window: 0, why: 'an older person exploited or hurt, and kept afraid or apart' },
  { family: 'abuse', group: 'elder', weight: 3, all: [SELF_OLDER, EXPLOITED, KEPT_AFRAID], window: 0, why: 'an older person (the writer) exploited and kept afraid' },
  { family: 'abuse', group: 'spiked', weight: 3.5, all: [DRINK_GIVEN, LEGS_WENT], window: 0, why: 'a drink from someone, then legs that went' },
  { family: 'abuse', group: 'no_unheard', weight: 3.5, all: [NO_REPEATED, ALONE_WITH], window: 0, why: 'a no said more than once, alone with someone who came in or took the person home' },
];

export const DANGER_CANCELLERS: Record<string, RegExp> = {
  farewell_acts: ACTS_CANCEL,
  their_partner: rx(`\\b(?:rugby|football|sport|sports|boxing|martial arts|training|gym|fel|fell|accident|match|sweet|pay for|lol|haha|surgery|hockey)\\b`),
  other_signs_self: rx(`\\b(?:baby|older|outgrown|old|declutter[a-z]*|charity|sel|seling|sold|new one|new ones|upgrad[a-z]*)\\b`),
  farewell_words: ACTS_CANCEL,
  stalk_any: STALK_CANCEL,
  harm_threat: MENACE_CANCEL,
  elder: ELDER_CANCEL,
  child_harm: CHILD_CANCEL,
  spiked: DRINK_FROM_CANCEL,
  child_secret: SECRET_CANCEL,
  no_unheard: NO_CANCEL,
};


export const DANGER_SELF: Cue[] = [
  // People seen a last time without being told why; gifts left to arrive "whatever happens".
  cue('self', 'farewell_quiet', 3, `\\b(?:one|for the) last time\\b (?:[a-z]+ ){0,4}without (?:telling (?:them|anyone|him|her) why|saying why|them knowing)\\b`),
  // A day already settled, said without saying what for; alone a doubt at most, beside a new calm a plan.
  cue('self', 'day_settled', 1.5, `\\bknow (?:exactly )?what (?:happens|is happening|i am doing|i wil do) (?:on|this|next|come) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|week)\\b`),
  cue('self', 'farewell_quiet', 2, `\\bfrom me (?:whatever happens|no matter what happens|even if i am not (?:here|around))\\b`),
];

export const DANGER_ABUSE: Cue[] = [
  // Papers and phone taken by an employer or a household, and not allowed out: held, perhaps trafficked.
  cue('abuse', 'confine', 3, `\\b(?:took|takes|taken|kept|keeps|keep|have|has) my (?:phone and my |phone and )?(?:id|pasport|papers|documents)\\b (?:[a-z]+ ){0,12}(?:not alowed (?:out|to leave|to go out)|can not leave|sleep (?:in|at) (?:the back|the kitchen|the restaurant|the shop|work))\\b`),
  cue('abuse', 'allowance', 2, `\\bhave to beg (?:(?:him|her|them) )?for (?:money|cash)\\b`),
  cue('abuse', 'degrade', 2, `\\b(?:no one|nobody|noone) (?:would|wil|is going to) (?:ever )?believe (?:a man|a guy|a bloke|a woman|someone like (?:me|you))\\b`),
  cue('abuse', 'sexual_no', 3.5, `\\b(?:did it|kept going|carried on|had sex with me|forced (?:it|himself|herself) on me)\\b (?:[a-z]+ ){0,2}(?:even though|while|when|after) i (?:kept |was )?(?:saying|said|telling (?:him|her)|told (?:him|her)) (?:no|stop|to stop)\\b`, false),
  // "If I can't have you, no one will": a threat to kill in other words.
  cue('abuse', 'threat', 3.5, `\\bif (?:he|she|they|i) (?:can not|cant) have (?:me|you|her|him)\\b (?:[a-z]+ ){0,2}(?:no one|nobody|noone) (?:else )?(?:wil|can|gets to|is going to)\\b`, false),
  // Sex while the person is asleep or out, after being asked not to.
  cue('abuse', 'sexual', 3.5, `\\b(?:does|doing|did|do) (?:things|stuf|it|sexual things) (?:to|with) me (?:while|when) i (?:am|was|m) (?:asleep|sleeping|pased out|unconscious|out of it)\\b|\\b(?:touches|touched|touching|has sex with|had sex with|starts having sex with) me (?:while|when) i (?:am|was) (?:asleep|sleeping|pased out|unconscious)\\b`, false),
  // Control through what the person needs: the wifi, a key, the receipts.
  cue('abuse', 'daily', 2.5, `\\bonly (?:tels|gives|lets) me (?:it|the pasword|the wifi|the car|my phone|money|the keys?)? ?(?:once|when|if|after) i (?:have )?(?:done|finished|cleaned|behaved|earned|apologi[sz]ed)\\b|\\bto (?:his|her|their) standard\\b`),
  cue('abuse', 'money_ask', 2, `\\b(?:checks|goes through|reads) (?:the|my|al the|al my) (?:receipts|bank statements?|card statements?|spending)(?: every (?:night|day|week))?\\b`),
  cue('abuse', 'punish', 2, `\\bwithout asking (?:her|him|them)?,? ?(?:she|he|they) (?:does not|wil not|doesnt|wont|wil not) (?:speak|talk) to me for (?:days|a week|weeks)\\b`),
  cue('abuse', 'confine', 3, `\\b(?:locks|locked|lock) (?:the |our |my )?(?:front |back )?doors? (?:[a-z]+ ){0,3}(?:takes|took|keeps|has) (?:the |al the |her |his )?(?:only |spare )?keys? (?:with (?:him|her|them)|when (?:he|she|they) (?:goes|go|leaves|leave)|so i (?:can not|cant))\\b|\\btakes the keys? (?:with (?:him|her|them) )?(?:[a-z]+ ){0,5}so i (?:can not|cant) (?:get out|leave|go out)\\b`, false),
  cue('abuse', 'confine', 3, `\\b(?:keep|keeps|kept|have|has|took|hold|holds) my (?:papers|pasport|documents|visa|id|residence permit)\\b (?:[a-z]+ ){0,4}(?:and|so) (?:my )?(?:bank card|money|i (?:can not|have no))\\b`),
  cue('abuse', 'money', 2, `\\b(?:have|has|got) no money of (?:my|her|his) own\\b`),
];
