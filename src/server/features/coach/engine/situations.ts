/**
 * Situations the safety screen reads since decision 097, after a blind dev set recognised 32 of 60 crisis messages
 * said indirectly. The misses were not new words for old signs but whole situations the screen had no idea of:
 * a body failing now (a head hit then sickness and confusion, a chest crushed with an arm and sweat, a face fallen on
 * one side, a fit that does not stop, a throat closing after nuts), an older person neglected or robbed by a carer,
 * a child with a secret from a coach or an online "friend" who sends gifts and wants pictures, small children left
 * alone at night, a "no" that was not listened to, the shower after it, a partner who cleans a gun while talking of
 * leaving, a colleague with a rifle who will "make them pay", a date "sorted" with the passwords written down.
 *
 * Each situation is two or three IDEAS, each idea a family of wordings, that must meet in the message (window 0) or
 * in neighbouring sentences. No idea decides alone: "hit his head" is every playground, "slurring" every pub, "secret"
 * every surprise party; together they are the danger, however the person tells it. The cancellers name the ordinary
 * settings that bring the same ideas together (a first-aid course, a film, a sport, a move, a hunting trip).
 */
import { rx } from './normalize.js';
import type { Combo } from './signals.js';
import { HALF_JOKE } from './screen-words.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);

/** Settings where the same ideas are taught, staged or played: not happening to anyone now. */
const STAGED = `first aid|cpr|(?:a|the|my|this|that) (?:[a-z]+ )?(?:course|lesson|drill)|training (?:day|session|video|course)|(?:in|from|watching|watched|playing|played|reading|read) (?:a |an |the |this |that |my )?(?:[a-z]+ )?(?:film|movie|episode|series|novel|book|documentary|podcast|article|video game|tv show)s?|the (?:character|protagonist|villain)|news (?:story|article|report)`;

// ------------------------------------------------------------------------------------------ a body failing now

/** A blow to the head: hit, banged, came off a bike, fell down the stairs. */
const HEAD_HIT = w(`(?:hit|banged|bumped|smacked|cracked|knocked|whacked|bashed) (?:his|her|their|my|the back of (?:his|her|their|my)) head|head (?:injury|injuries|knock|wound)|concussion|concussed|(?:came|fell|come|falling|thrown) off (?:his|her|their|my|the) (?:bike|horse|scooter|skateboard|ladder|motorbike|roof|wall)|fell down (?:the )?stairs|knocked (?:out|unconscious|himself out|herself out)`);
/** What a hurt brain shows: sickness, confusion, questions repeated, sleepiness, slurred speech. */
const BRAIN_SIGNS = w(`thrown up|threw up|throwing up|been sick|being sick|vomit[a-z]*|keeps asking (?:me )?(?:the same|what|where)|asking (?:me )?the same (?:question|questions|thing)|repeating (?:himself|herself|themselves)|confused|does not know where (?:he|she|they) (?:is|are)|can not remember (?:what|where|who)|drowsy|can not stay awake|keeps (?:falling asleep|nodding off|dozing)|slurr[a-z]*|(?:blood|fluid) (?:from|coming out of|out of) (?:his|her|their) (?:ear|ears|nose)|one pupil|pupils (?:are )?(?:different|uneven)|worst headache|not making sense`);
/**
 * A headache that came on all at once, the worst ever (round 23 s05: "worst headache of his life, came on all of a
 * sudden", then sick and confused, got a script for a grievance): with sickness, confusion or a stiff neck it can be
 * bleeding in the brain.
 */
