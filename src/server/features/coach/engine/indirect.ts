/**
 * Situations from the indirect dev set of issue 29 item 9 (safety.indirect.cases.ts), written before the screen was
 * read: 27 of 72 indirect dangers went unanswered. Each miss was a situation the screen had no idea of, not a missing
 * word: a thank-you that is a farewell ("so she knows she mattered, before I go"), a cover story for goodbyes ("they
 * think I'm moving"), a means at hand with a shrug ("there's a rope in the garage so whatever"), an old attempt whose
 * feeling is back, marks on the person's own body they made and hide, a partner who decides who the person may text,
 * a "yes" the person was too drunk to give, a job held over a hotel room, a child or an older person seen to be hurt
 * or neglected by the people around them, fumes breathed now, a bottle drunk on top of antidepressants, and someone
 * else's farewell (a message then silence, their things given away, "she's done", a dad with his gun out).
 *
 * As elsewhere (situations.ts, harms.ts), each combo needs two ideas that are ordinary alone, and carries a canceller
 * that names the ordinary settings where the same ideas meet (a trip, a new job, a hike, a film, a market crash).
 */
import type { Cue } from './cues.js';
import { rx } from './normalize.js';
import type { Combo } from './signals.js';
import { CHILD, ELDER_FEAR, ELDER_KEPT, ELDER_MONEY, ELDER_NEGLECT, ELDER_ROUGH, MARKS_THEM, OLD } from './harms.js';

const w = (s: string) => rx(`\\b(?:${s})\\b`);
type AnyCombo = Omit<Combo, 'window'> & { window: 0 | 1 | 2 };

const STAGED = `film|movie|episode|series|novel|book|podcast|documentary|game|play|character|story i am writing|fiction|true crime`;
const AWAY = `holiday|vacation|trip|travel[a-z]*|abroad|flight|flying|going away|went away|(?:be|am|is|was) away|moving|move|emigrat[a-z]*|new job|leaving (?:my|the|this) job|retir[a-z]*|maternity|paternity|sabbatical|gap year|hospital|surgery|operation|work trip|conference|deployment|deployed|festival|camping|uni|university|college|exchange`;

// ------------------------------------------------------------------------------------------ the person's own risk

/** Someone told they mattered, in the past tense, as if for the last time ("so she knows she mattered"). */
const MATTERED = w(`(?:know|knows|knew|tell (?:him|her|them)|to hear) (?:that )?(?:she|he|they|you) (?:mattered|meant (?:everything|so much|the world)(?: to me)?)|(?:how much|what) (?:she|he|they|you) (?:mattered|meant|means) to me|(?:she|he|they) made (?:my life|it all) worth (?:it|living)`);
/** A going with nowhere named: "before I go", "after I'm gone", "when I'm not here". */
const GOING_UNNAMED = w(`(?:before|after|once|when) i (?:go|am gone|have gone)(?! (?:to|on|for|into|in|out|back|home|away|abroad|up|down|over|off|through|with|and|ahead|shopping|running|travel[a-z]*|[a-z]+ing))|(?:after|once|when) i am (?:not (?:here|around)|no longer (?:here|around))`);
/** Only the gone-for-good forms: "after I'm gone", "when I'm not around any more". */
const AFTER_GONE = w(`(?:after|once|when) i am gone(?! (?:to|on|for|away|abroad|travel[a-z]*))|(?:after|once|when) i am (?:not (?:here|around)|no longer (?:here|around))(?! (?:to|on|for|this|next|tomorrow|tonight))`);
/** "She keeps saying 'you can have my plants when I'm gone'": the gone-words are someone else's, reported. */
const REPORTED_GONE = `\\b(?:saying|says|said|told me|tells me|keeps saying|wrote|texted|posted|messaged)\\b(?: [a-z]+){0,8} (?:after|once|when) i am (?:gone|not here|not around|no longer)`;
const GOING_CANCEL = rx(`\\b(?:${AWAY}|bed|sleep|work|shift|the shops|party|wedding|funeral|interview|surprise|birthday|leaving do|leaving party|team|colleagues|coworkers|boss|manager|office|last day|class|students|week|weekend|month|while|weeks|months|days)\\b`);

