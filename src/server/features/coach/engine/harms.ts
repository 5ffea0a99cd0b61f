/**
 * Harm done by someone else, read as situations (decision 097; situations.ts has the body failing and the person's
 * own risk). The blind dev set told these without a single word the screen knew: a teenager who cannot go home when
 * the stepdad drinks, with marks round his neck; a coach's "special secret" and trouble if she tells; an online
 * "friend" who sends a 12-year-old gift cards and asks for pictures; a toddler and a baby alone through night shifts;
 * a grandparent starving, bruised and kept from visitors by a new carer; "I kept saying stop and he kept going"; the
 * shower an hour after "it happened"; a friend passed out while men go in and shut the door; a partner cleaning his
 * gun while saying how he'd miss her if she went away; a colleague with a rifle who will "make them all pay".
 *
 * Each combo needs ideas that are ordinary alone ("a secret", "my 8 year old", "a carer", "the shower", "his gun")
 * and a danger together. Cancellers name the ordinary settings behind the same ideas (a surprise party, a sport, a
 * hunting trip, a tickle, mud after a run, a parent popping out for a minute).
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
const STAGED = `first aid|cpr|(?:a|the|my|this|that) (?:[a-z]+ )?(?:course|lesson|drill)|training (?:day|session|video|course)|(?:in|from|watching|watched|playing|played|reading|read) (?:a |an |the |this |that |my )?(?:[a-z]+ )?(?:film|movie|episode|series|novel|book|documentary|podcast|article|video game|tv show)s?|the (?:character|protagonist|villain)|news (?:story|article|report)`;

// ------------------------------------------------------------------------------------------ a child at risk

/** Someone under 18: an age, a child's word, a school year. */
export const CHILD = w(`(?:1[0-7]|[1-9]) ?(?:yo|y o|year olds?|yr olds?|years old|yrs old)|(?:son|daughter|friend|niece|nephew|cousin|kid|child|girl|boy|sister|brother|grandson|granddaughter|stepson|stepdaughter|student|pupil)s? (?:is |aged |who is |of )?(?:1[0-7]|[1-9])(?! (?:min|mins|minutes|hours|days|weeks|months|am|pm|times|of))|teen|teens|teenager|teenage|toddler|baby|little (?:one|girl|boy|kid)|my (?:kid|kids|son|daughter|child|children|little boy|little girl)|(?:his|her|their) (?:kid|kids|son|daughter|child|children)|(?:sons|daughters|kids) (?:friend|mate|classmate)|nephew|niece|primary school|middle school|year (?:five|six|seven|eight|nine)|(?:\\d+(?:st|nd|rd|th)|fifth|sixth|seventh|eighth|ninth) grade`);
/** Somewhere the child does not dare to go home, or turned up at night. */
const UNSAFE_HOME = w(`(?:can not|could not|does not want to|do not want to|is scared to|scared to|afraid to|too scared to|refuses to|will not) go (?:back )?home|(?:sleep|stay|crash) (?:on|at) (?:our|my) (?:couch|sofa|floor|place|house)|turned up (?:at|on) (?:our|my) (?:door|house|place|doorstep)|turned up at (?:\\d+|midnight|night)|ran away from home|begged (?:me )?not to (?:make (?:her|him|them) )?go back|when (?:his|her|their) (?:step ?dad|stepdad|dad|father|mum|mom|mother|stepmum|stepmom|parents|mums boyfriend|moms boyfriend|uncle)s? (?:has |have |is )?(?:been )?(?:drinking|drunk|angry|in a mood|in one of his moods|in one of her moods)`);
/** Marks on someone else's body, or a bone broken. */
export const MARKS_THEM = w(`(?:marks?|bruises?|bruising|burns?|cuts?|welts?|scratch(?:es)?|red marks?|handprints?|hand prints?|finger ?marks?) (?:all )?(?:on|round|around|across|over|up|down) (?:his|her|their|the) (?:neck|throat|arms?|face|back|legs?|wrists?|forearms?|thighs?|hands?|feet|foot|chest|tummy|stomach|head|body|cheeks?|eyes?|bottom|ribs)|black eye|split lip|broken (?:arm|wrist|ribs?|leg|nose|collarbone)|fractured`);
const NECK_THEM = w(`(?:marks|bruises|bruising|red marks|handprints|finger marks) (?:all )?(?:on|round|around|across) (?:his|her|their) (?:neck|throat)`);
/** A secret an adult set: special, "ours", with trouble if told. */
const ADULT_SECRET = w(`special secret|(?:our|a|their) (?:little )?secret (?:game|club|place)?|(?:get|be|are|is) in (?:big |so much |real )?trouble if (?:she|he|they|i|you) (?:tells?|says?|told)|(?:it is|its) (?:their|our) (?:thing|little thing)|not to (?:bother|worry) (?:his|her|their) parents|(?:told|tells|says to|said to|made|asked) (?:her|him|them) (?:not to (?:tell|mention|say anything|let on)|promise not to (?:tell|say)|never to (?:tell|mention))|keep (?:it|this|their (?:chats?|messages?)|the (?:chats?|messages?)) (?:a )?secret|just between (?:them|us|the two of (?:them|us))|delete (?:the|their|his|her) (?:messages|chats|texts)`);
/** What someone grooming a child does: gifts, pictures, a meeting, a move to a private app. */
const GROOMING = w(`(?:sends|sent|buys|bought|gives|gave|giving|sending|buying) (?:him|her|them) (?:gift cards?|money|robux|v ?bucks|skins|presents|gifts|credit|a phone|vouchers|vapes?|alcohol|weed|cigarettes|drinks)|(?:driving|drives|drove|takes|took|taking) (?:him|her|them) home alone|alone in (?:his|her|their) car|(?:asking|asked|asks|ask|begging|wants)(?: [a-z0-9]+){1,5} (?:for|to send) (?:pics|pictures|photos|videos|selfies|nudes)|(?:pics|pictures|photos|videos) of (?:him|her|them) (?:in the (?:bath|shower)|in (?:bed|(?:his|her|their) )?(?:underwear|pyjamas|pajamas|pants)|undressed|naked|without)|(?:he|she|they|man|guy|adult) (?:[a-z]+ ){0,2}(?:wants|asked|asks|asking|is asking|keeps asking|begging) (?:him |her |them )?to meet (?:up )?(?:with )?(?:him|her|them|in person|up|irl)\\b(?! (?:[a-z]+ )?(?:friend|friends|mate|mates|cousin|team|class|group|mum|mom|dad))|(?:her|his|their|your) parents (?:would not|will not|do not|would never) understand|(?:special|secret) friendship|(?:move|moved|switch|switched) (?:the chat|to snapchat|to whatsapp|to telegram|to discord|to a private)`);
const SECRET_CANCEL = rx(`\\b(?:surprise|present|presents|gift for (?:mum|mom|dad|you|me|her mum|his mum)|birthday|party|christmas|santa|tooth fairy|easter|recipe|hiding place|treasure hunt|handshake|spoiler|crush|${STAGED})\\b`);
/** A small child: under seven, a baby, a toddler. */
const SMALL_CHILD = w(`[0-6] ?(?:yo|year old|yr old|years old|month old|months old)|babies|baby|toddlers?|infant|newborn|little ones`);
/** Left with nobody, by night, a shift, hours. */
const LEFT_ALONE = w(`(?:leaves|left|leaving|leave) (?:[a-z0-9]+ ){0,5}(?:alone(?! with)|on (?:their|his|her) own|by (?:themselves|himself|herself)|unattended)|home alone|alone in the (?:house|flat|apartment|car)|(?:nobody|no one|no adult) (?:is )?(?:with|watching|looking after) (?:them|him|her)`);
const ALONE_LONG = w(`night|nights|overnight|all day|all night|for hours|hours|shift|shifts|weekend|days|goes out|went out|(?:a|for a|over a) (?:week|month)|every (?:night|day|weekend)|cries for hours|crying for hours`);
const ALONE_CANCEL = rx(`\\b(?:minute|minutes|a sec|shower|loo|toilet|nap|naptime|monitor|next room|garden|popped|quick|babysitter|sitter|nanny|is it ok|is it okay|what age|how old|${STAGED})\\b`);