const SUDDEN_HEAD = w(`worst headache (?:of|in) (?:his|her|their|my) (?:whole |entire )?life|worst headache (?:ever|(?:i|he|she|they) (?:have|has) ever had)|(?:sudden|suddenly|out of nowhere|all of a sudden|thunderclap) (?:[a-z]+ ){0,3}headache|headache (?:[a-z]+ ){0,4}(?:came on|started|hit|began) (?:all of a sudden|suddenly|out of nowhere|in seconds|like a (?:thunderclap|bolt|punch))|(?:came on|started|hit) (?:all of a sudden|suddenly|out of nowhere|in seconds)`);
const HEADACHE = w(`headache|head (?:is )?(?:pounding|exploding|splitting)|pain in (?:his|her|their|my) head`);
const NECK_LIGHT = w(`stiff neck|neck (?:is |went |feels )?stiff|can not (?:stand|bear|look at) (?:the )?light|light (?:hurts|is hurting)`);
/** A chest held, crushed or tight, pressure on it. */
const CHEST = w(`(?:crushing|tight|heavy|squeezing|bad|sharp) (?:pain|pressure|feeling|ache)? ?(?:in|on|across) (?:his|her|their|my) chest|chest (?:pain|pains|pressure|tightness)|pain in (?:his|her|their|my) chest|chest (?:is |feels |went )?(?:tight|heavy|crushing|crushed)|pressure (?:in|on) (?:his|her|their|my) chest`);
/** What comes with a heart attack: the arm or jaw, sweat, grey skin, breath short, and it lasting. */
const HEART_SIGNS = w(`(?:left |right )?arm|jaw|sweat[a-z]*|clammy|grey|gray|pale|short of breath|breathless|can not catch (?:his|her|their|my) breath|dizzy|faint|nause[a-z]*|for (?:half an hour|an hour|over an hour|(?:\\d+|ten|twenty|thirty|forty) (?:min|mins|minutes))|indigestion|will not let me (?:fuss|call|ring)`);
/** A face fallen on one side, speech slurred or lost, an arm gone weak: a stroke's signs, any two together. */
const FACE_FALLEN = w(`face (?:is |looks |has |went |gone )?(?:droop[a-z]*|lopsided|sagging|saggy|fallen|dropped|crooked|numb)|droop[a-z]* on one side|one side of (?:his|her|their) (?:face|mouth|body)|(?:mouth|smile) (?:is |looks )?(?:lopsided|crooked|droop[a-z]*)`);
const SPEECH_LOST = w(`slurr[a-z]*|(?:can not|could not) (?:get|find) (?:his|her|their) words|words (?:are |were )?(?:coming out )?(?:jumbled|wrong|muddled)|not making sense|talking (?:gibberish|nonsense)`);
const LIMB_WEAK = w(`(?:arm|leg|hand) (?:is |feels |went |has gone )?(?:weak|numb|dead|floppy|heavy)|can not (?:lift|move|feel) (?:his|her|their) (?:left |right )?(?:arm|leg|hand)|weak on one side|numb on one side`);
/** A fit: shaking, jerking, stiff, eyes rolled. */
const FITTING = w(`seizure|seizing|fitting|having a fit|convuls[a-z]*|jerking|twitching (?:all over|uncontrollably)|shaking (?:all over|uncontrollably|violently|and)|on the floor shaking|went (?:all )?stiff|eyes (?:have )?(?:rolled|rolling|rolled back|went back)`);
/** What makes a fit an emergency: it goes on, it is the first, they do not come round, they turn blue. */
const FIT_DANGER = w(`(?:like |about |over |for |been |nearly )(?:\\d+|five|ten|three|four) (?:min|mins|minutes)|(?:will not|is not|has not|does not) stop|still (?:going|shaking|fitting|jerking)|(?:does not|has never|never) (?:have|had) (?:epilepsy|seizures|fits)|not epileptic|first (?:one|time|ever)|not (?:responding|waking|breathing)|eyes (?:have )?(?:rolled|rolling|rolled back|went back)|(?:lips|face) (?:going|turning|are|is) blue|foam[a-z]*`);
/** Something that sets off an allergy, or a sting. */
const ALLERGEN = w(`nuts?|peanuts?|cashews?|almonds?|sesame|shellfish|prawns?|shrimp|crab|lobster|bee|wasp|stung|sting|allerg[a-z]*|anaphyla[a-z]*`);
/** An airway or a face swelling shut. */
const AIRWAY = w(`throat (?:is |feels )?(?:getting |going |feels )?(?:tight|tighter|closing|closing up|swelling|swollen|itchy and tight)|tongue (?:is )?(?:swelling|swollen|going big)|lips (?:are |look |went |going )?(?:puffy|swelling|swollen|blowing up)|(?:face|eyes) (?:is |are )?(?:swelling|swollen|puffing up)|(?:struggling|hard|can not|could not) (?:to )?(?:breathe|swallow)|wheez[a-z]*|(?:his|her|their|the|no) (?:epi ?pen|pen|auto ?injector|adrenaline)`);
/** A drug taken, by name or as "something". */
const DRUG_TAKEN = w(`(?:took|taken|snorted|smoked|dropped|swallowed|necked|injected|had|tried|did) (?:some |a |an |a few |two |three )?(?:something|pills?|powder|molly|mdma|ecstasy|coke|cocaine|ket|ketamine|acid|lsd|shrooms|mushrooms|edibles?|spice|ghb|meth|crystal|speed|xanax|bars|lean|fent[a-z]*|heroin|stuff)|(?:someone|some guy|a guy|a girl|they) gave (?:him|her|them|me) (?:something|a pill|pills|some)|spiked`);
/** What a body in danger from a drug does. */
const DRUG_BODY = w(`heart (?:is )?(?:racing|pounding|going (?:crazy|mad|so fast)|beating (?:so |really )?fast)|burning up|overheating|boiling hot|too hot|confused|hallucinat[a-z]*|not making sense|fitting|seizure|shaking (?:all over|uncontrollably)|chest (?:pain|hurts)|can not breathe|passed out|collapsed|not waking|will not wake|unresponsive|foam[a-z]*|jaw (?:is )?(?:locked|clenched) and|pupils (?:are )?(?:huge|massive|pinned|tiny)`);
/** The whole of something swallowed, with no name for it. */
const WHOLE_TAKEN = w(`(?:took|taken|swallowed|downed|necked|had) (?:the|a|my) (?:whole|entire|full|rest of the) (?:bottle|box|packet|pack|strip|lot|tub|blister)|(?:took|taken|swallowed|downed|necked) (?:them|it) all`);
/** The moments after: sleepy, floaty, heavy, fading, and a goodbye. */
const AFTER_TAKEN = w(`(?:\\d+|ten|twenty|thirty|forty|a few|few) (?:min|mins|minutes|hours?) ago|(?:kinda |kind of |so |really |getting |feel |feeling )?(?:sleepy|drowsy|floaty|woozy|fuzzy|numb|heavy|fading|drifting)|nice (?:to talk|talking) to|wanted to say (?:goodbye|bye|thank)|(?:goodbye|bye) (?:then|now|for now)`);
const TAKEN_CANCEL = rx(`\\b(?:wine|prosecco|champagne|beer|vodka|gin|rum|whisky|tequila|water|juice|milk|ketchup|shampoo|sauce|cake|crisps|sweets|chocolate|biscuits|cookies|vitamins|to the party|to work|home|with me|back to|to the shop|to the tip|recycling|lol|haha)\\b`);
/** A wound that keeps bleeding, from the person's own hand. */
const STILL_BLEEDING = w(`(?:will not|does not|is not|can not get it to|wont) stop(?:ped)? bleeding|still bleeding|keeps bleeding|bleeding (?:through|everywhere|a lot)|soaked through`);
const OWN_WOUND = w(`deeper (?:than usual|than before|this time)|too deep|went deep|(?:cut|cuts|cutting) (?:again|last night)|than usual|again last night|my (?:arm|wrist|thigh|leg)`);
const BLEED_CANCEL = rx(`\\b(?:nose ?bleed|nose|period|gums|dentist|tooth|kitchen|cooking|knife slipped|chopping|shaving|paper cut|dog|cat|tattoo|piercing|${STAGED})\\b`);
/** Someone up on a railing, a ledge or a roof edge. */
const ON_EDGE = w(`(?:standing|stood|sitting|sat|balancing|climbing|climbed|hanging|dangling|leaning) (?:on|onto|over|off|out of|on top of) (?:the |a |his |her |their )?(?:balcony|railing|railings|ledge|edge of the roof|roof edge|parapet|window ?sill|window|bridge|wall of the bridge)`);
/** And not in their right mind, or saying they will go. */
const EDGE_RISK = w(`drunk|wasted|high|had a lot|had loads|off (?:his|her|their) (?:face|head)|tripping|can fly|laughing|will not (?:come|get) (?:down|back|in)|says (?:he|she|they) (?:will|is going to|wants to) jump|jump`);
const EDGE_CANCEL = rx(`\\b(?:cat|kitten|dog|bird|pigeon|parrot|squirrel|selfie|photo|photographer|window cleaner|painter|roofer|builder|scaffold[a-z]*|harness|${STAGED})\\b`);

