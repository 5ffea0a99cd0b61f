/**
 * Danger happening now (decision 083): pills already taken, someone who will not wake or cannot breathe, a person at a
 * height or on the tracks right now, bleeding that will not stop, someone locked in with a means, a weapon in a
 * hand, a door being forced. The screen already recognised much of this as a crisis, but answered it with helplines
 * to call "if you are in immediate danger" at the bottom; here the reply must lead with calling the emergency number
 * now, then say what to do while help comes, and only then offer the lines.
 *
 * Each detector is a CONCEPT read in one sentence (or the whole message for a few), never a stored phrase: an act
 * that has happened or is happening, and what makes it dangerous (an amount of pills, a means, a threat, a body that
 * does not respond). Who it is about is read from the words before it, so "my flatmate took a load of pills" is
 * someone else at risk and "took the whole box" with no subject is the person. screen.ts discounts these like any
 * cue (fiction, jokes about something trivial, denial).
 */
import type { Family } from './cues.js';
import { rx, sentenceAt } from './normalize.js';
import { OTHER_START } from './screen-words.js';

/** 'medical' is an illness happening now (decision 097, situations.ts): a head injury, a heart, a stroke, a fit, an allergy. */
/** 'fumes' is gas or mixed cleaning products breathed now (indirect.ts): fresh air first, not what was swallowed. */
export type UrgentKind = 'overdose' | 'poison' | 'fumes' | 'breathing' | 'medical' | 'edge' | 'bleeding' | 'locked' | 'weapon' | 'attack';

export interface UrgentHit {
  family: Family;
  kind: UrgentKind;
  weight: number;
  /** Sentence index and where in it the sign starts. */
  k: number;
  local: number;
  match: string;
}

const w = (s: string) => rx(`\\b(?:${s})\\b`);

const PERSON = `(?:he|she|they|him|her|them|his|my (?:[a-z]+ )?(?:brother|sister|son|daughter|mum|mom|mother|dad|father|friend|best friend|buddy|pal|mate|flatmate|roommate|housemate|partner|boyfriend|girlfriend|husband|wife|cousin|grandad|grandpa|grandma|granny|nan|uncle|aunt|neighbour|neighbor|colleague|coworker|teenager|kid|child|baby|toddler|little one|boy|girl)s?)`;
/** The words before a sign name someone else as its subject. */
const OTHER_BEFORE = rx(`\\b${PERSON}(?: (?:has|had|is|was|just|already|also|says|said|thinks|might have|may have|must have|been|has been|got|went and))* $`);
const SELF_BEFORE = rx(`\\b(?:i|i have|i had|i just|i already|i have just|i have already|i am|ive)(?: (?:just|already|also|now))* $`);
const FIRST = / (?:i|me|my|myself|im) /;
/** "I" as a subject or object, not "my" (which names whose friend or flatmate it is). */
const I_SAID = / (?:i|me|myself|im|ive) /;
/** Someone described in the third person now ("she keeps saying", "he is slurring"). */
const THIRD_PERSON_NOW = rx(` (?:she|he|they) (?:is|s|are|was|says|said|seems|just|keeps|wants) `);

// ---------------------------------------------------------------------------------------------------- concepts