// ------------------------------------------------------------------------------------------ an older person harmed

export const OLD = w(`(?:nan|nana|nanna|nanny|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|great (?:aunt|uncle))s?|(?:elderly|old|aging|ageing|frail) (?:mum|mom|dad|mother|father|neighbour|neighbor|aunt|uncle|man|woman|lady|relative)|care home|nursing home|retirement home|(?:7|8|9)\\d (?:year old|yo|yr old)|in (?:his|her|their) (?:80s|90s|eighties|nineties)`);
export const ELDER_MONEY = w(`(?:no|not have|does not have|without) (?:money|cash) for (?:food|heating|bills|her pills|his pills)|(?:bank )?card|pension|savings|(?:money|cash) (?:is |keeps |has been |has )?(?:missing|going missing|gone|disappearing)|account (?:is )?(?:emptied|drained|empty)|withdrawals|took over (?:his|her|their) (?:bank|money|finances|card|account)|power of attorney|signed (?:[a-z]+ ){0,2}(?:over|away)|muddled and|changed (?:his|her|their) will`);
export const ELDER_NEGLECT = w(`soiled|(?:same|dirty) (?:clothes|nightie|nightdress|pyjamas|pajamas|pad|sheets)|starving|always hungry|(?:not|never) (?:being )?fed|no food|unwashed|bed ?sores|pressure sores|dehydrated|left (?:in bed|for hours|for days|in (?:his|her) own)|(?:keeps|kept|keep) (?:her|him|them) in bed|sores on (?:her|his|their) (?:back|bottom|heels|hips)|smells of (?:urine|wee)|no heating`);
export const ELDER_FEAR = w(`scared|afraid|frightened|terrified|whispered|flinch[a-z]*|goes quiet when|(?:will not|does not) talk (?:when|in front)`);
export const ELDER_ROUGH = w(`rough with|bruis[a-z]*|marks on (?:his|her|their)|grabbed|shouts at|shouted at|yells at|pushed|slapped|pinched|handled roughly`);
export const ELDER_KEPT = w(`(?:will not|does not|never) let (?:me|us|anyone|the family) (?:see|visit|talk to|speak to|be alone with) (?:him|her|them)|(?:not|never) (?:allowed )?(?:to )?see (?:him|her|them) (?:alone|on (?:his|her|their) own)|takes (?:his|her|their) phone|stops (?:us|me|the family) (?:visiting|calling|seeing)|(?:told|asked) (?:me|us) to (?:stop|not keep) visiting|(?:stop|limit|cut down) (?:my|our) visits`);