// ------------------------------------------------------------------------------------------ the person's own risk

/** A day set: a date, "the day", "then". */
const DAY_SET = w(`(?:the |on the )?(?:\\d+|first|second|third|fourth|fifth|tenth|twentieth)(?:st|nd|rd|th)? (?:is|was) (?:sorted|set|decided|booked|the day|chosen)|(?:till|until|before) then|(?:that is|thats|it is|its) when|(?:picked|set|chose|chosen|decided on|fixed) (?:a|the) (?:date|day)|the date is (?:set|sorted|decided)`);
/** Things set down for others to use: passwords, the bank, a will, who gets what, the pet's new home. */
const ARRANGED = w(`passwords?|pin numbers?|pins|bank (?:stuff|details|logins?|accounts?|info)|(?:my )?will|life insurance|policy|who gets (?:what|my)|(?:everything|it all) (?:is )?(?:written|wrote) down|written (?:everything|it all) down|instructions|funeral|(?:the |my )?(?:dog|cat|pets?) (?:is |are )?(?:going|gone) to`);
/** Kept from anyone who might stop it. */
const UNNOTICED = w(`without (?:anyone|anybody|people|them|her|him) (?:noticing|knowing|finding out|suspecting|realising|realizing)|(?:nobody|no one) (?:can )?(?:notice|notices|knows|suspects|can tell|can stop)|act(?:ing)? normal (?:till|until)|keep it together (?:till|until)|get through (?:till|until|to) then`);
/** It said as kinder for the others: "easier for everyone this way", "no loose ends for them". */
const EASIER_FOR_ALL = w(`(?:it is|its|it will be|it would be|all|this is) (?:all |so much |much |a lot )?(?:easier|better|simpler|kinder|less work) for (?:everyone|everybody|them|all of them|my family|the family|my [a-z]+) (?:this way|in the end|afterwards)|no loose ends (?:for|left)|(?:nobody|no one) (?:will )?(?:have|has) to (?:sort|deal with|clear|work) (?:anything|it|my stuff|things) out`);
/** What others would gain with the person gone: more money, less stress. */
const GAINS = `(?:more|less|fewer) (?:money|space|room|time|peace|stress|worry|worries|hassle|trouble|drama|bills|problems|arguments|fights|fighting|shouting|tension|rows|arguing)`;
const ME_GONE = `(?:if i (?:was|were) (?:not (?:here|around|in the picture)|gone|dead|out of the picture)|if i (?:disappeared|did not exist|was never born)|without me|with me gone|once i am gone|when i am gone)`;
const GAIN_WITHOUT_ME = w(`${GAINS} (?:[a-z]+ ){0,10}${ME_GONE}|${ME_GONE} (?:[a-z]+ ){0,3}and ${GAINS}`);
/** A blade or a sharp thing kept ready, with what covers the wounds after, for the bad nights. */
const SHARP_KEPT = w(`(?:the |a |my )?sharp (?:thing|things|bit|one)|blades?|razors?|razor blades?|sharpener|scalpel|box cutter|stanley knife|craft knife`);
const KIT = w(`(?:a|my|little) (?:kit|box|tin|stash|pouch)|plasters|bandages|antiseptic|steri ?strips|dressings|(?:for|on) the bad (?:nights|days)|when it gets (?:bad|too much)|under control|nobody knows where`);
const KIT_CANCEL = rx(`\\b(?:shav[a-z]*|wax[a-z]*|craft|crafts|crafting|art|woodwork[a-z]*|whittl[a-z]*|hiking|camping|car kit|first aid kit|diabet[a-z]*|insulin|lancet|splinter|sewing|diy|scrapbook[a-z]*|model|kitchen|lino)\\b`);
/** Trying to leave, and being physically kept: the door blocked, the keys or phone taken, the bag unpacked. */
const LEAVING_TRY = w(`(?:pack|packed|packing|packs) (?:a|my|the) (?:bag|suitcase|case|things)|(?:try|tried|trying) to leave|(?:say|said|tell (?:him|her|them)|told (?:him|her|them)) i am (?:leaving|going)|(?:go|went|head|headed|walk|walked) (?:for|to) the (?:front )?door|reach (?:for )?my (?:keys|coat|bag)`);
const KEPT_IN = w(`(?:stands|stood|standing|plants (?:himself|herself)) (?:in front of|in) the (?:front )?(?:door|doorway|way)|blocks? (?:the|my) (?:door|doorway|way|car)|(?:takes|took|grabs|grabbed|hides|hid|keeps) my (?:phone|keys|car keys|bag|purse|wallet|shoes|passport|coat)|locks the (?:door|doors)|(?:makes|made) me unpack|(?:drags|dragged|pulls|pulled) me back|till i unpack|until i unpack`);
const KEPT_CANCEL = rx(`\\b(?:toddler|baby|dog|puppy|cat|kitten|cute|bless|separation anxiety|lol|haha|prank|kids|son|daughter|joke)\\b`);
const PLAN_CANCEL = rx(`\\b(?:fly|flying|away|leaving for|going to [a-z]+ on|holiday|trip|travel|flight|flights|sitter|house ?sit[a-z]*|move|moving|surgery|operation|wedding|party|surprise|proposal|baby|due date|exam|exams|deadline|launch|interview|renovation|new job)\\b`);
/** A way to die named beside it: a height, water, a train, pills, a rope. */
const METHOD_WORD = w(`bridge|ledge|roof|cliff|the edge|off (?:the|a) [a-z]+|walk into the (?:sea|river|lake|traffic)|in front of (?:a|the) (?:train|bus|lorry|truck)|the tracks|pills|tablets|rope|noose|never wake|not wake up|end it|not be (?:here|around)|long walk`);
/** Fists or the head against hard things until the body breaks, and it helping. */
const SELF_BLOW = w(`(?:hit|hitting|punch|punched|punching|smash|smashed|smashing|bang|banged|banging)(?: [a-z]+){0,5} (?:wall|walls|door|mirror|floor|brick|bricks|radiator)(?: [a-z]+){0,3} (?:until|till|so hard) |knuckles (?:are |were )?(?:split|bleeding|raw|broken|busted|open)|(?:split|busted|broke) my knuckles`);
const BLOW_HELPS = w(`only thing that|shuts? (?:my head|it|the noise|my brain) up|quiet(?:s|ens)? (?:my head|the noise|it)|feels? good|helps|again|calms? me|the release|i deserve|to feel (?:something|it)`);
const BLOW_CANCEL = rx(`\\b(?:boxing|punch ?bag|heavy bag|bag work|sparring|gloves|gym|training|karate|mma|climbing|bouldering|accident|by accident|tripped|fell|door slammed on|${STAGED})\\b`);
/** Skin covered against the weather, with it being how the person copes or hides. */
const COVERED = w(`long sleeves?|hoodie|hoodies|jumper|sweater|cardigan|leggings|tights|covered up|covering up|cover (?:up )?my (?:arms|legs|wrists|thighs)`);
const COPE_HIDDEN = w(`how i cope|my way of coping|helps me cope|(?:it is|its) under control|under control|too loud in my head|when it gets (?:too )?(?:loud|much|bad|dark)|(?:so|because) (?:she|he|they|people|nobody|no one|my [a-z]+) (?:does not|do not|will not|can not|would not) (?:ask|see|notice)|stop asking|(?:will not|can not|do not) (?:go )?(?:swimming|to the beach|to the pool)|make up (?:excuses|stories)`);
const COVER_CANCEL = rx(`\\b(?:sunburn|sun|eczema|psoriasis|tattoo[a-z]*|cold|freezing|chilly|aircon|air con|air conditioning|uniform|dress code|modest|modesty|religio[a-z]*|mosquito[a-z]*|midges|scar from surgery|surgery|shy about my (?:arms|legs)|body hair)\\b`);
/** Days without eating, with a body that shows it. */
const NOT_EATING = w(`(?:day|days) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:without|with no|of no) (?:eating|food|meals)|(?:day|days) (?:without|with no) (?:eating|food)|(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) days (?:without|with no) (?:eating|food)|(?:have not|not|has not) (?:eaten|had) (?:anything|a meal|food|a thing)? ?(?:in|for) (?:\\d+|two|three|four|five|six|seven|days|a week)|stopped eating`);
const STARVED_BODY = w(`dizzy|light ?headed|faint|fainted|floaty|blacked out|heart (?:is )?(?:racing|fluttering|skipping)|hair (?:is )?falling out|cold all the time|(?:has not|have not|nobody has|no one has) noticed|kind of nice|i deserve|feels? (?:good|clean|in control)`);
const FAST_CANCEL = rx(`\\b(?:ramadan|fasting|fast|lent|yom kippur|surgery|operation|colonoscopy|procedure|stomach bug|norovirus|food poisoning|flu|virus|sick bug|tonsils|wisdom teeth|braces|dentist|doctor told me|prescribed)\\b`);