const PILL_WORDS = `pills?|tablets?|meds|medication|medicine|capsules|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|sleeping pills|antidepressants|insulin|co codamol|codeine|tramadol|diazepam|valium|xanax|sertraline|benadryl|opioids|oxy|heroin|fentanyl|methadone|lithium|(?:[a-z]+ )?pills`;
/** Pills that belong to someone else: "a load of her sleeping tablets". */
const THEIR_PILLS = rx(`\\b(?:her|his|their) (?:[a-z]+ ){0,2}?(?:${PILL_WORDS})\\b`);
/** An amount that is not a dose: a number of ten or more, a whole pack, everything, all of them, a load. */
const MANY = `(?:a |the )?(?:whole|entire|full) (?:box|bottle|packet|pack|strip|tub|blister|lot|prescription)(?: of)?|(?:two|three|four|several|a few) (?:boxes|bottles|packets|packs|strips)(?: of)?|(?:a |the )?(?:box|bottle|packet|pack|tub)s? of|a load of|loads of|a lot of|lots of|a handful of|handfuls of|a bunch of|a pile of|dozens of|al+ (?:of )?(?:my|the|his|her|their|of)|every|everything|[1-9][0-9]+|twenty|thirty|forty|fifty|sixty|a hundred|the rest of|what was left of|the (?:pills|tablets|meds) (?:i|he|she|they) (?:was|were|had been|have been) (?:saving|keeping|hoarding|stockpiling|stashing)|more than (?:[a-z]+ )?(?:should|meant|was meant)`;
const TAKEN = `took|taken|taking|swallowed|swallowing|downed|necked|overdosed on|od on|od d on`;
/** Pills already taken in an amount that is not a dose. */
const OVERDOSE = rx(`\\b(?:${TAKEN}) (?:[a-z0-9]+ ){0,5}?(?:${MANY}) (?:[a-z]+ ){0,3}?(?:${PILL_WORDS}|in the (?:medicine )?cabinet|i could find|in the (?:house|drawer|bathroom))\\b|\\b(?:already|just) (?:taken|took|swallowed) (?:the|my|his|her|them|it)\\b(?! (?:dog|car|bus|train|kids|test|exam|bins|rubbish|day|job|photo|call|shower)\\b)|\\b(?:has|have|had|just|i|he|she|they) overdosed\\b|\\b(?:taken|took|has taken|have taken) an overdose\\b`);
const OVERDOSE_CANCEL = rx(`\\b(?:headache|migraine|hay fever|cold|flu|as prescribed|as directed|prescribed|vitamins?|antibiotics|supplements|crisps|sweets|chocolate|biscuits|photos|notes|shots of (?:tequila|vodka))\\b`);

/**
 * Something poisonous swallowed (decision 087): bleach, a cleaning product, a dishwasher or laundry tablet, a
 * battery, weedkiller. The act is past or happening ("drank", "got into… and chewed one"); cleaning with the same
 * things, or their smell, is not.
 */
const POISON = rx(`\\b(?:drank|drunk|drinking|swallowed|swallowing|ate|eaten|eating|chewed|chewing|sucked|licked|necked|downed|took|taken|got into|has got into|has been at)(?: [a-z]+){0,5} (?:bleach|antifreeze|anti freeze|weedkiller|weed killer|dishwasher (?:tablets?|pods?|capsules?)|washing (?:machine )?(?:tablets?|pods?|capsules?|liquid)|laundry (?:pods?|tablets?|capsules?|liquid)|detergent|cleaning (?:fluid|stuf|products?|spray)|drain (?:cleaner|unblocker)|oven cleaner|rat poison|slug pelets|poison|button batery|button bateries|a batery|bateries|lighter fluid|white spirit|paraffin|lamp oil|methylated spirits|window cleaner|toilet cleaner|disinfectant|e liquid|vape liquid)\\b|\\b(?:chewed|swallowed|ate|bit) (?:one|some|a bit|part of one)\\b(?: [a-z]+){0,4} (?:mouth|lips|tongue) (?:is |are )?(?:al )?(?:red|burning|blistered|swollen|sore)`);
const POISON_CANCEL = rx(`\\b(?:smel|smels|smelt|fumes|cleaning the|cleaned the|to clean|spilled|spilt|on my (?:hands|skin|clothes|jeans)|in the wash|water tasted|tastes like|lol|haha|recipe|joke|meme)\\b`);