// ------------------------------------------------------------------------------------------ sexual harm

/** A "no", a "stop", or a body that could not say either. */
const NO_GIVEN = w(`where i (?:did not|do not) want|(?:kept|keep|kept on) (?:saying|telling (?:him|her|them)) (?:no|stop|to stop|i wanted to stop|i did not want)|(?:said|told (?:him|her|them)|asked (?:him|her|them)) (?:no|to stop|stop|i wanted to stop|i did not want (?:to|it))|i (?:wanted|asked) (?:him |her |them )?to stop|i (?:froze|was frozen|was asleep|was crying|pushed (?:him|her|them) (?:away|off)|was too drunk to)|pretended to (?:be asleep|sleep)`);
/** And it went on. */
const WENT_ON = w(`(?:kept|keeps) (?:moving|touching|putting|sliding) (?:his|her|their) hands?|(?:his|her|their) hands? (?:went|moved|kept going) (?:where|under|down|up)|touched me (?:where|even)|(?:just )?(?:kept|keep) going|carried on|did not stop|would not stop|went ahead|did it anyway|once i relaxed|(?:i would|i will|i d|id) (?:like|enjoy) it|(?:he|she|they) finished|held me (?:down|there)|pinned me`);
const NO_CANCEL = rx(`\\b(?:tickl[a-z]*|talking|singing|song|music|driving|drive|run|running|race|workout|playing|joke|jokes|teasing|prank[a-z]*|texting|calling|messag[a-z]*|lecture|rant[a-z]*|complain[a-z]*|argu[a-z]*|speech|story|bike|pace|dancing|spending|buying|eating|drinking|vaping|smoking|${STAGED})\\b`);
/** Wanting to wash it off, hours in the shower. */
const WASH_OFF = w(`(?:want|wanted|trying|need|needed) to (?:wash|scrub|get) (?:it|him|her|them|all of it|everything|the smell|the feeling|him off me|it all) (?:all )?off|(?:sitting|sat|standing|been) in the shower (?:for|since|crying)?|i am (?:sitting|sat) in the shower|can not stop (?:showering|washing|scrubbing)|scrubbed (?:my skin|until)|feel (?:so )?(?:dirty|disgusting|filthy|gross) (?:all over|inside)`);
const UNNAMED_EVENT = w(`it happened|what happened|what (?:he|she|they) did|(?:do not|did not) want to (?:go to|call|tell) (?:the )?police|report (?:it|him|her|them)|(?:an|about an|half an) hour ago|after (?:he|she|they) left`);
const WASH_CANCEL = rx(`\\b(?:mud|muddy|paint|glitter|sweat|sweaty|gym|festival|camping|dye|sunscreen|smoke|bbq|garden|gardening|hike|spray tan|fake tan|slime|oil|grease|fish|bins|puke|vomit|sick on me|poo|nappy|manure|sand|beach|run|${STAGED})\\b`);
/** A few drinks and the night gone too fast, or someone else supplying them. */
const FEW_DRINKS = w(`(?:only |just |like )?(?:had )?(?:one|two|2|1|a couple of|a couple) (?:drinks|beers|glasses|ciders|pints|cocktails) (?:and|then|before|but)|everything went (?:sideways|blurry|black|hazy|weird|fuzzy|dark)|hit me (?:way )?(?:too )?(?:so )?(?:fast|hard|out of nowhere)|(?:some guy|a guy|someone|a stranger|some man|a man|he|they) (?:kept )?(?:bringing|buying|handing|getting|making|passing) me (?:drinks|shots|another)`);
/** A body that shows something happened: underwear gone, bruises on the thighs, sore. */
const BODY_AFTER = w(`(?:no|without (?:my|any)|missing my|could not find my) (?:underwear|knickers|pants|bra)|underwear (?:was |is )?(?:gone|missing|on backwards|inside out|ripped)|clothes (?:were |was )?(?:off|missing|inside out|ripped|torn)|bruises (?:on|all over|up) my (?:thighs|legs|inner thighs|hips|wrists)|(?:sore|hurts|bleeding) down there|woke up (?:naked|undressed)`);
const DRINK_BODY_CANCEL = rx(`\\b(?:gym|leg day|squats|hike|hiking|football|rugby|hockey|laundry|washing|packed|forgot to pack|suitcase|swim|swimming|beach|skinny dip[a-z]*|${STAGED})\\b`);
/** Someone who cannot consent, and others going to them. */
const OUT_COLD = w(`passed out|unconscious|out cold|too drunk to (?:stand|walk|talk|move)|can not (?:stand|walk) (?:up)?|barely conscious|completely wasted|blacked out`);
const OTHERS_IN = w(`(?:guys|men|boys|some guy|a guy|some man|older guy|strangers?|they) (?:keep |kept |keeps |are |were )?(?:going in|went in|go in|taking (?:her|him) (?:upstairs|into)|took (?:her|him) (?:upstairs|into)|carrying (?:her|him)|carried (?:her|him)|dragging (?:her|him)|shutting the door|shut the door|locked the door|alone with (?:her|him))`);
const OUT_CANCEL = rx(`\\b(?:check on|checking on|to help|paramedic|paramedics|first aider|medics|recovery position|her boyfriend is with her|${STAGED})\\b`);