/** A decision with a calm or relief after it, the decision never named. */
const CALM_NOW = w(`(?:feel|feeling|felt|i am|so|finally|weirdly|strangely) (?:so )?(?:calm|at peace|peaceful|relieved|lighter|light)|(?:it is|its|what) a relief|such a relief`);
const DECIDED = w(`made (?:my|the|a|up my) (?:decision|mind)|my mind is made up|(?:the |my )?(?:decision is|decisions) made|(?:i have|i) decided(?! (?:to (?:go|take|book|buy|get|start|quit|move|apply|try|stay|keep)|on|between|which|what|whether))|(?:i|i have) (?:know|worked out) what i (?:am going to|will|need to|have to) do`);
const DECIDED_CANCEL = rx(`\\b(?:${AWAY}|job|offer|house|flat|apartment|degree|course|wedding|proposal|break up|breakup|divorce|quit|dress|car|diet|vegan|therapy|therapist|doctor|gp|counsell?ing|tell (?:him|her|them)|talk to|forgive|forgave|keep the baby|adopt|buy|sell)\\b`);
/** That it is not their fault, said so that they know it: words for after, not about a spilt drink. */
const NOT_THEIR_FAULT = w(`(?:know|knows|understand|understands|tell (?:him|her|them)|make sure|remember) (?:that )?(?:none of (?:it|this) (?:was|is|will be)|(?:it|this) (?:was|is|will be) not) (?:his|her|their|your|anyones) fault(?! (?:the|that|for|if|when|because|she|he|they|we|you|i|my|our|his|her|their|it) )|(?:know|knows|understand|understands|make sure) (?:that )?(?:it|this|none of (?:it|this)) (?:is|was|will be) (?:not )?on (?:him|her|them|you)(?! (?:the|that|for|if|when|to))`);

/** Imagining being gone, and that it would not matter to anyone. */
const IMAGINED_GONE = w(`if i (?:crashed|died|disappeared|vanished|was gone|were gone|was not here|did not come home|did not wake up|got hit|drove off|fell|never came back|jumped|stepped off|went missing|(?:walked|walk|swam|swim|went) (?:out )?into the (?:sea|river|lake|traffic|water|woods))`);
const NOBODY_CARES = w(`(?:nobody|no one|noone) (?:would|will|is going to) (?:be (?:that |very |even )?(?:sad|upset|bothered|heartbroken)|care|notice|miss me|cry|mind)|(?:nobody|no one) (?:would|will) (?:really )?(?:care|notice)|(?:would|will) anyone (?:even |actually |really )?(?:care|notice|miss me)`);

/** A means close by, said with a shrug. */
const MEANS_HERE = w(`(?:there is|theres|i have|i have got|i got|got|still have|there are) (?:a |the |my |some |enough |all my )?(?:rope|noose|gun|rifle|shotgun|pills|tablets|meds|sleeping pills|painkillers|blades?|razor blades?) (?:in|at|under|on|upstairs|downstairs|ready|in the|left)`);
const SHRUG = w(`so whatever|whatever i guess|might as well|not (?:like|that) it matters|(?:it )?does not matter (?:anyway|now|any more|anymore)|who cares (?:anyway|now)?|so yeah|fuck it|screw it|what is the point|no point (?:anyway|now)?`);
const MEANS_CANCEL = rx(`\\b(?:climb[a-z]*|camping|hike|hiking|boat|sail[a-z]*|swing|tree house|treehouse|tow|towing|tie|hunting|hunt|range|deer|farm|shoot|shooting|vet|dog|cat|horse|prescription|pharmacy|chemist|headache|period|${STAGED})\\b`);

/** An old attempt, and the same feeling back now. */
const PAST_ATTEMPT = w(`tried to end (?:things|it all|my life|everything)(?! with)|tried to (?:kill myself|take my (?:own )?life|not wake up|overdose)|(?:my|the|a) (?:last |previous |old |first )?attempt (?:was |back )?(?:last|a few|two|three|in|years|months)|since (?:my|the) attempt|(?:after|before) (?:my|the) (?:last )?attempt`);
const FEELING_BACK = w(`(?:feeling|feelings|thoughts|it|that)(?: is| are)? (?:back|coming back|creeping back|returning|starting again)|(?:feelings?|thoughts?) (?:is |are |s )?back|back in that (?:place|headspace)|it is happening again|feel (?:like that|that way) again|same (?:feeling|place) again`);