// ------------------------------------------------------------------------------------------ more ways of the same (097, second pass)

/** A body failing, by kind: not waking, not breathing, the chest, the brain. Any one of these is the core. */
const UNWAKING = w(`(?:will not|can not|could not|does not|is not) (?:wake|waking) (?:up )?(?:properly|fully|at all)?|(?:can not|could not) wake (?:him|her|them)|(?:can not|could not) (?:get|make) (?:him|her|them) (?:to )?(?:open (?:his|her|their) eyes|respond|wake)|snoring (?:weirdly|strangely|oddly|funny|loudly)|gurgl[a-z]*|unconscious|unresponsive|collapsed|passed out|mumbl[a-z]*|floppy|limp|not making (?:any )?sense|slurr[a-z]*`);
const NO_BREATH = w(`(?:can not|could not|struggling to|hard to) breathe|whistl[a-z]* (?:noise )?(?:when|as) (?:he|she|they) breathes?|(?:ribs|chest|tummy|skin between (?:her|his|their) ribs) (?:is |are )?(?:sucking|pulling) in|grunting (?:with|when) (?:each|every) breath|breathing (?:is )?(?:weird|funny|slow|strange|shallow|noisy|rattly)|gasping|(?:lips|face|skin) (?:is |are )?(?:going |turning |gone )?(?:blue|grey|gray)`);
const CHEST_ANY = w(`chest (?:feels |is )?(?:like (?:an elephant|something heavy|a weight|someone) (?:is )?(?:sitting|standing|pressing|squeezing)|pain|tight|heavy|crushing)|(?:crushing|squeezing) (?:in|on) (?:his|her|their|my) chest`);
/** What sets it off or what makes it worse to wait: a fall, a condition, something taken, "sleep it off". */
const TRIGGER_OR_WAIT = w(`fell(?! asleep)|fall(?! asleep)|fallen(?! asleep)|tripped|crash(?:ed)?|diabetic|diabetes|insulin|epilep[a-z]*|sleeping (?:tablets|pills)|(?:wine|vodka|drink|drinks|alcohol) with (?:her|his|their|the) (?:pills|tablets|meds)|(?:really |very |so )?(?:sleepy|drowsy|floppy)|took|swallowed|(?:has not|not) eaten|sleep it off|(?:wants|want) to (?:sleep|lie down)|(?:says|said) (?:he|she|they) (?:is|are|was|were) fine|will not let (?:me|us) call|laughed it off|sweaty|clammy|pale|shaking|vomit[a-z]*|being sick|feels sick|threw up|confused`);
/** Farewell acts, by kind: a pet's new home, who gets what, debts settled, a feeling of everything tidy. */
const PET_HOME = w(`(?:the |my )?(?:dog|cat|dogs|cats|rabbit|pets?|bird|hamster) (?:is |are )?(?:going|gone|goes) to [a-z]+|(?:found|finding) (?:a )?(?:new )?homes? for (?:the |my )?(?:dog|cat|pets?)`);
const WHO_GETS = w(`(?:list|note|letter) of who (?:should |will |can )?(?:get|have|take)|who (?:should|will|can) (?:get|have|take) my|who gets my`);
const DEBTS_DONE = w(`paid off (?:the last of )?(?:my|all my|every|the last)|cleared (?:all )?my debts|(?:closed|cancelled|canceled) my (?:accounts|subscriptions|phone contract)`);
const SAVINGS_GIVEN = w(`(?:transferred|gave|signed over|moved|handed over) (?:all )?(?:of )?my (?:savings|money|pension|car|house|flat)`);
const FOR_ME_ALWAYS = w(`every (?:summer|year|christmas|birthday|weekend) for me|(?:for me|in my place) (?:when|after|once) i`);
const ALL_TIDY = w(`(?:feels|it feels|everything is|it is all|all) (?:so |very |nice and )?(?:tidy|sorted|in order|squared away|wrapped up)|(?:tied up|tying up) (?:all )?(?:the )?loose ends`);
const TIDY_CANCEL = rx(`\\b(?:celebrat[a-z]*|proud|yay|woo+|treat myself|debt free|move|moving|moved|trip|holiday|travel[a-z]*|abroad|new job|wedding|baby|due|renovat[a-z]*|spring clean|declutter[a-z]*|landlord|allerg[a-z]*|tax return|audit|end of (?:the )?(?:year|month|term))\\b`);
/** Nothing left to stay for, a line drawn after a date. */
const NOTHING_TO_STAY = w(`(?:(?:will not|do not|does not|did not|not) have )?(?:nothing|anything|anyone|no one|nobody) (?:else |left )?(?:that )?(?:i )?(?:need |have )?to stay (?:around |here |alive )?for(?! (?:in|at|with|on) (?:this|the|that|my) )|no (?:reason|one) (?:left )?to stay (?:around |here |alive )?for(?! (?:in|at|with|on) (?:this|the|that|my) )|(?:set|drawn|drew|draw) (?:that|it|a date) as (?:the|my) (?:line|deadline|end|last day)`);
const STAY_CANCEL = rx(`\\b(?:move|moving|moved|party|went home|left early|pub|bar|club|gig|match)\\b`);
/** A blade, a lighter, a sharpener near the person's own skin. */
const TOOL = w(`blades?|razors?|razor blades?|lighter|sharpener|scalpel|box cutter|compass|scissors|safety pin|needle|shard|broken glass`);
const MY_SKIN = w(`my (?:thighs?|wrists?|forearms?|arms?|hips?|stomach|skin|ankles?|upper arms?)`);
const TOOL_COPE = w(`(?:can not|could not) think straight|makes? (?:everything|it|things|my head) (?:go )?quiet|quiet for a while|(?:only|one) thing that|feel something|the release|numb|nobody (?:checks|sees|looks|notices)|no one (?:checks|sees|looks|notices)|so (?:it is|its) fine|when it gets (?:bad|too much)`);
const TOOL_CANCEL = rx(`\\b(?:shav[a-z]*|stubble|wax[a-z]*|hair|legs are|tattoo[a-z]*|piercing|splinter|candle|cigarette|smok[a-z]*|vap[a-z]*|bbq|barbecue|camping|craft[a-z]*|sewing|stitch[a-z]*|diy|by accident|accidentally|cooking|kitchen)\\b`);
/** Looking up a height with no barrier, a place nobody stops anyone. */
const HEIGHT_RESEARCH = w(`(?:which|what|where|any) (?:cliffs?|bridges?|buildings?|car parks?|multistoreys?|roofs?|rooftops?|stations?|platforms?|spots?|places?) (?:[a-z]+ ){0,2}(?:have no|without|with no|do not have|are not) (?:fences?|barriers?|railings?|nets?|guards?|staff|cameras|supervised|fenced|patrolled)|(?:how high|high enough) (?:a |the )?(?:bridge|building|cliff|drop|fall) (?:has to|needs to|would need to) be`);
/** Not being around to bother anyone, said with words of parting. */
const NOT_AROUND_TO = w(`(?:will not|wont|not going to) be (?:around|here) (?:to (?:bother|annoy|bug|trouble|burden) (?:you|anyone|them|people)|(?:much )?longer|any ?more)|(?:will not|wont) (?:have to )?(?:bother|burden|trouble) (?:you|anyone|them) (?:again|any ?more|much longer)`);
const PARTING = w(`look after yourself|take care of yourself|(?:one of|been) the good ones|thank you for everything|thanks for everything|just wanted to (?:tell|say|let) you|you (?:have been|were) (?:so )?(?:good|kind|great|lovely) to me`);
const PARTING_CANCEL = rx(`\\b(?:holiday|trip|away|travel[a-z]*|next (?:week|month)|back (?:on|in|next)|see you|vacation|leave|maternity|paternity|signal|offline|detox|exams?|new job|moving)\\b`);
/**
 * Someone close who said they don't see themselves in the future, beside withdrawing (blind round 24 s08: "she said 'i
 * don't really see myself in it' … sleeping a ton and bailed on her friend's dinner … am i overreading this"). Neither
 * alone is the danger: a plan for next year at work, or a tired month, is ordinary.
 */