// ------------------------------------------------------------------------------------------ violence and threats

/** Someone close who has hurt the person's body. */
const HURT_ME = w(`(?:girlfriend|boyfriend|wife|husband|partner|fiance|fiancee|she|he|they) (?:has |have |had )?(?:[a-z]+ )?(?:scratched|clawed|bit|bitten|slapped|punched|kicked|hit|shoved|pushed|choked|strangled|headbutted|elbowed|kneed|tripped|thrown things at|threw things at|burned|burnt|spat at) me`);
/** Said as something that repeats, that cut off help, or that a man "can't" complain about. */
const HURT_CONTEXT = w(`(?:a few|several|many|three|two|loads of|so many) times|(?:another|second|third|fourth|fifth) (?:accident|time)|accidents? this (?:week|month|year)|black eye|again|(?:smashed|broke|took|hid|threw) my phone|so i (?:could not|can not|would not be able to) (?:call|ring|phone|text)|(?:guys|men|blokes|a guy|a man) (?:do not|can not|are not (?:supposed|allowed) to) (?:get to )?(?:complain|report|say anything|be hit)|(?:nobody|no one) (?:believes|would believe) (?:men|a guy|a man|me)|hide the (?:marks|scratches|bruises)|(?:is it|it is) normal`);
const HURT_CANCEL = rx(`\\b(?:tickl[a-z]*|pillow|play ?fight[a-z]*|wrestl[a-z]*|jiu ?jitsu|judo|bjj|sparring|sport|in (?:her|his|their) sleep|asleep|sleepwalk[a-z]*|cat|kitten|puppy|snowball|playful[a-z]*|kidding|teasing|cuddl[a-z]*|${STAGED})\\b`);
/** A weapon handled in front of the person. */
const WEAPON_HELD = w(`(?:cleaned|cleaning|cleans|loading|loaded|loads|polishing|polished|sharpening|sharpened|sharpens|showed me|shows me|showing me|left|laid|waving|waved|holding|held|playing with|got out|took out|pointed) (?:his|her|their|a|the|my dads|a big)? ?(?:gun|rifle|shotgun|pistol|revolver|knife|knives|machete|axe|blade|crossbow)`);
/** While talking of the person leaving, or of no one else having them. */
const LEAVING_TALK = w(`(?:if|when|whenever) i (?:ever )?(?:went away|go away|leave|left|go|went|tried to leave|try to leave|break up|broke up|see (?:him|her|them) again|talk to)|miss me|without me|(?:nobody|no one) else (?:could|would|will|can) have me|till death|(?:would|will) be a shame`);
/** Paying people back: "make them all pay", "bring something in", "end him", "I know where he parks". */
const VENGEANCE = w(`(?:make|making) (?:them|you|everyone|all of them|em|him|her|people) (?:all )?pay|(?:they|everyone) (?:will|are going to|is going to) (?:all )?(?:regret|be sorry|pay)|teach (?:them|him|her|everyone) a lesson|(?:bring|bringing) something (?:in|to work|to school|to the office)|(?:going to|gonna|will) (?:end|finish|shoot|stab|get) (?:him|her|them|everyone|that [a-z]+)|know where (?:he|she|they) (?:parks|lives|works|sleeps)`);
const WEAPON_ANY = w(`gun|guns|rifle|shotgun|pistol|revolver|firearm|ammo|ammunition|bullets|knife|knives|machete|axe|crossbow|bomb|explosives?|(?:baseball )?bat|crowbar|hammer|golf club`);
const WEAPON_CANCEL = rx(`\\b(?:taste|tastes|chilli|chili|curry|dish|cook off|bake off|barbecue|bbq|competition|hunting|hunt|range|clay|deer|pigeon|season|chef|cooking|recipe|chopping|carving|veg|vegetables|paintball|airsoft|nerf|water (?:gun|pistol)|glue gun|nail gun|staple gun|toy|fortnite|call of duty|cod|${STAGED})\\b`);

// ------------------------------------------------------------------------------------------ kept from people, afraid