/** Someone who does not breathe, wake or respond: strong alone. */
const NOT_BREATHING = rx(`\\b(?:is not|not|stopped|has stopped|barely|hardly|struggling to keep|can not|could not|is struggling|struggling) breathing\\b(?! (?:a word|down|on|over))|\\b(?:can not|could not|unable to|trying to|tried to) wake (?:him|her|them)\\b|\\b(?:unresponsive|unconscious|non responsive)\\b|\\b(?:lips|face|skin|fingers|fingertips) (?:is |are )?(?:going|turning|gone|turned|look|looks|looking|are looking|seem|seems) (?:kinda |kind of |a bit |a little |slightly |really |quite |sort of |almost |very |al )?(?:blue|grey|gray|purple|bluish|blueish)\\b|\\bhaving (?:a seizure|a fit|seizures|fits)\\b`);
/** Weaker signs that count together in one stretch ("collapsed… not responding"). */
// Breathing that sounds wrong is one of the weak signs: with a second one ("not really waking up"), it is an emergency.
// Something taken is a weak sign too (decision 096): "took some pills… breathing weird… can't really wake him" is
// three weak signs, where "can't wake him" alone was a strong one that "really" slipped past.
const DOWN = w(`(?:took|taken|had|swallowed|dropped|popped|did|done) (?:(?:some|a few|a couple of|two|three|four|loads of|a lot of|a load of|a bunch of|some kind of|a handful of) )?(?:pills|tablets|drugs|molly|mdma|ecstasy|ket|ketamine|ghb|xanax|oxy|something)(?! (?:to eat|to drink|for (?:his|her|their) (?:headache|migraine|cold)))|(?:he|she|they) (?:is|are|s) breathing (?:really |very |kinda |kind of |a bit |super |so |all )?(?:weird|weirdly|slow|slowly|shallow|strange|strangely|funny|rattly|wrong|oddly)|(?:can not|could not) (?:really |properly |fully |even )?(?:wake|rouse) (?:him|her|them)|(?:can|could) (?:barely|hardly|only just) (?:wake|rouse) (?:him|her|them)|(?:can not|could not) get (?:him|her|them) to wake|barely (?:responsive|conscious|responding|awake)|(?:will not|would not|does not|did not|is not) (?:respond|react)(?: to (?:anything|us|me))?|out cold|collapsed|passed out|fainted|keeled over|on the floor|on the ground|slumped|not responding|will not wake up|would not wake up|not (?:really |properly |fully |even )?waking up|not moving|mumbling|cold and clammy|frothing|foaming|choking on (?:his|her|their) (?:vomit|sick)|(?:his|her|their) (?:breathing|breaths?) (?:is |are |was |sounds |seems |looks )?(?:really |very |kinda |kind of |a bit |super |so |al )?(?:weird|slow|shallow|strange|funny|rattly|rattling|gurgling|irregular|raspy|wrong)`);
const DOWN_CANCEL = rx(`\\b(?:my lips (?:are )?(?:going|turning) blue (?:at|in|from)|bring a coat|forgot (?:my|a) coat|ice bath|cold plunge|wild swim[a-z]*|sea swim[a-z]*|text|texts|message|messages|emails?|calls?|phone|app|laptop|computer|website|server|router|tent|shelf|plans|deal|market|snores|school|alarm|lie in|lazy|nap|dog|cat|after work on|on the sofa laughing|laughing|giggling|drama|dramatic|tired|headache|migraine|noon|weekends?|swim|swimming|swam|the sea|sea swim|lake|pool|ice bath|cold plunge|paddling|snow)\\b`);

/** At a height or on the tracks, now. */
const AT_EDGE = rx(`\\b(?:am|i am|up|standing|sitting) (?:at |on )?the top of (?:the |a |this )?(?:multi storey|multistorey|car park|parking garage|building|tower|tower block|flats|cliff|cliffs|quarry|bridge|dam)\\b|\\b(?:standing|sitting|stood|sat|perched|climbed|am|is|are|up) (?:on|at|by|over|near|onto|on top of) (?:the |a |this |that |my |our )?(?:[a-z]+ ){0,2}?(?:roof|rooftop|ledge|edge|bridge|railway|railway line|train line|tracks|line|cliff|clifs|balcony|top floor|parapet|railing|railings|motorway|river bank|pier)\\b`);
const NOW = w(`i am (?:at|on|up|standing|sitting)|right now|now|at the moment|currently|as we speak|as i type|as i write|here|tonight`);
const EDGE_PULL = w(`looking down|look down|staring down|jump|jumping|next train|train is|sorry|goodbye|bye|(?:wanted|want|just want|just wanted) (?:to tell|someone to know)|tell someone|one last|can not do this|end it|nobody knows|no one knows|let go|step off|over the (?:edge|railing|side)|texted (?:me )?goodbye|said goodbye|says goodbye|going to|done|ready`);
const EDGE_CANCEL = rx(`\\b(?:view|views|photo|photos|selfie|sunset|sunrise|picnic|waiting for [a-z]+|meet|meeting|drinks|bar|party|fireworks|late|delayed|commute|tourist|hike|hiking|proposal|concert|gig|swim|fishing|date|lol|haha|stuck|signal|engineering works|leaves on the line)\\b`);