const NO_FUTURE_SAID = w(`(?:(?:she|he|they) (?:said|says|told me|mentioned|joked) (?:that )?(?:she|he|they|i) |i )(?:do not|does not|can not) (?:really |even )?see (?:myself|herself|himself|themselves) (?:in it|in (?:the )?(?:future|next year|years? to come)|around (?:next year|for long)|being here|getting old)|(?:she|he|they) (?:said|says|told me) (?:there is|theres) no (?:point|future)(?: (?:in|for) (?:her|him|them|anything))?`);
const WITHDRAWING = w(`sleeping (?:a ton|a lot|all day|so much|loads|constantly|all the time)|(?:bailed|bails|cancel(?:led|s|ing)?) on|stopped (?:going|seeing|eating|answering|replying)|(?:not|barely|hardly|is not) eating|withdrawn|given (?:her|his|their) (?:stuff|things) away|(?:quiet|flat|numb) (?:lately|for weeks)`);
const NO_FUTURE_CANCEL = rx(`\\b(?:job|career|role|company|team|industry|city|country|flat|contract|band|club|league|course|degree|uni|university|school|promotion)\\b`);
/** Someone else saying they will drive, jump or walk into their death. */
const GO_CANCEL = rx(`\\b(?:swim[a-z]*|dive|diving|bungee|skydiv[a-z]*|pool|brave|dare|cannonball|paddleboard[a-z]*|kayak[a-z]*|lido|${STAGED})\\b`);
const THEY_WILL_GO = w(`(?:he|she|they|my (?:friend|mate|brother|sister|partner|boyfriend|girlfriend|husband|wife|dad|mum|mom|son|daughter)) (?:keeps saying|keep saying|says|said|is saying|is talking about|keeps talking about|threatens|threatened|texted|wrote) (?:that )?(?:(?:he|she|they) (?:is|are|was|were|will|would) )?(?:going to |gonna |will )?(?:drive|jump|walk|crash|step|throw (?:himself|herself|themselves)) (?:into|off|in front of|from|onto) (?:the|a) [a-z]+`);