const BAD_FOR_ME = `(?:a bad influence|toxic|trouble|bad for me|bad news|jealous of us|trying to (?:split|break) us up|using me|not good for me|poisoning me|against us)`;
const PEOPLE_BANNED = w(`(?:says|said|thinks|keeps saying|tells me|told me) (?:that )?(?:she|he|they|my [a-z]+|[a-z]+) (?:is|are|was|were) ${BAD_FOR_ME}|(?:calls|called|calling) (?:him|her|them|my (?:[a-z]+ )?[a-z]+|[a-z]+) ${BAD_FOR_ME}`);
const FEAR_REACT = w(`goes (?:really |all |very )?(?:quiet|cold|silent|dark) and (?:scary|weird|menacing)|(?:gets|goes|is|becomes) (?:really |so |very )?(?:scary|frightening|menacing)|(?:scary|scared|afraid|frightened) (?:if|when|whenever) i (?:mention|see|bring up|talk about)|(?:if|when|whenever) i (?:mention|bring up|see) (?:her|him|them|[a-z]+) (?:he|she|they) (?:goes|gets|explodes|sulks|loses it|punishes)`);
const CUT_OFF = w(`(?:have not|has not|not) seen (?:her|him|them|my(?: [a-z]+){1,2}|[a-z]+) (?:in|for) (?:almost |nearly |over )?(?:a year|months|ages|\\d+|two|three|six|a long time)|leave (?:her|his|their) (?:texts|messages) on read|ignore (?:her|his|their) (?:texts|calls|messages)|(?:easier|safer) (?:that way|not to)|lost touch with`);
/** Made to drop people, or people barred from the home. */
const MADE_DROP = w(`(?:made|makes|forced|forces) me (?:to )?(?:delete|block|unfriend|unfollow|cut off|drop|ditch|remove|stop seeing|stop talking to) (?:all )?(?:of )?my (?:[a-z]+ )?(?:friends|mates|family|contacts|sister|brother|mum|mom|dad|parents)|(?:my )?(?:sister|brother|mum|mom|dad|parents|friends|best friend|family) (?:is|are) not allowed (?:round|over|here|in the house|to visit|to come)`);
const LOVE_EXCUSE = w(`because (?:he|she|they) loves? me (?:too much|so much)|(?:jealous|protective) because (?:he|she|they) loves? me|(?:says|said) (?:it is|its) (?:only )?because (?:he|she|they) (?:loves|cares about) me`);
const BANNED_CANCEL = rx(`\\b(?:my (?:mum|mom|dad|parents|boss|manager|therapist|coach|teacher)|at work|the office|${STAGED})\\b`);

/** A threat to the person's life, said or sent by someone. */
const THREAT_LIFE = w(`(?:will not|wont|would not|never) (?:live|make it|survive) to see|(?:you will|you would|i will|i would) be dead (?:by|before|if)|end up in a (?:box|ditch|body bag)|(?:six|6) feet under|(?:will|would) be the last thing (?:you|i) (?:ever )?do`);
const SAID_BY = w(`texted|messaged|said|says|told me|threatened|warned|wrote|sent|voicemail|dm d|dmd`);
/** Asleep or out, and sex done to the person. */
const ASLEEP = w(`asleep|fallen asleep|fell asleep|sleeping|passed out|unconscious|woke up (?:and|to|with)|when i woke`);
const SEX_ON_ME = w(`(?:having|had|was having) sex with me|on top of me|inside me|(?:touching|undressing|groping) me|(?:his|her|their) hands? (?:was |were )?(?:in|down|inside) my`);
const ASLEEP_CANCEL = rx(`\\b(?:cat|dog|kitten|puppy|baby|toddler|kids|son|daughter|${STAGED})\\b`);
/** A child's injury with a story that does not fit it. */
/** Sport and play, where children really do fall and bruise. */
const PLAY_CANCEL = rx(`\\b(?:rugby|football|scrum|match|training|trampoline|playground|climbing frame|bike|scooter|skat[a-z]*|gymnastics|hockey|judo|karate|pe|sports day|tree|${STAGED})\\b`);
const STORY_MISFIT = w(`(?:says|said|claims|claimed|told (?:me|us)) (?:that )?(?:the (?:cat|dog) did it|(?:she|he|they) fell|it was (?:an accident|the cat|the dog|nothing|a fall)|(?:she|he|they) walked into)|(?:will not|would not|wont) (?:say|tell (?:me|us)) (?:what happened|how)|(?:laughed|brushed|shrugged) it off|flinch[a-z]*|(?:says|said) (?:it is|its|it was) nothing|(?:does not|did not|doesnt) (?:add up|make sense|fit)|(?:we|they) (?:do not|did not|never) (?:have|had|own) a (?:cat|dog)|story (?:keeps )?chang[a-z]*`);
/** Reading the partner's mood from signs before going in; a night that will be bad. */
const VIGILANCE = w(`(?:check|read|gauge|test|watch) (?:his|her|their) (?:mood|face|tone)|(?:can|could) tell (?:from|by) (?:the|his|her|their) (?:shoes|car|door|voice|footsteps|keys|face)|(?:sit|wait|sat|waited) in the car (?:before|until|til) i (?:go|went) in`);
const BAD_NIGHT = w(`(?:going to|gonna) be a bad (?:night|day|one|evening)|(?:he|she|they) (?:is|are) in (?:one of (?:his|her|their)|a) moods?|walk(?:ing)? on eggshells|brace myself|(?:it is|its) going to kick off`);