/** Goodbyes said, with a story others were told that is not the truth. */
const GOODBYES = w(`said (?:my )?goodbyes?|saying (?:my )?goodbyes?|said goodbye to|saying goodbye to|gave (?:everyone|them) (?:a )?hugs? goodbye`);
const COVER_STORY = w(`(?:they|everyone|people|she|he) (?:all )?(?:think|thinks|believe|believes) i am (?:moving|going|leaving|travelling|traveling|off)|(?:told|telling) (?:them|everyone|people|her|him|my [a-z]+) (?:that )?i am(?: [a-z]+){1,4} (?:but|though) (?:i am not|that is not true|it is not true|not really|there is no)|i am not (?:really )?(?:moving|going anywhere|travelling|traveling)`);
/** And the story denied: "I'm not moving", "not really". */
const NOT_TRUE = w(`i am not(?! (?:sure|ready|looking forward|happy|excited|going to miss))|not really|(?:that|it) is not true|there is no (?:move|trip|new job|job)`);
const COVER_CANCEL = rx(`\\b(?:surprise|proposal|promotion|new job|secret santa|pregnan[a-z]*|baby|engaged|prank|party)\\b`);

/** Marks on the person's own body, made by the person, kept from others. */
const OWN_MARKS = w(`(?:fresh |new |red |deep )?(?:marks|cuts|scratches|burns|scars|bruises|lines) (?:on|up|across|along) my (?:wrists?|arms?|forearms?|thighs?|legs?|stomach|hips?|skin)`);
const DID_THEM = w(`(?:are|were|came|come) (?:all )?from me|(?:my own|all my) doing|did (?:them|it|that|this|those) (?:to )?myself|i did (?:them|it|this|that|those)|made (?:them|it) myself|(?:on purpose|deliberately)|(?:do not|did not) want (?:him|her|them|anyone|anybody) to (?:know|see|notice|find out)|(?:how|what) (?:do|should|can) i (?:tell|explain|hide|say)`);
const MARKS_CANCEL = rx(`\\b(?:fell|fall|tripped|accident|bumped|walked into|cat|kitten|dog|puppy|rabbit|tattoo[a-z]*|henna|sunburn|eczema|rash|allerg[a-z]*|oven|cooking|iron|bike|climb[a-z]*|gym|hickey|love ?bites?|stretch marks|surgery|operation|blood test|drip|cannula|watch strap|bracelet|elastic)\\b`);

// ------------------------------------------------------------------------------------------ harm from someone close

const PARTNER = `(?:my |our )?(?:husband|wife|partner|boyfriend|girlfriend|fiance|fiancee|spouse|he|she)`;
/** Someone close who decides who the person may see, text or call, or where they may go. */
const DECIDES_ME = w(`${PARTNER} (?:decides|chooses|picks|approves|has to approve|gets to say|says|tells me|controls) (?:who|which (?:friends|people)|where|when|whether) i (?:can|may|am allowed to|get to) (?:text|see|talk|speak|message|call|go|meet|visit|follow)|(?:i have to|i need to|i must) (?:ask|get) (?:his|her|their) permission (?:to|before)`);

/** Too drunk, asleep or out to say yes, and someone says it was said. */
const INCAPABLE = w(`(?:really |so |very |super |too )?(?:drunk|wasted|smashed|out of it|blacked out|passed out|asleep|half asleep|high)`);
const YES_UNSURE = w(`(?:do not|can not|could not|did not) remember (?:saying yes|agreeing|consenting|saying it was (?:ok|okay|fine)|wanting (?:it|to))(?! to)|(?:he|she|they) (?:says|said|claims|insists|keeps saying) i (?:did|said yes|wanted (?:it|to)|agreed|was into it|consented|was up for it)`);

/** Work or a home held over the person, in return for something sexual. */
const HELD_OVER = w(`(?:contract|job|promotion|renewal|visa|rent|grade|grades|shifts|reference|raise|bonus|role|part|position|lease|tenancy|placement) (?:[a-z]+ ){0,2}(?:depends|depend|hinges|rests|relies) on|if i (?:want|wanted) (?:to keep )?(?:the|my|a) (?:job|promotion|contract|raise|shifts|part|reference|role|place|flat)|or (?:i will|i would|i could|i might) lose (?:my|the) (?:job|shifts|contract|flat|place|visa)`);
const SEX_ASKED = w(`(?:drinks|dinner|a drink|a nightcap|a massage) (?:at|in) (?:his|her|their) (?:place|flat|house|room|hotel|apartment)|(?:his|her|their) (?:hotel )?room|hotel room|sleep(?:ing)? with (?:him|her|them)|(?:go|come|coming|going) (?:up |back |over )?to (?:his|her|their) (?:place|flat|house|room|hotel)|be nice to (?:him|her)|(?:sit|sitting) on (?:his|her) lap|send (?:him |her )?(?:photos|pictures|pics|nudes)|sexual favou?rs|spend(?:ing)? the night|(?:stay|staying|sleep|sleeping|stop|stopping) over (?:at|with) (?:him|her|his|hers)|go on a date with (?:him|her)`);