/** Bleeding that does not stop, after cutting. */
const BLEED = w(`(?:will not|can not|could not|does not|did not|not) stop (?:the )?bleeding|bleeding (?:heavily|a lot|badly|everywhere|through|so much)|soaked (?:through|the|two|three)|so much blood|blood (?:everywhere|all over|is pouring|pouring|spurting)|cut (?:too|way too|really|so) deep|deeper than (?:i|he|she) (?:meant|wanted|usualy|normaly|ever)|(?:needs|ned|might ned|wil ned) stitches|gaping`);
const CUT_CONTEXT = w(`cut|cuts|cutting|blade|razor|myself|himself|herself|wrist|wrists|arm|arms|thigh|thighs|leg|legs`);
const BLEED_CANCEL = rx(`\\b(?:kitchen|cooking|chopping|slicing|onions?|knife slipped|nose|nosebleed|period|shaving|dog|cat|fell|tripped|glass broke|broken glass|gardening|garden|bike|football|rugby|tooth|teeth|dentist|surgery)\\b`);

/** Locked or barricaded in, with a means or a threat. */
const LOCKED = w(`locked (?:himself|herself|themselves|themself|myself) in|barricaded (?:himself|herself|themselves|myself)(?: in)?|shut (?:himself|herself|themselves|myself) in|(?:will not|refuses to|refusing to) (?:open|unlock) the (?:[a-z]+ )?door|(?:will not|refuses to|refusing to) come out`);
const LOCKED_WITH = w(`knife|knives|blade|razor|pills|tablets|meds|rope|belt|cord|gun|end it|end (?:his|her|their) life|kil (?:himself|herself|themselves|myself)|die|dying|hurt (?:himself|herself|themselves|myself)|take (?:al|every)|overdose|goodbye|not coming out alive|no point|bleach`);
const LOCKED_CANCEL = rx(`\\b(?:lol|haha|peace|quiet|kids|toddler|phone call|teams call|zoom|five minutes|ten minutes|sulking|gaming|playstation|xbox|exam|revision)\\b`);

/** A weapon in someone's hand, with a threat or a person near it. */
const WEAPON = w(`(?:has|has got|had|got|holding|waving|pulled|pulls|grabbed|grabs|picked up|brandishing|pointing|pointed|came at (?:me|us|her|him) with|coming at (?:me|us|her|him) with|threatening (?:me|us|her|him) with|held) (?:out )?(?:a |the |his |her |my |our |a kitchen |the kitchen |a big |a loaded )?(?:knife|knives|gun|blade|machete|hammer|bat|baseball bat|axe|shotgun|pistol|rifle|screwdriver|broken bottle)`);
const WEAPON_THREAT = w(`banging|door|kil|use it|hurt|threaten|threatening|threatened|coming|screaming|shouting|yelling|right now|now|if i|if we|locked myself|hiding|hid|at me|on me|to my|stab|shoot|scared|terrified|afraid|drunk|rage|angry|smashing|help`);
const WEAPON_CANCEL = rx(`\\b(?:barbecue|bbq|cooking|cook|chopping|sharpening|carving|slicing|butter|fork|steak|whittling|dinner|gift|present|collection|shooting range|range|hunting|airsoft|paintball|video game|game|film|movie|clay|diy|shelf|shelves|nails|hanging|picture|cricket|basebal practice|softball|rounders|lol|haha)\\b`);