/** A small child crying for a day with no adult answering. */
const CRY_LONG = w(`(?:crying|screaming|wailing) (?:since|for|all) (?:yesterday|hours|two days|all night|all day|this morning|last night|ages)`);
const NO_ADULT = w(`(?:nobody|no one|nobodys|no ones) (?:has |is )?(?:answered|answers|answering|came to) the door|(?:nobody|no one) (?:is )?(?:home|in)|(?:car|lights) (?:is |are |s )?(?:gone|off|not there)|(?:mum|mom|dad|parents|mother|father) (?:is |are )?(?:not|never) (?:there|home|around)`);
/** The phone kept open to the partner, on pain of a scene (not "she reads everything on her phone": her own). */
const PHONE_OPEN = w(`(?:have to|must|made to|makes me|made me) (?:leave|keep|hand over) my phone (?:unlocked|open|on the table|where (?:he|she|they) can see)|(?:reads|checks|goes through) (?:everything|all of it|every message)(?! (?:on|from) (?:her|his|their) (?:own )?(?:phone|screen|tablet|laptop|kindle))|(?:if|when) i (?:change|changed) (?:the|my) (?:code|password|passcode|pin) (?:he|she|they) (?:screams|yells|explodes|loses it|rages|goes mad)`);
/** Money held: the account's password changed, an allowance, asking to buy necessities. */
const ACCOUNT_LOCKED = w(`changed the (?:password|pin|login) (?:to|on|for) (?:our|my|the) (?:joint )?(?:account|bank|card)`);
const DOLED_OUT = w(`(?:puts|gives|leaves) (?:me )?(?:£|\\$)?\\d+ (?:in|into) my (?:purse|wallet|account)`);
const MONEY_HELD = w(`(?:had|have|has) to ask (?:him |her |them )?(?:to|before i|for permission to|if i can) (?:buy|spend|get)`);
/** What happens to those who leave, shown on an animal or said. */
const SHOWN_THREAT = w(`(?:that is|thats|this is) what happens (?:to )?(?:people|things|girls|women|anyone|you|wives|girlfriends|boyfriends|husbands) (?:that|who) (?:leave|leaves|left|cross|lie|talk back|try to leave)|(?:held|dangled|hung) (?:my|the|our) (?:cat|dog|kitten|puppy|rabbit|pet) (?:over|out of|off)`);
/** Someone unknown who keeps leaving things and knows the person's days. */
const LEAVES_THINGS = w(`(?:keeps|kept|has been) leaving (?:flowers|notes|gifts|letters|things|presents) (?:on|at|outside|by)`);
const KNOWS_MY_DAY = w(`(?:notes|messages|texts|letters|cards) about (?:what i (?:wore|was wearing|did|ate)|where i (?:was|went|go)|my (?:day|routine|outfit))|knows (?:what i (?:wore|was wearing)|my routine|when i leave)|(?:do not|did not) know who (?:it is|is doing it|sent them|it was)`);
/** Kept from leaving until something sexual was done. */
const NOT_LET_OUT = w(`(?:would not|did not|will not|wouldnt|didnt) let me (?:out|leave|go|get out)(?: [a-z]+){0,4} (?:until|till|unless) i (?:did|do|gave|slept|kissed|let)`);
/** A night in pieces, someone's weight on the person, one drink. */
const NIGHT_BITS = w(`only remember (?:bits|flashes|pieces|fragments)|flashes of|bits and pieces of`);
const ON_ME = w(`(?:someone|somebody|he|a man|a guy|some guy) (?:heavy )?(?:was )?on (?:top of )?me`);
const ONE_DRINK = w(`(?:had|only had|just had|after) (?:one|two|a single|a) (?:drink|cocktail|glass|beer|wine|cider)s?`);
const BITS_CANCEL = rx(`\\b(?:gym|leg day|squats|hike|hiking|football|rugby|hockey|swim|swimming|beach|lol|haha|kebab|pizza|hangover|hungover|karaoke|the sofa|the couch|my own bed|dog|cat|baby|toddler|${STAGED})\\b`);
/** Hands or pressure on the person's neck, and blacking out or no consent. */
const NECK_PRESSED = w(`(?:squeeze|squeezes|squeezed|squeezing|press|presses|pressed|grabs|grabbed|holds|held|chokes|choked|choking) my (?:neck|throat)|hands? (?:round|around|on) my (?:neck|throat)`);
const NECK_HARM = w(`blacked out|passed out|(?:could not|can not|couldnt) breathe|saw stars|went dizzy|without asking|(?:did not|never) ask|told (?:him|her|them) (?:to )?stop|scared`);
const NECK_CANCEL = rx(`\\b(?:massage|scarf|necklace|tie|bjj|jiu ?jitsu|judo|wrestling|sparring|physio|osteo|chiropract[a-z]*|${STAGED})\\b`);
/** Something sexual done without a yes, said without the words for it (blind round 19: "stuff had happened that i did not agree to"). */
const NOT_AGREED = w(`(?:stuff|things|something|it|sex|more) (?:had |has |that )?(?:happened|went on|was done|went further) (?:that |which )?i (?:did not|do not|never|had not) (?:agree to|agreed to|consent to|consented to|want|wanted|say yes to|said yes to|ask for)|(?:did not|never|could not|can not) (?:consent|agree|say yes) to (?:it|that|any of it|what happened|sex|anything|that stuff)|without my consent|i (?:did not|never) (?:say|said) yes`);
/** A night, a bed or a body out of the person's control: what makes it sexual and not a meeting or a contract. */
const NIGHT_AFTER = w(`(?:really |so |very |super |too )?(?:drunk|wasted|smashed|out of it|blacked out|passed out|asleep|high)|woke up|party|a date|(?:his|her|their|someones|a strangers) (?:place|flat|bed|room|house)|slept with|hooked up|sex|kiss(?:ed|ing)|making out|in bed|i froze|just froze|touched|undressed`);
const AGREED_CANCEL = rx(`\\b(?:contract|terms|landlord|lease|meeting|rota|schedule|policy|renovat[a-z]*|budget|holiday|decision|plan|plans|pay|paid|price|deal|refund|subscription|${STAGED})\\b`);