// ------------------------------------------------------------------------------------------ a child, an older person

/** A child the person only sees from outside: next door, upstairs, across the street. */
const NEARBY_CHILD = w(`(?:neighbou?rs?|next doors?) (?:kid|kids|son|daughter|child|children|boy|girl|little one|baby|toddler|twins)s?|(?:he|she|they) (?:is|are) only (?:[1-9]|1[0-2])(?! (?:min|mins|minutes|hours|days|weeks|months|pounds|quid|dollars|euros|percent))|(?:the |a )?(?:little |small )?(?:kid|kids|boy|girl|child|children|baby|toddler|twins)s? (?:next door|upstairs|downstairs|across the (?:road|street|hall|way)|in (?:the )?(?:flat|apartment|house) (?:above|below|next door))`);
const ANY_CHILD = rx(`(?:${CHILD.source})|(?:${NEARBY_CHILD.source})`);
/** What a child going without shows: hunger, cold, locked out, left. */
const CHILD_GOES_WITHOUT = w(`(?:not|never|has not|hasnt|have not) (?:been )?(?:fed|eaten) (?:properly )?(?:in|for)|(?:always|so|really) (?:hungry|starving)|no (?:coat|food|shoes)|locked out|left outside|out in the cold|same (?:dirty )?clothes|nobody (?:picks (?:him|her|them) up|feeds (?:him|her|them))|asks (?:us|me) for food`);
const CHILD_AFRAID = w(`flinch(?:es|ed|ing)?|cowers?|(?:terrified|scared|frightened|afraid) of (?:his|her|their) (?:dad|father|mum|mom|mother|stepdad|step dad|stepmum|parents|uncle)|(?:dad|father|mum|mom|mother|stepdad|parents) (?:yells|screams|shouts|hits|smacks)`);
const CHILD_LEFT = w(`(?:crying|screaming|wailing) for hours|(?:mum|mom|dad|parents|mother|father)s? (?:is |are |s )?(?:never|not ever|hardly ever) (?:there|home|around)|left (?:alone|on (?:his|her|their) own) (?:all|for)`);
/** Left alone through a night or for days: an age named or a child seen, and no adult. */
const LEFT_OVERNIGHT = w(`(?:left|leaves|leaving|are|is) (?:alone|on (?:his|her|their) own|by (?:himself|herself|themselves)|home alone) (?:all night|overnight|every night|for (?:days|the night|the weekend|nights))|home alone (?:all night|overnight|every night)`);
const CHILD_CANCEL = rx(`\\b(?:${STAGED}|tantrum|teething|colic|sleep training|football|rugby|karate|judo|trampoline|playground|fell off|tag|hide and seek|grounded|phone taken|screen time|homework)\\b`);

/** Someone in the position to take from or hurt an older or cared-for person: a carer, a relative who moved in. */
const CARE_TAKER = w(`(?:[a-z]+s )?(?:carer|carers|caregiver|care worker|lodger|home help)|(?:moved in with|moved back in with|lives with|living with|looks after|took over|has taken over|handles|controls) (?:my |our )?(?:mum|mom|dad|mother|father|gran|grandma|grandad|grandpa|nan|granny|grandmother|grandfather)s?`);
const CARED_FOR = rx(`(?:${OLD.source})|(?:${CARE_TAKER.source})`);
/** A story that does not fit, or a body wasting. */
const ELDER_STORY = w(`(?:says|said|claims|told me|tells me) (?:she|he|they) (?:fell|bumped|walked into|tripped|slipped)|(?:lost|losing) (?:so much|a lot of|loads of|too much) weight|skin and bones?|(?:so|really|very) thin now`);
const ELDER_CANCEL = rx(`\\b(?:${STAGED}|stock market|stocks|shares|invest[a-z]*|crash|recession|inflation|scam call|i am a carer|as a carer|carers allowance|young carer|on a diet|slimming|weight watchers|dementia ward|physio)\\b`);

// ------------------------------------------------------------------------------------------ danger happening now