/** A door being forced, someone being attacked or crying for help: happening now. */
const ATTACK = w(`(?:trying to|tried to|is trying to|keeps trying to) (?:kick|break|smash|bash|force|get) (?:the |my |our )?(?:[a-z]+ )?(?:door|window|way) (?:in|down|open)|(?:kick|kicking|break|breaking|smash|smashing|bash|bashing|force|forcing) (?:down|in|open) (?:the |my |our )?(?:[a-z]+ )?(?:door|window)|(?:trying to|tried to) (?:break|get) in|kicking (?:the |my |our )?(?:[a-z]+ )?doors?(?: in| down)?|breaking (?:in|the door down|down the door)|banging on (?:the|my|our) (?:[a-z]+ )?(?:door|window)|hammering on (?:the|my|our) (?:[a-z]+ )?(?:door|window)|trying the (?:door )?handle|outside (?:my|the|our) (?:door|window|house|flat|room) (?:right )?now|in the house (?:right )?now|strangling (?:me|her|him)|choking (?:me|her|him)|hands (?:round|around) my (?:neck|throat)|smashing (?:things|the place|everything|stuf)|(?:screaming|screamed|shouted|shouting|crying|cried|yelled|yelling) for help|(?:hitting|beating|attacking) (?:me|her|him|them) (?:right )?now`);
const ATTACK_CANCEL = rx(`\\b(?:(?:kids|children|toddler|son|daughter|dog|cat|puppy) (?:are|is|were|was|keep|keeps|kept) (?:banging|hammering|kicking|scratching)|on the loo|in the (?:shower|toilet|bath)|every (?:single )?(?:morning|night|day|time)|kids playing|playing|wind|delivery|courier|music|dog|lol|haha|locked out|keys|forgot my|landlord|game|gaming|film|movie|karaoke|party|singing)\\b`);

/** The person hiding behind a door or in a car while someone rages (decision 083). */
const HIDING = w(`(?:i am|i have|i|we are|we) (?:hiding|hid|locked|shut|barricaded)(?: myself| ourselves)? (?:in|inside)|hiding (?:in|inside) the|(?:locked|shut) in the [a-z]+(?: room)?|with the door locked|locked the (?:[a-z]+ )?door|(?:i am|we are) (?:in|inside) the (?:bathroom|toilet|loo|wardrobe|closet)`);
const RAGING = w(`(?:put|puts|putting|smashed|rammed) (?:his|her|their) (?:fist|foot|head) through|(?:smashing|throwing|punching|kicking|breaking|hitting|slamming|hurling) (?:the )?(?:plates|things|stuf|stuff|doors?|walls?|everything|glasses|furniture|cups|at the walls)|(?:throwing|threw|hurling) (?:things|stuf|stuff|plates|glasses|cups) (?:at|again|around)|screaming (?:my name|at me)|raging|going mental|lost it`);
const HIDING_CANCEL = rx(`\\b(?:toddler|baby|kids are|the kids were|game|hide and seek|surprise|party|lol|haha|quiet|peace|nap)\\b`);

// ---------------------------------------------------------------------------------------------------- reading

function whoseBefore(text: string, local: number, fallback: Family, other: Family): Family {
  const before = ` ${text.slice(Math.max(0, local - 45), local).trim()} `;
  if (SELF_BEFORE.test(before)) return fallback;
  if (OTHER_BEFORE.test(before)) return other;
  return fallback;
}

/** Someone else's partner or a neighbour's home: the one in danger is them, not the person writing. */
const THEIR_HOME = rx(`\\b(?:her|his|their) (?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|mum|mom|mother|son)\\b|\\b(?:neighbour|neighbor|neighbours|neighbors|next door|the (?:couple|family|flat|people|man|woman|guy|girl) (?:upstairs|downstairs))\\b`);

/** Who violence now is aimed at: the person ("at me", "my door") or someone they are telling about. */
function victimOf(pair: string, match: string): Family {
  if (/\b(?:me|my|us|our)\b/.test(match)) return 'abuse';
  if (/\b(?:her|him|them)\b/.test(match) || THEIR_HOME.test(pair)) return 'other_abuse';
  return FIRST.test(` ${pair} `) ? 'abuse' : 'other_abuse';
}

/** The concepts read sentence by sentence, each scanned once over the whole message first. */
const SCANNED: Array<['od' | 'poison' | 'nb' | 'down' | 'bleed' | 'weapon' | 'attack', RegExp]> = [
  ['od', OVERDOSE],
  ['poison', POISON],
  ['nb', NOT_BREATHING],
  ['down', DOWN],
  ['bleed', BLEED],
  ['weapon', WEAPON],
  ['attack', ATTACK],
];
const GLOBAL = new Map(SCANNED.map(([, re]) => [re, new RegExp(re.source, 'g')]));
/** Enough matches of one concept to find its sentences; a message repeating it hundreds of times costs no more. */
const MAX_SCAN = 16;