/** A hangover or a known migraine is the ordinary headache with sickness (and "lol" says nobody is worried). */
const HEADACHE_CANCEL = rx(`\\b(?:hangover|hungover|drank|drinking|wine|beer|shots|migraines?|period|lol|haha|lmao|${STAGED})\\b`);
/** A course, a film, the past, a pet, help already there: the same signs not happening to anyone now. */
const MEDICAL_CANCEL = rx(`\\b(?:${STAGED}|years ago|last year|when i was (?:a kid|little|young)|checked (?:out|over)|all clear|in hospital now|at the hospital|paramedics (?:are|were) here|ambulance (?:is|was) (?:here|on)|doctor said|every (?:single )?(?:sunday|night|weekend|evening|time|day)|always does|(?:the |my )?dog|(?:the |my )?cat|lip filler|fillers)\\b`);
const STAGED_CANCEL = rx(`\\b(?:${STAGED})\\b`);

/** Blood coming fast from a wound. */
const BLEED_HEAVY = w(`spurting|pumping|pouring (?:out|blood)|soaked (?:through|right through)|blood everywhere|(?:will not|can not|does not) stop bleeding`);
const WOUND = w(`(?:cut|gashed|slashed|sliced|stabbed|ripped|tore|split) (?:open )?(?:his|her|their|my) (?:hand|arm|leg|wrist|finger|thumb|head|face|foot|thigh|neck|palm)|wound|(?:his|her|their|my) (?:hand|arm|leg|wrist|head|foot) (?:is |s )?(?:bleeding|cut open)|blood`);
/** Someone else's post or message showing a means or a goodbye, and then silence. */
const POSTED_SIGN = w(`(?:posted|sent|texted|shared|put up|messaged) (?:me |us )?(?:a )?(?:photo|picture|pic|video|story|status|message|text)?(?: [a-z]+){0,6} (?:pills|tablets|rope|bridge|blades?|goodbye|sorry|forgive me|love you all)`);
const NO_ANSWER = w(`(?:is not|not|has not been|will not|wont) (?:answering|picking up|replying|responding)|phone (?:is )?(?:off|going to voicemail|straight to voicemail)|(?:can not|could not) (?:reach|get hold of|get through to) (?:her|him|them)|no reply|left (?:me )?on read`);
/** Signs of self-harm found by someone else: blood on tissues, a sharpener taken apart. */
const HARM_FOUND = w(`(?:bloody|blood (?:on|soaked)|bloodstained) (?:tissues|towels?|sheets|sleeves|plasters|socks)|(?:sharpener|razor) (?:with the blade (?:missing|taken out|removed)|taken apart)|blades? (?:hidden|missing|under (?:her|his|their) (?:bed|mattress|pillow))`);
/** The future left to others: videos for birthdays to come, rent paid up to a date, "in case". */
const FUTURE_LEFT = w(`(?:recorded|wrote|written|made|filmed) (?:little )?(?:videos|letters|messages|cards|voice notes) (?:for|to) (?:each of )?(?:my )?[a-z]+ (?:for (?:their|her|his) (?:18th|21st|wedding|graduation|birthdays?|future)|to (?:open|watch|read) (?:when|on|later|one day))`);
const PAID_UNTIL = w(`(?:rent|bills|mortgage|it|everything) (?:is |s )?(?:covered|paid) (?:up )?(?:till|until|through)`);
const IN_CASE = w(`(?:just )?in case`);
const FUTURE_CANCEL = rx(`\\b(?:deploy[a-z]*|army|military|navy|posting|surgery|operation|travel[a-z]*|trip|holiday|abroad|expedition|move|moving|baby|due|pregnan[a-z]*|umbrella|rain|snacks|charger|spare)\\b`);
/** Relief others would feel if the person were not there: "finally be able to breathe if I wasn't…". */
const RELIEF_WITHOUT_ME = w(`(?:they|everyone|everybody|my family|my [a-z]+|she|he|people|the kids) (?:would|could|might|will)? ?(?:finally |all )?(?:be able to )?(?:breathe|relax|rest|be happy|be free|have (?:some )?peace|sleep|live) (?:[a-z]+ ){0,4}if i (?:was not|were not|was gone|were gone|disappeared|stopped|was not around)(?! (?:on call|at work|working|busy|snoring|so loud))`);
/** The future stopped: no food bought beyond this week, nothing renewed, "no point". */
const FUTURE_STOPPED = w(`(?:stopped|not|no longer) (?:buying|booking|planning|paying|renewing|ordering) (?:food|anything|things|groceries|my [a-z]+) (?:beyond|past|after|for after) (?:this|next|the) (?:week|month|weekend|friday|saturday|sunday)|no point (?:buying|planning|booking|renewing|paying) (?:anything|food|things)? ?(?:beyond|past|after|for)`);
/** A method asked about and left unsaid ("to, you know"). */
const METHOD_ASK = w(`how (?:long|many|much) (?:does it take|it takes|would it take|would i need|do you need|is enough) (?:for )?(?:a |the )?(?:car|engine|exhaust|fumes|gas|carbon monoxide|charcoal|bridge|drop|fall|rope|belt|cord|water|cold)(?: [a-z]+){0,8} (?:to|before|until) (?:you know|ya know|die|pass out|black out|stop breathing|be over|not wake|kill|end it|do it)|(?:engine|car) running in a (?:closed|shut|locked) garage`);