/** Cleaning products mixed, or gas or fumes breathed. */
const FUMES = w(`mixed (?:the )?bleach|bleach (?:and|with) (?:ammonia|vinegar|toilet cleaner|another cleaner)|mixed (?:two |some )?(?:cleaning products|cleaners|chemicals)|(?:smell|smells|smelled|smelling) (?:of |like )?gas|gas (?:smell|smells)|gas leak|carbon monoxide|co alarm|fumes`);
const BREATHING_HURT = w(`dizzy|light ?headed|(?:can not|could not|can not stop) (?:stop )?cough[a-z]*|coughing|(?:can not|hard to|struggling to) breathe|chest (?:is )?(?:tight|burning|hurts)|eyes (?:are )?(?:burning|streaming|stinging)|headache|nause[a-z]*|feel sick|throat (?:is )?burning|wheez[a-z]*`);
/** A lot of alcohol on top of medicine, with the body drifting. */
const DRINK_ON_MEDS = w(`(?:drank|had|downed|necked|finished|took)(?: [a-z]+){0,4} (?:bottle|bottles|litre|liter|half|most|lot|lots|loads|all) (?:of )?(?:[a-z]+ )?(?:wine|vodka|gin|whisky|whiskey|rum|tequila|beer|cider|alcohol|booze)?(?: [a-z]+){0,2} (?:with|on top of|and) (?:my|his|her|their|all my|the) (?:pills|tablets|meds|medication|antidepressants|sleeping pills|painkillers|sertraline|citalopram|fluoxetine|prozac|diazepam|xanax|valium|tramadol|codeine|oxycodone|paracetamol)`);
const DRIFTING = w(`floaty|woozy|drowsy|sleepy|numb|fuzzy|drifting|fading|heavy|spinning|weird|strange|can not feel|blurry|going dark`);

// ------------------------------------------------------------------------------------------ someone else at risk