/** Sitting outside someone's home with a weapon, or waiting for them. */
const OUTSIDE_THEIRS = w(`(?:sitting|sat|waiting|parked|standing) outside (?:my ex s|my exs|his|her|their|my [a-z]+ s) (?:house|flat|place|work|office)`);

/** Someone who got the person's schedule or address and is always there when they come out. */
const GOT_MY_DAY = w(`somehow (?:got|has|found|knows)|(?:got|found out|has got|knows) my (?:new )?(?:work )?(?:rota|schedule|shifts?|shift times|address|number|timetable|route)`);
const ALWAYS_THERE = w(`always (?:in|at|outside|waiting (?:in|at|outside)|parked (?:in|at|outside)) (?:the|my) (?:[a-z]+ ){0,3}when (?:i|my)|(?:i have|i ve) moved (?:twice|three times|again)`);
/** Time outside measured, and silence or waiting in the dark as the punishment. */
const TIMES_ME = w(`(?:times|clocks|counts|checks how long) (?:my|how long i) (?:showers?|trips?|walks?|calls?|time out|minutes|am out)`);
const SILENT_PUNISH = w(`(?:does not|will not|doesnt|wont) speak (?:to me )?for days|silent treatment|sits? in the dark waiting|waiting (?:up )?for me in the dark|sulks for days`);

/** Violence to the home by someone there (blind round 20: a drunk brother's fist through the door). */
const VIOLENCE_TO_HOME = w(`(?:put|puts|putting|shoved|smashed|smashes|rammed) (?:his|her|their) (?:fist|foot|head|elbow|hand) (?:right )?through (?:my|the|our|a|his|her) (?:door|wall|window|mirror|tv|screen|cupboard)|(?:kicked|kicks|kicking|broke|breaks|smashed|smashes) (?:my|the|our) (?:bedroom |front |bathroom )?door (?:in|down|off)(?= *(?:[.,;!?]|$|and|then|so|while|because))|(?:punched|punches|punching|smashed|kicked) (?:a )?holes? in (?:my|the|our) (?:door|wall)`);
/** Told that reaching for help brings the same on the person, or hiding from them now. */
const HIDING_OR_NEXT = w(`(?:i am|i will be|i wil be|i would be|you are|you will be) next(?! (?:in|up|on|to|door|week|month|year|time|for))|if i (?:call|ring|phone|tell|text) (?:anyone|anybody|the police|the cops|someone|my [a-z]+)|(?:locked|barricaded|shut) myself in|(?:i am|i m|hiding|hid|stuck|waiting) (?:in|inside) (?:the|my) (?:bathroom|bedroom|toilet|loo|car|wardrobe|closet)`);
const HOME_CANCEL = rx(`\\b(?:dog|puppy|toddler|baby|accident|accidentally|by mistake|storm|wind|burglar alarm|${STAGED})\\b`);