/** A message written so someone knows none of it was their fault. */
const NOT_THEIR_FAULT = w(`none of (?:this|it) (?:was|is) (?:her|his|their|your|anyones) fault|(?:so|that) (?:she|he|they|you) (?:knows?|understands?) (?:it|this) (?:was not|is not|wasnt) (?:her|his|their|your) fault`);
const WRITE_FOR = w(`(?:write|writing|word|draft|help me with) (?:a |the |my )?(?:message|note|letter|text|card|email)`);
const FAULT_CANCEL = rx(`\\b(?:divorce|divorcing|separat[a-z]*|break ?up|broke up|split|accident|crash|car|cancelled|canceled|wedding|job|fired|redundan[a-z]*|dog|cat|vet|exam|grade|match|game)\\b`);

/** Others happier when the person is absent. */
const HAPPIER_ABSENT = w(`(?:laugh|smile|happier|calmer|lighter|relaxed|better)(?: [a-z]+){0,3} (?:when|while) i am (?:not there|not around|not home|not in the room|gone)`);
/** Someone else's thanks or goodbye at night, and their location at a height. */
const THEIR_PARTING = w(`(?:texted|sent|messaged|wrote)(?: me)? (?:thanks|thank you) for (?:always )?(?:being there|everything)|(?:texted|sent|messaged)(?: me)? (?:goodbye|sorry|i love you)`);
const THEM_AT_HEIGHT = w(`(?:location|find my|snap ?map|phone) (?:shows?|showing|says|has) (?:her|him|them)? ?(?:at|on|near|by) (?:the )?(?:cliffs?|bridge|cliff top|viaduct|quarry|tracks|railway|multistorey|roof)`);