/** Someone else's farewell, in their message or their acts. */
const THEIR_WORDS = w(`texted|messaged|wrote|posted|sent|emailed|(?:a |the )?(?:text|message|voicemail|post) from|saying|left (?:a|me a) (?:note|message|voicemail)|(?:her|his|their) (?:last )?(?:text|message|post)`);
// Round 12: "sorry I couldn't be better", "look after mum for me", "you were the best": thanks and sorries said as if for the last time.
const FAREWELL_WORDS = w(`thanks for everything|thank you for everything|take care of (?:my |the )?(?:dog|cat|kids|pets?|plants|mum|mom|dad)|look after (?:my |the )?(?:dog|cat|kids|pets?|mum|mom|dad)(?: for me)?|you can have my|keep my|sorry for everything|goodbye (?:everyone|all)|love you all|you were the best|sorry i (?:could not|was not|never) (?:be )?(?:better|enough|a better)|this is goodbye|i am done(?! with| at| for the day| for today)|remember me|forgive me`);
const UNREACHABLE = w(`(?:will not|wil not|is not|not|has not|does not|did not|stopped) (?:answer|answering|answered|respond|responding|responded|reply|replying|replied|pick(?:ing)? up|read(?:ing)? my)|left (?:me )?on read|(?:goes|going|went) (?:straight )?to voicemail|(?:nobody|no one) (?:can|could) (?:reach|get hold of|get through to|contact) (?:her|him|them)|phone (?:is )?(?:off|dead|switched off|going straight to voicemail|goes straight to voicemail)|(?:can not|could not) (?:reach|get hold of|get through to) (?:her|him|them)|deleted (?:her|his|their) (?:account|accounts|profile)|(?:not|has not been|hasnt been) (?:online|seen)`);
const FAREWELL_CANCEL = rx(`\\b(?:holiday|vacation|trip|flight|flying|boarding|plane|festival|camping|no signal|wedding|leaving do|leaving party|new job|moving|retir[a-z]*|hospital shift|night shift|asleep|sleeping)\\b`);
/** Someone unknown leaving things, who knows the person's days. */
const LEAVES_UNKNOWN = w(`(?:someone|somebody|a stranger|an unknown person|some guy|some man|some woman)s? (?:has |have )?(?:been|keeps|kept|is|started) (?:leaving|putting|sending) (?:notes|flowers|gifts|letters|things|messages|cards|presents)`);
const KNOWS_SCHEDULE = w(`know(?:s)? (?:my|exactly) (?:schedule|routine|timetable|movements|shifts|rota|days|hours)|know(?:s)? (?:when|where|what time) i (?:leave|go|am|get home|finish|work|live|park)|know(?:s)? my (?:new )?address`);
/** Someone who waits where the person will be. */
const WAITS_FOR_ME = w(`(?:waits|waiting|waited|hangs around|hanging around|lurks|lurking|parks|parked|sits|stands) (?:for me )?(?:outside|near|by|at|across from) (?:my|the) (?:work|office|house|flat|door|gym|school|building|car|bus stop|station)`);
const WAIT_CANCEL = rx(`\\b(?:pick me up|picks me up|lift|ride|taxi|uber|driver|husband|wife|my partner|boyfriend|girlfriend|mum|mom|dad|dog|cat|delivery|courier|postman|${STAGED})\\b`);
const THEIR_GIVING = w(`(?:has been |is |been |keeps |was )?giving away (?:all )?(?:of )?(?:his|her|their) (?:things|stuff|belongings|games|clothes|books|records|guitar|console|collection|favourite [a-z]+|prized [a-z]+|jewellery|jewelry|plants)`);
const THEIR_NO_NEED = w(`(?:he|she|they) (?:will not|wil not|does not|do not|would not) need (?:them|it|those|these|any of it)|where (?:he|she|they) (?:is|are) going|(?:he|she|they) (?:will not|wil not) be (?:here|around) (?:to|for|much)`);
/** Someone who keeps saying the people around them would be better off without them. */
const THEIR_BURDEN = w(`(?:says|said|saying|keeps (?:saying|telling me|telling us)|told (?:me|us)|tells (?:me|us)|telling (?:me|us)|thinks|texted|messaged|wrote|posted)(?: that)? (?:everyone|everybody|we|they|people|(?:her|his|their|the) [a-z]+|i|you) (?:would|will|are|is|would all|would be|d) (?:all )?(?:be )?better off without (?:her|him|them)|(?:she|he|they) (?:says|said|feels|keeps saying) (?:she|he|they) (?:is|are) (?:just )?a burden`);
/** Someone else's weapon brought out, with them settling things or on their own. */
const THEIR_GUN_OUT = w(`(?:got|get|getting|taken|took|has|had|brought|keeps) (?:his|her|their) (?:old )?(?:gun|guns|rifle|shotgun|pistol|revolver|hunting rifle) out|(?:cleaning|loaded|loading) (?:his|her|their) (?:gun|rifle|shotgun|pistol)|(?:sitting|sat) with (?:his|her|their) (?:gun|rifle|shotgun|pistol)`);
const SETTLING = w(`sorting (?:things|everything|it all|stuff) out|(?:putting|getting) (?:his|her|their) (?:affairs|things) in order|saying goodbye|said goodbye|said sorry|(?:is|was) (?:drunk|drinking)|(?:will not|is not|not) (?:answer|answering)|nothing left|no point`);
const GUN_CANCEL = rx(`\\b(?:show|showing|shows|showed|hunting|hunt|range|clay|deer|season|competition|licence|license|collector|museum|reenact[a-z]*|antique|paintball|airsoft|nerf|water (?:gun|pistol)|toy|glue gun|nail gun|${STAGED})\\b`);
/** A child or someone else who hurts themselves: said of them. */
const THEIR_SELF_INJURY = w(`(?:she|he|they|daughter|son|sister|brother|friend|teen|teenager|kid|child|girlfriend|boyfriend|partner|wife|husband) (?:has been|have been|is|was|started|keeps|has started|been|is still|is) (?:self harming|(?:cutting|burning|scratching|hurting) (?:herself|himself|themselves|her (?:arms|legs|wrists|thighs|skin)|his (?:arms|legs|wrists|thighs|skin)|their (?:arms|legs|wrists|thighs|skin))|cutting(?= (?:again|and|but|so|since|for (?:weeks|months|a while)|at night|in secret|secretly)\\b| ?$))`);
/** Someone withdrawn, who then says they are done. */
const THEIR_WITHDRAWN = w(`(?:has not|hasnt|not|have not) (?:left|come out of|been out of) (?:her|his|their) (?:room|bed|flat|house)|stopped (?:eating|going out|going to (?:class|work|lectures))|(?:not|is not) eating|(?:has not|not) (?:eaten|showered|washed) (?:in|for)`);
const THEIR_DONE = w(`(?:says|said|saying|told me|tells me|texted|keeps saying) (?:that )?(?:she|he|they) (?:is|are|was|were|has|have) (?:done|finished|had enough|given up|so tired of (?:everything|it all|living|life))(?! with| (?:her|his|their|the|my) [a-z]+)`);

/**
 * Everything about to stop being the person's to carry, with no one named to take it over: "soon it won't be my
 * problem any more" (normalised: "son it wil not be my problem any more"). A handover, a move or a job ending is
 * cancelled below.
 */