/** Every sign of danger now in the message's sentences (normalised texts, as screen.ts reads them). */
export function urgentHits(texts: readonly string[]): UrgentHit[] {
  const hits: UrgentHit[] = [];
  const whole = texts.join(' ');
  // One scan of the whole message per concept (as screen.ts does for cues) finds the few sentences worth reading
  // closely; a sign-dense 8,000-character message then costs six scans, not six tests per sentence.
  const starts: number[] = [];
  let pos = 0;
  for (const t of texts) {
    starts.push(pos);
    pos += t.length + 1;
  }
  const has = { od: false, poison: false, nb: false, down: false, bleed: false, weapon: false, attack: false };
  const candidates = new Set<number>();
  for (const [key, re] of SCANNED) {
    const g = GLOBAL.get(re)!;
    g.lastIndex = 0;
    for (let n = 0; n < MAX_SCAN; n++) {
      const m = g.exec(whole);
      if (!m) break;
      has[key] = true;
      const k = sentenceAt(starts, m.index);
      candidates.add(k);
      // A match that runs on into the next sentence may hide one that starts there.
      candidates.add(sentenceAt(starts, m.index + m[0].length - 1));
      // A weak sign is read over a sentence and the next, so the one before may pair with it.
      if (key === 'down' && k > 0) candidates.add(k - 1);
      if (m[0].length === 0) g.lastIndex++;
    }
  }
  const someone = (k: number) => / (?:him|her|them|he|she|they) /.test(` ${texts[k]} `) || OTHER_BEFORE.test(` ${texts[k]} `);
  for (const k of [...candidates].sort((a, b) => a - b)) {
    const s = texts[k]!;
    const pair = k + 1 < texts.length ? `${s} ${texts[k + 1]}` : s;
    let m = has.od ? OVERDOSE.exec(s) : null;
    if (m && !OVERDOSE_CANCEL.test(s)) {
      // "My flatmate took a load of pills and I can't wake her": a body that does not respond makes it someone else.
      // So do her own pills ("took a load of her sleeping tablets"), a sentence that opens on someone else and has no
      // "I" before the act ("flatmate had a row with her bf, took…"), and a person described in the third person
      // beside it ("says she just wants to sleep it off").
      const before = ` ${s.slice(0, m.index)} `;
      const theirPills = THEIR_PILLS.test(m[0]) && !/\bmy\b/.test(m[0]);
      const opensOnOther = OTHER_START.test(before) && !I_SAID.test(before);
      const other = (NOT_BREATHING.test(pair) && !/\bme\b/.test(m[0])) || theirPills || (opensOnOther && (THIRD_PERSON_NOW.test(` ${pair} `) || !I_SAID.test(` ${pair} `)));
      hits.push({ family: other ? 'other_self' : whoseBefore(s, m.index, 'self', 'other_self'), kind: 'overdose', weight: 3.5, k, local: m.index, match: m[0] });
    }
    m = has.poison ? POISON.exec(s) : null;
    if (m && !POISON_CANCEL.test(s)) {
      hits.push({ family: whoseBefore(s, m.index, 'self', 'other_self'), kind: 'poison', weight: 3.5, k, local: m.index, match: m[0] });
    }
    m = has.nb ? NOT_BREATHING.exec(s) : null;
    const down = has.down ? DOWN.exec(pair) : null;
    if (m && !DOWN_CANCEL.test(s)) hits.push({ family: 'other_self', kind: 'breathing', weight: 3.5, k, local: m.index, match: m[0] });
    else if (down && someone(k) && !DOWN_CANCEL.test(pair)) {
      // Two different weak signs in one stretch ("collapsed on the floor and not responding").
      const all = pair.match(new RegExp(DOWN.source, 'g')) ?? [];
      if (new Set(all).size >= 2) hits.push({ family: 'other_self', kind: 'breathing', weight: 3.5, k, local: Math.min(down.index, s.length), match: down[0] });
    }
    m = has.bleed ? BLEED.exec(s) : null;
    if (m && CUT_CONTEXT.test(pair) && !BLEED_CANCEL.test(pair)) {
      const other = !FIRST.test(` ${s} `) && / (?:himself|herself|his|her|their) /.test(` ${s} `);
      hits.push({ family: other ? 'other_self' : 'self', kind: 'bleeding', weight: 3.5, k, local: m.index, match: m[0] });
    }
    m = has.weapon ? WEAPON.exec(s) : null;
    if (m && WEAPON_THREAT.test(pair.replace(m[0], ' ')) && !WEAPON_CANCEL.test(pair)) {
      const selfHolds = SELF_BEFORE.test(` ${s.slice(Math.max(0, m.index - 20), m.index).trim()} `);
      hits.push({ family: selfHolds ? 'self' : victimOf(pair, m[0]), kind: 'weapon', weight: 3.5, k, local: m.index, match: m[0] });
    }
    m = has.attack ? ATTACK.exec(s) : null;
    if (m && !ATTACK_CANCEL.test(pair)) {
      hits.push({ family: victimOf(pair, m[0]), kind: 'attack', weight: 3, k, local: m.index, match: m[0] });
    }
  }
  // Whole-message concepts: a height and a now and a pull; locked in and a means.
  const edge = AT_EDGE.exec(whole);
  if (edge && NOW.test(whole) && EDGE_PULL.test(whole) && !EDGE_CANCEL.test(whole)) {
    const k = texts.findIndex((t) => AT_EDGE.test(t));
    const s = texts[k] ?? '';
    const local = Math.max(0, s.search(AT_EDGE));
    const before = ` ${s.slice(Math.max(0, local - 30), local).trim()} `;
    const family: Family = /\b(?:i|i am|im)\s*$/.test(before.trimEnd()) || / i am $/.test(before) ? 'self' : OTHER_BEFORE.test(before) || / (?:he|she|they) (?:is|are) $/.test(before) ? 'other_self' : 'self';
    hits.push({ family, kind: 'edge', weight: 3.5, k: Math.max(0, k), local, match: edge[0] });
  }
  const hide = HIDING.exec(whole);
  if (hide && RAGING.test(whole) && !HIDING_CANCEL.test(whole) && !hits.some((h) => h.kind === 'attack' || h.kind === 'weapon')) {
    const k = Math.max(0, texts.findIndex((t) => HIDING.test(t)));
    const mine = /^(?:i|we)\b/.test(hide[0]) || !THEIR_HOME.test(whole);
    hits.push({ family: mine ? 'abuse' : 'other_abuse', kind: 'attack', weight: 3, k, local: Math.max(0, (texts[k] ?? '').search(HIDING)), match: hide[0] });
  }
  const locked = LOCKED.exec(whole);
  // "I've locked myself in" while someone else has the knife is hiding from them, not a means at hand.
  const hiding = locked && /myself/.test(locked[0]) && hits.some((h) => h.family === 'abuse');
  if (locked && !hiding && LOCKED_WITH.test(whole) && !LOCKED_CANCEL.test(whole)) {
    const k = Math.max(0, texts.findIndex((t) => LOCKED.test(t)));
    hits.push({ family: /myself/.test(locked[0]) ? 'self' : 'other_self', kind: 'locked', weight: 3.5, k, local: Math.max(0, (texts[k] ?? '').search(LOCKED)), match: locked[0] });
  }
  return hits;
}

/** Every matcher, for the screen's warm-up at load. */
export const URGENT_PATTERNS: RegExp[] = [...GLOBAL.values(), THEIR_HOME, HIDING, RAGING, HIDING_CANCEL, OTHER_BEFORE, SELF_BEFORE, OVERDOSE, OVERDOSE_CANCEL, POISON, POISON_CANCEL, NOT_BREATHING, DOWN, DOWN_CANCEL, AT_EDGE, NOW, EDGE_PULL, EDGE_CANCEL, BLEED, CUT_CONTEXT, BLEED_CANCEL, LOCKED, LOCKED_WITH, LOCKED_CANCEL, WEAPON, WEAPON_THREAT, WEAPON_CANCEL, ATTACK, ATTACK_CANCEL];