export const SITUATION_COMBOS: Array<Omit<Combo, 'window'> & { window: 0 | 1 | 2 }> = [
  { family: 'self', group: 'burden_absent', cancel: PLAN_CANCEL, weight: 2, all: [HAPPIER_ABSENT], window: 1, why: 'others happier when the person is absent' },
  { family: 'other_self', group: 'other_risk', cancel: STAGED_CANCEL, weight: 3.5, all: [THEIR_PARTING, THEM_AT_HEIGHT], window: 0, why: 'someone’s thanks or goodbye, then their location at a height' },
  { family: 'self', group: 'note', cancel: FAULT_CANCEL, weight: 2.5, all: [WRITE_FOR, NOT_THEIR_FAULT], window: 0, why: 'a message written so someone knows none of it was their fault' },
  { family: 'other_self', group: 'urgent_bleeding', cancel: MEDICAL_CANCEL, weight: 3, all: [BLEED_HEAVY, WOUND], window: 0, why: 'blood coming fast from a wound' },
  { family: 'other_self', group: 'other_risk', cancel: STAGED_CANCEL, weight: 3.5, all: [POSTED_SIGN, NO_ANSWER], window: 0, why: 'a means or a goodbye posted, then silence' },
  { family: 'other_self', group: 'other_risk', cancel: STAGED_CANCEL, weight: 3, all: [HARM_FOUND], window: 0, why: 'signs of self-harm found by someone else' },
  { family: 'self', group: 'future_left', cancel: FUTURE_CANCEL, weight: 2.5, atLeast: 2, all: [FUTURE_LEFT, PAID_UNTIL, IN_CASE], window: 0, why: 'the future left to others' },
  { family: 'self', group: 'burden_gain', cancel: PLAN_CANCEL, weight: 3, all: [RELIEF_WITHOUT_ME], window: 1, why: 'others at peace if the person were not there' },
  { family: 'self', group: 'future_stopped', cancel: PLAN_CANCEL, weight: 3, all: [FUTURE_STOPPED], window: 1, why: 'the future stopped: nothing bought or booked beyond a date' },
  { family: 'self', group: 'research', cancel: MEDICAL_CANCEL, weight: 3, all: [METHOD_ASK], window: 1, why: 'a method asked about' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, atLeast: 2, all: [UNWAKING, NO_BREATH, CHEST_ANY, TRIGGER_OR_WAIT], window: 0, why: 'a body failing (not waking, not breathing, the chest) with a cause or a wait' },
  { family: 'self', group: 'farewell_tidy', cancel: TIDY_CANCEL, weight: 2.5, atLeast: 2, all: [PET_HOME, WHO_GETS, DEBTS_DONE, ALL_TIDY, ARRANGED, SAVINGS_GIVEN, FOR_ME_ALWAYS], window: 0, why: 'farewell acts of different kinds: a pet rehomed, who gets what, debts paid, all tidy' },
  { family: 'self', group: 'nothing_to_stay', cancel: STAY_CANCEL, weight: 2.5, all: [NOTHING_TO_STAY], window: 1, why: 'nothing left to stay for, a line drawn' },
  { family: 'self', group: 'selfharm_tool', cancel: TOOL_CANCEL, weight: 2.5, all: [TOOL, MY_SKIN], window: 2, why: 'a blade or a flame and the person’s own skin' },
  { family: 'self', group: 'selfharm_tool', cancel: TOOL_CANCEL, weight: 3.5, all: [TOOL, MY_SKIN, TOOL_COPE], window: 0, why: 'a blade or a flame on the skin, to cope or unseen' },
  { family: 'self', group: 'research', cancel: STAGED_CANCEL, weight: 3, all: [HEIGHT_RESEARCH], window: 1, why: 'a height looked up for having no barrier' },
  { family: 'self', group: 'final_goodbye', cancel: PARTING_CANCEL, weight: 3, all: [NOT_AROUND_TO, PARTING], window: 0, why: 'not being around to bother anyone, with words of parting' },
  { family: 'other_self', group: 'other_risk', cancel: GO_CANCEL, weight: 3, all: [THEY_WILL_GO], window: 1, why: 'someone saying they will drive, jump or walk into their death' },
  // Said as 'self': the screen reads it as someone else's when it is quoted or said of them (screen.ts combosOf).
  { family: 'self', group: 'no_future', cancel: NO_FUTURE_CANCEL, weight: 3, all: [NO_FUTURE_SAID, WITHDRAWING], window: 0, why: 'not seeing themselves in the future, and withdrawing' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, all: [HEAD_HIT, BRAIN_SIGNS], window: 0, why: 'a blow to the head, then sickness or confusion' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, all: [CHEST, HEART_SIGNS], window: 0, why: 'a chest crushed or tight, with the arm, sweat or time' },
  { family: 'other_self', group: 'urgent_medical', cancel: HEADACHE_CANCEL, weight: 3, all: [SUDDEN_HEAD, HEADACHE, BRAIN_SIGNS], window: 1, why: 'a sudden, worst-ever headache, then sickness or confusion' },
  { family: 'other_self', group: 'urgent_medical', cancel: HEADACHE_CANCEL, weight: 3, all: [SUDDEN_HEAD, HEADACHE, NECK_LIGHT], window: 1, why: 'a sudden, worst-ever headache with a stiff neck or light that hurts' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, atLeast: 2, all: [FACE_FALLEN, SPEECH_LOST, LIMB_WEAK], window: 0, why: 'a face fallen, speech slurred, a limb gone weak' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, all: [FITTING, FIT_DANGER], window: 0, why: 'a fit that goes on or is the first' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, all: [ALLERGEN, AIRWAY], window: 0, why: 'an allergen, then the throat or face swelling' },
  { family: 'other_self', group: 'urgent_medical', cancel: MEDICAL_CANCEL, weight: 3, all: [DRUG_TAKEN, DRUG_BODY], window: 0, why: 'a drug taken, then a body in danger' },
  { family: 'other_self', group: 'urgent_edge', cancel: EDGE_CANCEL, weight: 3, all: [ON_EDGE, EDGE_RISK], window: 2, why: 'someone up on an edge, drunk or saying they will go' },
  { family: 'self', group: 'urgent_overdose', cancel: TAKEN_CANCEL, weight: 3.5, all: [WHOLE_TAKEN, AFTER_TAKEN], window: 0, why: 'the whole of something swallowed, then drowsy or saying goodbye' },
  { family: 'self', group: 'urgent_bleeding', cancel: BLEED_CANCEL, weight: 3, all: [STILL_BLEEDING, OWN_WOUND], window: 0, why: 'a wound of the person’s own that will not stop bleeding' },
  { family: 'self', group: 'plan_set', cancel: PLAN_CANCEL, weight: 2.5, atLeast: 2, all: [DAY_SET, ARRANGED, UNNOTICED, EASIER_FOR_ALL], window: 0, why: 'a day set, things arranged for others, kept unnoticed, said to be easier for them' },
  { family: 'self', group: 'burden_gain', cancel: PLAN_CANCEL, weight: 3, all: [GAIN_WITHOUT_ME], window: 1, why: 'what others would gain with the person gone' },
  { family: 'self', group: 'selfharm_tool', cancel: KIT_CANCEL, weight: 3, all: [SHARP_KEPT, KIT], window: 0, why: 'a blade kept ready with what covers the wounds' },
  { family: 'abuse', group: 'confine', cancel: KEPT_CANCEL, weight: 3.5, all: [LEAVING_TRY, KEPT_IN], window: 2, why: 'trying to leave and being physically kept' },
  { family: 'self', group: 'method_joke', cancel: STAGED_CANCEL, weight: 3, all: [HALF_JOKE, METHOD_WORD], window: 0, why: 'a way to die named, and the joke taken back only halfway' },
  { family: 'self', group: 'selfharm_other', cancel: BLOW_CANCEL, weight: 3, all: [SELF_BLOW, BLOW_HELPS], window: 0, why: 'the body hit against hard things until it breaks, and it helping' },
  { family: 'self', group: 'injury_hide', cancel: COVER_CANCEL, weight: 3, all: [COVERED, COPE_HIDDEN], window: 0, why: 'skin covered, and it being how the person copes or hides' },
  { family: 'self', group: 'starving', cancel: FAST_CANCEL, weight: 3, all: [NOT_EATING, STARVED_BODY], window: 0, why: 'days without food, with a body that shows it' },
];