const NOT_MINE_SOON = w(`(?:son|before long|after (?:this|tonight|today|friday|the weekend)|by (?:tomorow|next week|the weekend)) (?:it|this|that|none of (?:this|it)|any of (?:this|it)|everything|al of (?:this|it)) (?:wil not|is not going to) be my (?:problem|problems|worry|mes|responsibility)|(?:it|this|none of this|everything) (?:wil not|is not going to) be my (?:problem|problems|worry|mes|responsibility) (?:for )?(?:much longer|son|any longer)|(?:son |before long )?(?:none of (?:this|it)|nothing) (?:wil|is going to) be my (?:problem|problems|worry|mes|responsibility)`);

export const INDIRECT_CUES: Cue[] = [
  { family: 'self', group: 'not_mine_soon', weight: 2.5, re: NOT_MINE_SOON },
  { family: 'self', group: 'not_fault', weight: 2, re: NOT_THEIR_FAULT },
  { family: 'self', group: 'mask_tired', weight: 1.5, re: w(`(?:tired|sick|exhausted) of (?:pretending|acting|faking it|putting on a (?:brave )?face)|can not (?:keep )?(?:pretending|faking it) (?:any ?more|much longer)`) },
  { family: 'self', group: 'hopeless_never', weight: 2, re: w(`nothings (?:ever )?(?:going to|wil|is going to) (?:get|be) (?:any )?better(?! (?:than|at|in|for (?:the|this|that)))`) },
  { family: 'self', group: 'not_here_for', weight: 2.5, re: w(`i (?:will not|wil not|am not going to|do not think i will|probably will not) be (?:here|around|alive) (?:for|to see) (?:it|that|this|them|christmas|new year|the [a-z]+|my [a-z]+|his [a-z]+|her [a-z]+|their [a-z]+)(?! (?:because|as|since|i am|im|we|i will be|i have))`) },
  { family: 'self', group: 'attempt', weight: 2.5, re: PAST_ATTEMPT },
  { family: 'other_self', group: 'other_giving', weight: 1.5, re: THEIR_GIVING },
  { family: 'other_self', group: 'other_burden', weight: 3, re: THEIR_BURDEN },
  { family: 'other_self', group: 'other_injury', weight: 3, re: THEIR_SELF_INJURY },
  { family: 'abuse', group: 'control_people', weight: 3, re: DECIDES_ME },
];

/** Cancellers by group, for the single cues above (screen.ts checks a cue's sentence against its group's canceller). */
export const INDIRECT_CANCELLERS: Record<string, RegExp> = {
  not_mine_soon: rx(`\\b(?:${AWAY}|takes? over|taking over|hand(?:ing)? (?:it )?over|handover|new (?:manager|owner|person|hire|tenant|landlord|team)|resign[a-z]*|quit|quitting|notice|last day|leaving (?:the|this) (?:job|company|team|project)|contract|lease|moving|move out|sold|selling|graduat[a-z]*|retir[a-z]*|deadline|project|lol|haha)\\b`),
  not_here_for: rx(`\\b(?:${AWAY}|working|shift|visiting|away|exams?|booked)\\b`),
  other_giving: rx(`\\b(?:${AWAY}|declutter[a-z]*|marie kondo|minimalis[a-z]*|charity shop|car boot|spring clean[a-z]*|outgrown|grown out)\\b`),
};