export const HARM_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  { family: 'abuse', group: 'sexual_no', cancel: AGREED_CANCEL, weight: 3.5, all: [NOT_AGREED, NIGHT_AFTER], window: 0, why: 'something sexual done without a yes, after a night out of the person’s control' },
  { family: 'abuse', group: 'stalk_any', cancel: BANNED_CANCEL, weight: 3, all: [GOT_MY_DAY, ALWAYS_THERE], window: 0, why: 'someone who got the person’s schedule and is always there' },
  { family: 'abuse', group: 'daily', cancel: BANNED_CANCEL, weight: 3, all: [TIMES_ME, SILENT_PUNISH], window: 0, why: 'time outside measured, silence as punishment' },
  { family: 'other_abuse', group: 'child_alone', cancel: ALONE_CANCEL, weight: 3, all: [SMALL_CHILD, CRY_LONG, NO_ADULT], window: 0, why: 'a small child crying for hours with no adult answering' },
  { family: 'abuse', group: 'monitor', cancel: BANNED_CANCEL, weight: 3, all: [PHONE_OPEN], window: 2, why: 'the phone kept open to a partner, on pain of a scene' },
  { family: 'abuse', group: 'money_control', cancel: BANNED_CANCEL, weight: 3, atLeast: 2, all: [ACCOUNT_LOCKED, DOLED_OUT, MONEY_HELD], window: 0, why: 'money held by a partner' },
  { family: 'abuse', group: 'harm_threat', cancel: WEAPON_CANCEL, weight: 3.5, all: [SHOWN_THREAT], window: 2, why: 'what happens to those who leave, shown or said' },
  { family: 'abuse', group: 'stalk_any', cancel: SECRET_CANCEL, weight: 3, all: [LEAVES_THINGS, KNOWS_MY_DAY], window: 0, why: 'someone unknown leaving things and knowing the person’s day' },
  { family: 'abuse', group: 'assault_no', cancel: BITS_CANCEL, weight: 3.5, all: [NOT_LET_OUT], window: 2, why: 'kept from leaving until something sexual was done' },
  { family: 'abuse', group: 'spiked', cancel: BITS_CANCEL, weight: 3.5, atLeast: 2, all: [NIGHT_BITS, ON_ME, ONE_DRINK, FEW_DRINKS, BODY_AFTER], window: 0, why: 'a night in pieces, one drink, someone on the person' },
  { family: 'abuse', group: 'strangled', cancel: NECK_CANCEL, weight: 3.5, all: [NECK_PRESSED, NECK_HARM], window: 2, why: 'pressure on the neck, with blacking out or no consent' },
  { family: 'other_self', group: 'urgent_weapon', cancel: WEAPON_CANCEL, weight: 3.5, all: [OUTSIDE_THEIRS, WEAPON_ANY], window: 0, why: 'waiting outside someone’s home with a weapon' },
  { family: 'abuse', group: 'harm_threat', cancel: WEAPON_CANCEL, weight: 3.5, all: [THREAT_LIFE, SAID_BY], window: 2, why: 'a threat to the person’s life, said or sent' },
  { family: 'abuse', group: 'assault_no', cancel: ASLEEP_CANCEL, weight: 3.5, all: [ASLEEP, SEX_ON_ME], window: 2, why: 'asleep or out, and sex done to the person' },
  { family: 'other_abuse', group: 'child_harm', cancel: PLAY_CANCEL, weight: 3, all: [CHILD, MARKS_THEM, STORY_MISFIT], window: 0, why: 'a child’s injury with a story that does not fit' },
  { family: 'abuse', group: 'fear', cancel: BANNED_CANCEL, weight: 2.5, all: [VIGILANCE, BAD_NIGHT], window: 0, why: 'reading a partner’s mood before going in, a bad night expected' },
  { family: 'other_abuse', group: 'child_harm', weight: 3.5, cancel: SECRET_CANCEL, all: [CHILD, UNSAFE_HOME, MARKS_THEM], window: 0, why: 'a child afraid to go home, with marks on the body' },
  { family: 'other_abuse', group: 'child_harm', weight: 3, cancel: SECRET_CANCEL, all: [CHILD, NECK_THEM], window: 0, why: 'a child with marks round the neck' },
  { family: 'other_abuse', group: 'child_secret', weight: 3, cancel: SECRET_CANCEL, all: [CHILD, ADULT_SECRET], window: 0, why: 'a child holding a secret an adult set' },
  { family: 'other_abuse', group: 'child_harm', weight: 3.5, cancel: SECRET_CANCEL, all: [CHILD, GROOMING], window: 0, why: 'a child sent gifts, asked for pictures or to meet' },
  { family: 'other_abuse', group: 'child_alone', weight: 3, cancel: ALONE_CANCEL, all: [SMALL_CHILD, LEFT_ALONE, ALONE_LONG], window: 0, why: 'small children left alone for nights or hours' },
  { family: 'other_abuse', group: 'elder', weight: 3, cancel: rx(`\\b(?:${STAGED})\\b`), atLeast: 2, need: [OLD], all: [ELDER_MONEY, ELDER_NEGLECT, ELDER_FEAR, ELDER_ROUGH, ELDER_KEPT], window: 0, why: 'an older person neglected, robbed, hurt, afraid or kept from family' },
  { family: 'abuse', group: 'assault_no', weight: 3.5, cancel: NO_CANCEL, all: [NO_GIVEN, WENT_ON], window: 2, why: 'a no or a stop, and it went on' },
  { family: 'abuse', group: 'assault_after', weight: 3, cancel: WASH_CANCEL, all: [WASH_OFF, UNNAMED_EVENT], window: 0, why: 'wanting to wash it off after something unnamed' },
  { family: 'abuse', group: 'spiked', weight: 3.5, cancel: DRINK_BODY_CANCEL, all: [FEW_DRINKS, BODY_AFTER], window: 0, why: 'a night that went too fast, and a body that shows something happened' },
  { family: 'other_abuse', group: 'other_assault', weight: 3.5, cancel: OUT_CANCEL, all: [OUT_COLD, OTHERS_IN], window: 2, why: 'someone passed out while others go in to them' },
  { family: 'abuse', group: 'partner_hurt', weight: 3.5, cancel: HURT_CANCEL, all: [HURT_ME, HURT_CONTEXT], window: 0, why: 'hurt by someone close, again or with help cut off' },
  { family: 'abuse', group: 'harm_threat', weight: 3.5, cancel: WEAPON_CANCEL, all: [WEAPON_HELD, LEAVING_TALK], window: 0, why: 'a weapon handled while talking of the person leaving' },
  { family: 'other_self', group: 'urgent_weapon', weight: 3.5, cancel: WEAPON_CANCEL, all: [VENGEANCE, WEAPON_ANY], window: 0, why: 'someone set on paying people back, with a weapon' },
  { family: 'abuse', group: 'harm_threat', weight: 3.5, cancel: HOME_CANCEL, all: [VIOLENCE_TO_HOME, HIDING_OR_NEXT], window: 2, why: 'violence to the home, and the person hiding or told they are next' },
  { family: 'abuse', group: 'isolate_fear', weight: 2.5, cancel: BANNED_CANCEL, atLeast: 2, all: [PEOPLE_BANNED, FEAR_REACT, CUT_OFF, MADE_DROP, LOVE_EXCUSE], window: 0, why: 'friends called a bad influence, fear of a reaction, people no longer seen' },
];