export const INDIRECT_COMBOS: AnyCombo[] = [
  { family: 'self', group: 'farewell_words', cancel: GOING_CANCEL, weight: 3, all: [MATTERED, GOING_UNNAMED], window: 0, why: 'someone told they mattered, before a going with nowhere named' },
  { family: 'self', group: 'affairs_gone', cancel: rx(`(?:${GOING_CANCEL.source})|${REPORTED_GONE}`), weight: 2, all: [AFTER_GONE], window: 1, why: 'after the person is gone, with no trip or move named' },
  { family: 'self', group: 'sudden_calm', cancel: DECIDED_CANCEL, weight: 2, all: [CALM_NOW, DECIDED], window: 2, why: 'calm or relief after a decision never named' },
  { family: 'self', group: 'unmissed', cancel: rx(`\\b(?:${STAGED}|insurance|will|lol|haha)\\b`), weight: 3, all: [IMAGINED_GONE, NOBODY_CARES], window: 2, why: 'imagining being gone and nobody minding' },
  { family: 'self', group: 'means_shrug', cancel: MEANS_CANCEL, weight: 3, all: [MEANS_HERE, SHRUG], window: 2, why: 'a means close by, said with a shrug' },
  { family: 'self', group: 'attempt_back', weight: 3.5, all: [PAST_ATTEMPT, FEELING_BACK], window: 2, why: 'an old attempt, and the feeling back' },
  { family: 'self', group: 'cover_story', cancel: COVER_CANCEL, weight: 3, all: [GOODBYES, COVER_STORY, NOT_TRUE], window: 0, why: 'goodbyes said under a story that is not true' },
  { family: 'self', group: 'injury_marks', cancel: MARKS_CANCEL, weight: 3, all: [OWN_MARKS, DID_THEM], window: 2, why: 'marks the person made on their own body, kept from others' },
  { family: 'abuse', group: 'incapacitate', weight: 3.5, all: [INCAPABLE, YES_UNSURE], window: 2, why: 'too far gone to say yes, and told it was said' },
  { family: 'abuse', group: 'sexual_pressure', cancel: rx(`\\b(?:${STAGED}|joke|kidding)\\b`), weight: 3.5, all: [HELD_OVER, SEX_ASKED], window: 2, why: 'work or a home held over something sexual' },
  { family: 'other_abuse', group: 'child_harm', cancel: CHILD_CANCEL, weight: 3, atLeast: 2, need: [ANY_CHILD], all: [MARKS_THEM, CHILD_GOES_WITHOUT, CHILD_AFRAID, CHILD_LEFT], window: 0, why: 'a child hurt, afraid, hungry or left, seen from outside' },
  { family: 'other_abuse', group: 'child_alone', cancel: CHILD_CANCEL, weight: 3, need: [ANY_CHILD], all: [LEFT_OVERNIGHT], window: 0, why: 'a child left alone through the night' },
  { family: 'other_abuse', group: 'elder', cancel: ELDER_CANCEL, weight: 3, atLeast: 2, need: [CARED_FOR], all: [ELDER_MONEY, ELDER_NEGLECT, ELDER_FEAR, ELDER_ROUGH, ELDER_KEPT, ELDER_STORY], window: 0, why: 'someone cared for, robbed, hurt, afraid, neglected or with a story that does not fit' },
  { family: 'self', group: 'urgent_fumes', cancel: rx(`\\b(?:${STAGED}|yesterday|last week|last year|once|years ago|how do i|how to|is it safe|can you|should i not)\\b`), weight: 3.5, all: [FUMES, BREATHING_HURT], window: 2, why: 'fumes breathed now, and the body showing it' },
  { family: 'self', group: 'urgent_overdose', weight: 3.5, all: [DRINK_ON_MEDS, DRIFTING], window: 2, why: 'a lot of alcohol on top of medicine, and the body drifting' },
  { family: 'abuse', group: 'stalk_any', cancel: rx(`\\b(?:${STAGED}|secret santa|secret admirer at work|valentine|birthday|anniversary|surprise|parking (?:ticket|warden|fine))\\b`), weight: 3, all: [LEAVES_UNKNOWN, KNOWS_SCHEDULE], window: 0, why: 'someone unknown leaving things who knows the person’s days' },
  { family: 'abuse', group: 'stalk_any', cancel: WAIT_CANCEL, weight: 3, all: [WAITS_FOR_ME, KNOWS_SCHEDULE], window: 0, why: 'someone who waits where the person will be and knows their times' },
  { family: 'other_self', group: 'other_farewell', cancel: FAREWELL_CANCEL, weight: 3.5, all: [FAREWELL_WORDS, THEIR_WORDS, UNREACHABLE], window: 0, why: 'someone’s farewell words, then silence' },
  { family: 'other_self', group: 'other_farewell', cancel: rx(`\\b(?:${AWAY}|declutter[a-z]*|outgrown)\\b`), weight: 3, all: [THEIR_GIVING, THEIR_NO_NEED], window: 0, why: 'someone giving their things away, saying they will not need them' },
  { family: 'other_self', group: 'other_weapon', cancel: GUN_CANCEL, weight: 3.5, all: [THEIR_GUN_OUT, SETTLING], window: 0, why: 'someone’s gun out while they settle things or are alone' },
  { family: 'other_self', group: 'other_done', cancel: rx(`\\b(?:${STAGED}|exams?|essay|dissertation|project|shift|deadline)\\b`), weight: 3, all: [THEIR_WITHDRAWN, THEIR_DONE], window: 0, why: 'someone withdrawn who says they are done' },
];
