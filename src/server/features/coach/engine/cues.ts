/**
 * Indirect signs the safety screen weighs (issue 29 item 9), as cue families. Unlike the explicit patterns
 * (explicit.ts), no cue here decides alone unless its weight says so: screen.ts adds the strongest cue of each group,
 * per family, over the whole message and the person's recent turns, and compares the sum with two thresholds
 * (CRISIS_AT, CONCERN_AT). A weight is therefore a statement about how much one sign says on its own:
 *   3 or more: enough alone ("everyone would be better off without me");
 *   2: worth a gentle check-in alone ("I'm giving all my stuff away");
 *   1 to 1.5: only meaningful next to another sign ("thank you for everything", "I feel trapped").
 *
 * Patterns are plain English on the normalised text (normalize.ts: lower case, no punctuation, contractions expanded,
 * letters squashed), so "won't" is written "will not". Subjects are explicit: self cues are first person, abuse cues
 * name someone doing something to "me", and the "other" family is a third person at risk.
 */
import { rx } from './normalize.js';

export type Family = 'self' | 'abuse' | 'other_self' | 'other_abuse';

export interface Cue {
  /** The group this cue belongs to: within a group only the strongest cue counts. */
  group: string;
  family: Family;
  weight: number;
  re: RegExp;
  /** False for cues whose words already carry a negation ("won't let me"), so a "not" before them is not a denial. */
  negatable?: boolean;
  /** Cues that start with a subject and a gap ("he … reads my phone"): a "not" in the gap denies them too. */
  innerNegation?: boolean;
}

/** Someone close who can act on the person: a partner (or an ex), named or as a pronoun. */
const SUBJ =
  '(?:he|she|they|my (?:partner|husband|wife|boyfriend|girlfriend|fiance|fiancee|spouse|ex|man|girl)|partner|husband|wife|boyfriend|girlfriend|spouse)';
/** A parent or sibling can hold the money too. */
const FAMILY_SUBJ = '(?:my (?:dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmother|parents|brother|sister))';
/** Up to three words between a subject and its verb ("he always", "she also constantly"). */
const GAP = '(?:[a-z]+ ){0,3}';
const ME_WOULD = '(?:i would|i will|id|il|i am going to)';
const NOT_ALIVE =
  '(?:gone|dead|not (?:here|around|alive|there|in the picture)|no longer (?:here|around|alive)|never (?:born|here)|out of the (?:way|picture))';
const IF_I_GONE = `(?:if i (?:just |realy |simply )?(?:was|were|am)? ?${NOT_ALIVE}|if i (?:just |simply )?(?:disappeared|vanished|died|was not around|did not exist|stopped existing|was never born|never existed|left (?:for good|forever))|when i am gone|once i am gone|after i am gone|with me gone|with me out of the (?:way|picture)|(?:once|when|after|if) i am (?:no longer (?:around|here|in the picture)|not in the picture|out of the picture|not here any ?more|gone for good)|without me(?! (?:[a-z]+ing|always|there|at(?! al\\b)|on|for|to|as|by|home|constantly)\\b))`;
const POSSESSIONS =
  '(?:stuff|things|belongings|possessions|clothes|books|guitar|games|jewelry|jewellery|records|art|plants|furniture|savings|collection|camera|laptop|bike|favourite [a-z]+|favorite [a-z]+|best [a-z]+)';
const PETS = '(?:dog|cat|dogs|cats|puppy|kitten|pet|pets|rabbit|bird|hamster|horse)';
const KIDS = '(?:kids|children|son|daughter|baby|kid|child)';
const PEOPLE_OF_MINE =
  '(?:friends|family|mom|mum|mother|dad|father|parents|sister|brother|siblings|anyone|people|coworkers|colleagues|best friend|family members)';

function cue(family: Family, group: string, weight: number, source: string, negatable = true): Cue {
  return { family, group, weight, re: rx(source), negatable, innerNegation: source.includes(`${SUBJ} ${GAP}`) };
}

// ------------------------------------------------------------------------------------------ suicide / self-harm

const SELF: Cue[] = [
  // Being a burden, others better off
  cue('self', 'burden', 3, `\\b(?:better|happier|easier|fine|relieved|lighter|simpler|calmer|free|better off)\\b (?:[a-z]+ +){0,12}${IF_I_GONE}`),
  cue('self', 'burden', 3, `\\b(?:burden|weight|drain) (?:to|on|for) (?:everyone|everybody|my family|all of them|them all|the people i love|my friends|every one)\\b`),
  cue('self', 'burden', 3, `\\b(?:dragging|drag|bringing|bring) (?:everyone|everybody|them all|my family|all of them) down\\b`),
  cue('self', 'burden', 3, `\\b(?:nobody|no one|no body|noone) (?:would|will|is going to|wil) (?:even )?(?:miss me|notice|care|mind)\\b(?: (?:[a-z]+ ){0,3}(?:if|when) i)?`),
  cue('self', 'burden', 3, `\\b(?:would|will|wil) (?:anyone|anybody) (?:even )?(?:miss me|notice (?:if|when) i|care (?:if|when) i)\\b`),
  cue('self', 'burden', 3, `\\bdeserve (?:better than me|(?:a|an|someone) (?:[a-z]+ )?(?:who is not|that is not) (?:a burden|a mes|like me|me))\\b`),
  cue('self', 'burden', 3, `\\b(?:will not|would not|wont) (?:be (?:a problem|a burden|a bother|in (?:anyones|your|their) way)|have to (?:deal with|worry about|put up with) me)(?: for anyone)? (?:much |for much |very )?(?:longer|anymore|any more|soon)\\b`),
  cue('self', 'burden', 3, `\\bnot (?:be )?(?:a problem|a burden|around|here) (?:for (?:anyone|you|them) )?(?:much|for much|very) longer\\b`),
  cue('self', 'burden', 3, `\\b(?:do not think|doubt|not sure) (?:i will|il|i wil) be (?:a problem|a burden|around|here|a bother)(?: for (?:anyone|you|them))? (?:much|for much|very) longer\\b`),
  cue('self', 'burden', 2, `\\b(?:i am|i feel like|i feel|feel like i am|i am just|i am only|i am such|just|i am nothing but) (?:just |only |such |nothing but )?(?:a |an )?(?:burden|waste of space|waste of oxygen|drain on everyone|mistake that should not exist)\\b(?! (?:when|if) i (?:ask|need|want)| (?:asking|to ask|for asking|by asking)\\b| i have (?:asked|been asking|had to ask|needed|leaned on|relied on)\\b)`),
  cue('self', 'burden', 1, `\\b(?:i am|i feel like) (?:just |only )?(?:a |an )?burden\\b`),
  cue('self', 'burden', 2, `\\b(?:one less (?:problem|mouth to feed|thing to worry about|person to worry about)|(?:they|everyone|she|he) (?:would|will|wil) be (?:fine|ok|okay|relieved|happier) (?:without me|when i am gone))\\b`),
  // Wishing not to exist
  cue('self', 'absence', 3, `\\b(?:want|wanna|wish|wishing|would like|need) (?:to |i could |i would |i can |i could just |to just )?(?:stop existing|not exist|cease to exist|not be alive|fall asleep and (?:not|never) wake up|go to sleep (?:forever|and (?:not|never) wake up)|sleep forever|be gone for good|not be here any ?more)\\b`, false),
  cue('self', 'absence', 3, `\\b(?:disappear|vanish|go away|be gone)\\b (?:for good|forever|for ever|permanently|from (?:this|the) world|from existence|and never come back)\\b`),
  cue('self', 'absence', 1, `\\b(?:want|wanna|wish i could|wish|would love) (?:to )?(?:just )?(?:disappear|vanish)\\b`),
  cue('self', 'absence', 3, `\\b(?:tired|sick|exhausted|weary) of (?:existing|being alive|being here|breathing|waking up|life itself|it all and everyone)\\b`),
  cue('self', 'absence', 2, `\\b(?:tired|sick|exhausted|weary) of (?:living|life)\\b(?! (?:in|with|at|near|so|on|under|together|apart|paycheck)\\b)`),
  cue('self', 'absence', 3, `\\b(?:think|thinking|thought|keep thinking|dream|dreaming|fantasi[sz]e|fantasi[sz]ing) (?:about|of) (?:not waking up|not being (?:here|alive|around)|dying|my (?:own )?death|my (?:own )?funeral|ending (?:it|things|everything|my life)|never waking up|suicide|kiling myself)\\b`),
  cue('self', 'absence', 3, `\\b(?:thinking|think|thought|thinkin) (?:about|of) kiling\\b(?! (?:him|her|them|you|it|the|my|his|their|time)\\b)`),
  cue('self', 'absence', 3, `\\b(?:wish|hope|hoping|pray|praying) (?:that )?i (?:do not|will not|never|would not|did not) wake up\\b`, false),
  cue('self', 'absence', 3, `\\bif i (?:died|was killed|got hit|crashed|do not wake up)\\b (?:[a-z]+ ){0,6}(?:better|relief|fine|easier|happier|good thing|would not mind)\\b|\\b(?:better|fine|easier) (?:[a-z]+ ){0,4}if i died\\b`),
  cue('self', 'absence', 3, `\\b(?:hope|hoping|wish) (?:the|my) (?:plane|car|bus|train) (?:crashes|crashed|would crash)\\b`),
  cue('self', 'absence', 3, `\\bwant (?:it all|everything|all of it|my life|life) to (?:be over|end|stop)\\b(?! (?:so|and|before|already|between)\\b)`),
  cue('self', 'absence', 2.5, `\\bwant (?:it|this|the pain|this pain) (?:all )?to (?:be over|end|stop)\\b(?! (?:so|and|before|already|between)\\b)`),
  cue('self', 'selfhate', 1, `\\bi (?:really |just |so )?hate (?:myself|my life|being me)\\b`),
  cue('self', 'absence', 3, `\\bnot (?:going to be|be|gonna be) (?:around|here) (?:for|to see|at|by) (?:my birthday|christmas|the wedding|new year|next (?:year|month|week)|much longer|long|the summer|her birthday|his birthday|their birthday)\\b|\\bin case i am (?:not around|gone|not here)\\b`),
  cue('self', 'absence', 2, `\\bi (?:will|wil) be gone (?:by|before|soon|after|in a)\\b`),
  cue('self', 'burden', 1.5, `\\b(?:nobody|no one|noone) (?:needs|has|will have) to worry(?: about me)?(?: any ?more| then| after that)?\\b`),
  cue('self', 'absence', 3, `\\b(?:manage|be fine|be better|be ok|be okay|get by|be set|be comfortable) (?:[a-z]+ ){0,3}(?:on|with) (?:the|my) (?:life )?insurance\\b|\\b(?:life )?insurance (?:would|will|pays|money would) (?:[a-z]+ ){0,4}(?:if i (?:die|died|was gone)|when i am gone|them|my (?:wife|husband|kids|family))\\b`),
  cue('self', 'absence', 2, `\\btired (?:of everything )?(?:and )?of (?:being )?me\\b|\\btired of myself\\b`),
  cue('self', 'withdraw', 1.5, `\\bstoped (?:eating|answering|replying|going out|showering|getting out of bed|taking my (?:meds|medication))\\b|\\bwait for the (?:day|night) to end\\b`),
  cue('self', 'absence', 3, `\\bwish i could (?:just )?(?:stop waking up|not wake up|never wake up|stop existing|stop breathing)\\b|\\bno point (?:to|in|of) (?:me )?(?:being here|being alive|living|existing|me)\\b|\\b(?:can not|do not|could not) see myself (?:being )?(?:here|alive|around) (?:next|in a|by|for|much)\\b`),
  cue('self', 'absence', 3, `\\b(?:would|will|wil) (?:[a-z]+ ){0,4}if i (?:died|was gone|were gone|disappeared|was dead)\\b|\\bif i (?:died|was gone|were gone|was dead) (?:[a-z]+ ){0,3}(?:would|will|wil)\\b`),
  cue('self', 'soon', 2, `\\b(?:will not|wil not|would not) mater (?:soon|much longer|for long|anyway|after)\\b`),
  cue('self', 'burden', 3, `\\b(?:do not|dont) deserve to (?:live|be alive|exist|be here)\\b|\\b(?:whether|if) i (?:live|am alive) or (?:die|not)\\b`, false),
  cue('self', 'burden', 2, `\\b(?:better off|happier) with (?:a different|another|a new|a better) (?:mum|mom|dad|father|mother|parent)\\b`),
  cue('self', 'absence', 2, `\\bi should (?:just )?(?:end it|end it al|end everything|not be here|not exist|disappear for good)\\b(?! (?:with|between|now with)\\b)`),
  cue('self', 'means', 3, `\\b(?:researching|research|looking up|looked up|reading about|read about|searching|searched) (?:[a-z]+ ){0,2}(?:ways|methods|how) to (?:end (?:things|it|my life|it al)|die|kil myself)\\b(?! (?:with|between|kindly|nicely|amicably)\\b)`),
  cue('self', 'means', 2, `\\bi have a plan\\b(?! (?:for|to (?:fix|save|make|get|talk|tel|ask)|b)\\b)`),
  cue('self', 'calm', 1.5, `\\bfolow through (?:this time|with it)\\b|\\b(?:made|making|at) (?:my )?peace with (?:it|it al|things|everything)\\b`),
  cue('self', 'calm', 2.5, `\\b(?:made|making|at) (?:my )?peace with (?:my decision|dying|death|leaving|going)\\b`),
  // After a hard turn, reassurance is a sign to check on, not an all-clear (only counts next to earlier turns).
  cue('self', 'reassure', 1, `\\b(?:i am|i feel) (?:fine|ok|okay|good|much better|so much better) (?:now|realy|honestly|i promise)\\b|\\b(?:do not|dont) worry about me\\b|\\bforget (?:what|that|everything) i said\\b`, false),
  cue('self', 'selfharm', 3, `\\b(?:burned|burnt|cut|scratched|hit|starved) myself (?:again|on purpose|with a (?:lighter|blade|razor|knife)|to feel|until)\\b`),
  // Goodbyes
  cue('self', 'thanks', 1, `\\bthank(?:s| you) (?:so much )?for (?:everything|listening|being there|al (?:your|the) help|al of it)\\b`),
  cue('self', 'goodbye', 1.5, `\\bgoodbye(?: now| then| forever)? (?= |$)`),
  cue('self', 'goodbye', 2, `\\b(?:goodbye|bye) (?:everyone|everybody|all|guys|world|forever|for good|my friends)\\b|\\bthis is (?:goodbye|my goodbye|the end)\\b|\\b(?:wanted|want|needed) to say goodbye\\b|\\bsaying (?:my )?goodbyes?\\b`),
  cue('self', 'farewell', 1.5, `\\b(?:sorry for everything|i love you all)\\b|\\bwant (?:them|you|her|him|everyone) to know (?:they|you|she|he) (?:meant|mean) (?:so much|a lot|everything)\\b`),
  cue('self', 'farewell', 2, `\\btake care of (?:each other|yourselves|everyone|my [a-z]+ for me|him for me|her for me|them for me)\\b`),
  cue('self', 'farewell', 2, `\\btel (?:[a-z]+|my [a-z]+) (?:that )?i (?:loved|was sorry|was never angry|forgave|never blamed)\\b|\\btel (?:them|everyone|my family|my kids|my parents) (?:that )?i (?:love|am sorry)\\b`),
  cue('self', 'goodbye', 2, `\\b(?:my )?(?:last|final) (?:message|goodbye|words)\\b`),
  cue('self', 'goodbye', 3, `\\b(?:last|final) time (?:you|anyone) (?:will|wil) (?:ever )?hear from me\\b|\\b(?:you|they) (?:will|wil) not (?:ever )?(?:see|hear from) me again\\b`),
  // Putting affairs in order, giving things away
  cue('self', 'giving', 1.5, `\\b(?:gave|giving|give|given|gifted|handing) (?:away )?(?:all |most )?(?:of )?my ${POSSESSIONS}\\b|\\b(?:gave|giving|give|given) (?:all |most )?(?:of )?my ${POSSESSIONS} away\\b`),
  cue('self', 'giving', 2, `\\b(?:gave|giving|give|given) away (?:all|everything|almost everything)\\b(?! (?:of )?(?:her|his|their|our)\\b)`),
  cue('self', 'noneed', 2, `\\b(?:will not|would not|wil not) (?:really |even |actually |ever )?(?:need|be needing) (?:it|them|any of it|my [a-z]+|this|these|those)(?: any ?more| where i am going| much longer)?\\b|\\bi will not be needing\\b`, false),
  cue('self', 'giving', 1.5, `\\b(?:you|she|he|they|my [a-z]+) (?:can|should|could) (?:have|keep) my [a-z]+\\b|\\bwant (?:you|her|him|them) to have my\\b|\\bmy [a-z]+ (?:is|are) (?:al )?yours now\\b|\\bthe [a-z]+ (?:is|are) (?:al )?yours now\\b`),
  // Round 21 s01: "who do you think should get my chess set", asked about the person's own things being given out.
  cue('self', 'giving', 1.5, `\\bwho (?:do you think |should i let )?(?:should|could|would) (?:get|have|take|inherit|end up with) my [a-z]+(?: [a-z]+)?\\b`),
  cue('self', 'giving', 2, `\\b(?:found|finding|find) (?:a (?:new )?home|someone to (?:take|look after|care for|adopt)) (?:for )?my ${PETS}\\b|\\b(?:rehomed|rehoming) my ${PETS}\\b`),
  cue('self', 'affairs', 2, `\\b(?:written|wrote|made|done|finished|updated) my wil\\b|\\bsaid my godbyes\\b`),
  cue('self', 'affairs', 3, `\\b(?:writing|wrote|write|written|leaving|left) (?:my |some )?(?:goodbye|farewell|final|last|suicide) (?:notes?|leters?|mesages?|videos?)\\b`),
  cue('self', 'affairs', 2, `\\b(?:sorted|sorting|put|putting|getting|got) (?:out )?my (?:affairs|will|things|papers|life) (?:in order|sorted)\\b|\\b(?:wrote|written|writing|made|making) (?:a |my )?(?:will|letters|notes|goodbye letters) (?:to|for) (?:everyone|my|each)\\b|\\bjust in case\\b`),
  cue('self', 'affairs', 2, `\\b(?:last|final) thing i (?:needed|had|need|have) to (?:sort|do|take care of|finish|tie up)\\b|\\btying up lose ends\\b`),
  // Hopelessness, no future, feeling trapped
  cue('self', 'hopeless', 2, `\\b(?:there is )?no (?:future|hope|point|way out|reason to (?:keep going|go on|try|stay)) (?:for me|left for me|in (?:anything|trying|going on|me)|any ?more|anymore|at all for me)\\b`),
  cue('self', 'hopeless', 2, `\\b(?:what is|whats|wats) the point (?:of anything|any ?more|of it all|of me|in anything|of living|of going on|of even trying|of trying any ?more|of waking up)\\b`),
  cue('self', 'hopeless', 1.5, `\\b(?:what is|whats) the point\\b`),
  cue('self', 'hopeless', 2, `\\bno point (?:to|in) (?:any of it|anything|any of this)\\b`),
  cue('self', 'hopeless', 2, `\\bnothing (?:will|is going to|wil) ever (?:get better|be ok|be okay|improve)\\b|\\b(?:never|not ever) (?:going to|gona|gonna) (?:get better|end|be ok)\\b|\\bit (?:will|wil) never get better\\b`),
  cue('self', 'noexit', 2, `\\b(?:can not|do not) see (?:a|any) (?:way out|way forward|future|light|end to (?:this|it))\\b|\\bno way out\\b`, false),
  cue('self', 'hopeless', 1.5, `\\b(?:everything|life|it all|my life) (?:feels|is|seems) (?:so )?(?:pointless|meaningless|hopeless|dark|empty|grey|black)\\b`),
  cue('self', 'empty', 2, `\\bnothing matters any ?more\\b|\\bnothing matters to me\\b|\\b(?:given|giving) up on (?:everything|life)\\b|\\bi give up on (?:everything|life)\\b`),
  cue('self', 'noexit', 2, `\\b(?:do not|dont) know how (?:much )?(?:longer|long) i can (?:keep going|go on|do this|hold on|take (?:it|this)|keep (?:doing|living) (?:this|like this))\\b|\\bcan not (?:keep|go on) (?:going |living )?like this\\b`, false),
  cue('self', 'noexit', 1.5, `\\bcan not (?:do|take|handle|bear) (?:this|it|life) any ?more\\b`, false),
  cue('self', 'hopeless', 1, `\\b(?:why do i|why should i|why would i) (?:even )?(?:bother|try)\\b|\\b(?:so )?tired of (?:it all|everything)\\b|\\bi am done\\b|\\bi feel (?:so )?(?:hopeless|empty|numb|worthless)\\b|\\bi am (?:so )?(?:hopeless|worthless|empty inside)\\b`),
  cue('self', 'trapped', 1, `\\b(?:i am|i feel|feeling|feel) (?:so |completely |totally )?(?:trapped|stuck) (?:with no way out|and (?:can not|see no))\\b|\\bi (?:feel|am) trapped\\b`),
  // A plan or the means, hinted
  cue('self', 'means', 3, `\\b(?:saving|saved|stockpiling|stockpiled|collecting|hoarding|stashed|stashing|counting) (?:up )?(?:all (?:of )?my |my |up my |enough |extra )?(?:pils|sleeping pils|tablets|painkilers|medication|meds|prescriptions)\\b`),
  cue('self', 'means', 2, `\\b(?:bought|got|buying|have|found|saving|saved|stockpiling|stockpiled|collecting|hoarding|stashed|hiding|hid|counting) (?:up )?(?:a |some |the |enough |all (?:of )?my |my |up my |extra )?(?:rope|noose|pils|sleeping pils|tablets|painkilers|razors?|blades?|a gun|gun|bulets|charcoal|medication|meds|prescriptions)\\b`),
  cue('self', 'means', 3, `\\b(?:stood|standing|sat|sitting|was) (?:on|at) (?:the|a) (?:bridge|ledge|edge of the roof|roof|cliff edge|tracks|platform edge)\\b (?:for|until|again|last night|tonight|thinking)\\b`),
  cue('self', 'means', 2.5, `\\b(?:looking|look|stare|staring|stood|standing) (?:at|on|near) (?:the|a) (?:bridge|ledge|tracks|edge|roof|cliff|train line|river)\\b(?: (?:[a-z]+ ){0,10}(?:easy|thinking|jump|end))?`),
  cue('self', 'means', 1.5, `\\bhow easy it (?:would|could) be\\b`),
  // Going on one's own to a high place and looking down from it (blind round 14: the bridge most nights, "standing there
  // looking down"): said without any word of dying, the place and the looking down are the sign. First person only, so
  // a walk with someone ("we stood on the bridge looking down at the river") is not read as one.
  cue('self', 'means', 2.5, `(?<!\\b(?:and|with) )\\bi (?:[a-z]+ ){0,4}(?:to|on|at|onto|up to|out to|on top of) (?:the|a|that) (?:[a-z]+ )?(?:bridge|footbridge|overpass|ledge|roof|rooftop|cliff|cliffs|balcony|top floor|car park|parking garage|tracks|platform edge|edge)\\b(?: [a-z]+){0,16} (?:looking|look|staring|stare|peering|gazing|leaning|lean) (?:down|over)\\b`),
  // Relief found only there, or only in going quiet: beside a sign above, it says what the place is for.
  cue('self', 'relief', 1, `\\bonly (?:time|place|moment|thing) (?:where |when |that )?(?:it|my head|my mind|everything|the noise) (?:goes|gets|is|feels|stops|is) (?:quiet|still|calm|peaceful|silent)\\b|\\b(?:goes|gets) quiet in my head\\b`),
  cue('self', 'means', 3, `\\b(?:know|figured out|worked out|planned|decided|picked|chosen|choose|chose) (?:exactly )?(?:how|when|where) (?:${ME_WOULD} (?:do it|end it|go)|to do it|to end it)\\b|\\b(?:picked|set|chose) (?:a|the) (?:date|day) (?:to do it|for it|to go)\\b|\\bi know what i (?:need|have|must) to do\\b`),
  cue('self', 'means', 3, `\\b(?:googled|searched|looked up|how many|how much) (?:[a-z]+ ){0,2}(?:paracetamol|tylenol|ibuprofen|pils|sleeping pils|insulin|tablets) (?:[a-z]+ ){0,1}(?:it takes|to take|does it take|would it take|would kil|is lethal|to die|to overdose|until)\\b|\\b(?:googled|searched|looked up) (?:how to (?:die|kil myself|end it|hang|overdose)|(?:ways|methods) to die)\\b`),
  cue('self', 'means', 4, `\\b(?:how many|how much) (?:pils|tablets|paracetamol|tylenol|sleeping pils|insulin|of (?:my|these|the) (?:pils|meds|medication|tablets)) (?:[a-z]+ ){0,4}(?:to die|to kil|would it take|it would take|it takes|is lethal|is fatal|to not wake up|to overdose)\\b|\\b(?:lethal|fatal) dose\\b|\\bpainles (?:way|death|method)\\b`),
  cue('self', 'means', 1, `\\b(?:i have|i have got|i got) it (?:all )?figured out\\b`),
  // A sudden calm after despair, a decision made
  cue('self', 'calm', 2.5, `\\b(?:calm|at peace|peaceful|relieved|lighter|relief|ok|okay|fine)\\b (?:[a-z]+ ){0,6}(?:made (?:my|the|up my) (?:decision|mind)|decided|my decision|it (?:will|wil) (?:all )?be over)\\b`),
  cue('self', 'calm', 1.5, `\\b(?:made|i have made) (?:my|up my|the) (?:decision|mind)\\b|\\bmy mind is made up\\b`),
  cue('self', 'soon', 2, `\\b(?:soon|shortly|before long) (?:none of (?:this|it)|nothing|it|everything|all of (?:this|it)) (?:will|wil) (?:matter|be over|end|stop)\\b|\\b(?:it|this|everything) (?:will|wil) (?:all )?be over soon\\b|\\bnot (?:long|much longer) now\\b`),
  cue('self', 'calm', 1, `\\b(?:felt|feels|it felt|seemed|seems) like the right time\\b`),
  cue('self', 'calm', 1, `\\bno more (?:fighting|pain|suffering|struggling|hurting)\\b`),
  // Self-harm without the plain words
  cue('self', 'selfharm', 3, `\\b(?:hide|hiding|cover|covering) (?:the |my )?(?:scars|cuts|marks|burns) (?:on my|from)\\b|\\blong sleeves to hide\\b|\\b(?:relapsed|relapsing) (?:with|on|into) (?:cutting|self harm|hurting myself)\\b`),
  cue('self', 'selfharm', 2, `\\b(?:punish|punishing|hurt|hurting) my (?:body|arms|legs|skin)\\b|\\b(?:scratch|scratching|burn|burning) my (?:arms|wrists|legs|skin) (?:until|til|till)\\b`),
  // Families the third held-out set showed missing (round safety2): ending things in other verbs, a life too heavy to
  // carry on, an hour-by-hour "not much longer", means set out, exhaust fumes, a pet handed on, "if anything happens".
  cue('self', 'absence', 3, `\\b(?:if i (?:just )?|i (?:want to|should|could|might|wil|am going to) (?:just )?)(?:ended|end|ending) (?:it|things|everything|it al) (?:for good|forever|once and for al|for real)\\b`),
  cue('self', 'absence', 2, `\\b(?:living|life|being alive|existing) (?:feels|is|seems) (?:like )?(?:too much (?:work|efort)|too hard to (?:bear|carry on)|unbearable|pointless)\\b`),
  cue('self', 'noexit', 1, `\\bi (?:just )?want out\\b`),
  cue('self', 'absence', 3, `\\bnot (?:going to|gona|gonna|wil) be (?:here|around) (?:much|very|for much) longer\\b`),
  cue('self', 'absence', 3, `\\btired of (?:al of it|it al|everything)\\b (?:[a-z]+ ){0,4}(?:being alive|living|existing|waking up)\\b`),
  cue('self', 'hopeless', 2, `\\bnothing (?:ahead|left) (?:of|for) me\\b|\\bno (?:next year|tomorow) for me\\b`),
  cue('self', 'means', 3, `\\b(?:pils|tablets|meds|medication) (?:al )?(?:counted|laid|lined|set) (?:out|up)\\b|\\bengine running\\b (?:[a-z]+ ){0,10}(?:garage|did not (?:realy )?want to get out)|\\bgarage (?:[a-z]+ ){0,6}engine running\\b`),
  cue('self', 'rehome', 2, `\\b(?:gave|given|giving|handed) (?:away )?(?:the|my) ${PETS} (?:away\\b|to (?!(?:[a-z]+ ){0,3}(?:for|while|til|until|over)\\b))`),
  cue('self', 'farewell', 1.5, `\\bif anything (?:hapens|should hapen|were to hapen) to me\\b`),
];

// ------------------------------------------------------------------------------------------ abuse / coercive control

const ABUSE: Cue[] = [
  // Monitoring
  cue('abuse', 'monitor', 2, `\\b(?:${SUBJ} ${GAP}|and )(?:reads|read|checks|check|goes through|go through|went through|looks through|scrolls through|monitors|monitor|tracks|track|is tracking|has access to|watches|listens to|records|screenshots|installed [a-z ]{0,20} on) (?:all |every |everything on |everything in )?my (?:phone|texts|mesages|emails|email|dms|chats|location|laptop|computer|social media|accounts|calls|whatsapp|instagram|browser|search history|diary|car|notifications|call log)\\b`),
  cue('abuse', 'monitor', 2, `\\b${SUBJ} ${GAP}(?:reads|checks|sees|knows) everything (?:on my|i (?:write|send|do|type))\\b`),
  cue('abuse', 'demand', 3, `\\bmakes? me (?:share|send|show|give (?:him|her|them)|hand over|unlock) (?:him |her |them )?(?:my |screnshots of my )?(?:location|phone|pasword|paswords|pascode|mesages|screen|texts|chats)\\b`),
  cue('abuse', 'passwords', 1.5, `\\b(?:knows|has|demands|wants|took|takes|made me give (?:him|her) ) (?:all )?my (?:paswords|pasword|pascode|pin)\\b`),
  cue('abuse', 'monitor', 2, `\\b(?:tracks|tracking|tracked|watches) (?:me|where i go|where i am|my every move)\\b|\\b(?:has|needs|wants) to know where i am (?:at all times|every minute|all the time|always|every second)\\b`),
  cue('abuse', 'interrogate', 2, `\\b(?:screams|yells|shouts|gets (?:angry|mad|furious)|goes crazy|freaks out|loses it) (?:at me )?(?:if|when|whenever) i (?:do not|did not|dont) (?:answer|reply|pick up|text back|respond)\\b`),
  cue('abuse', 'interrogate', 1.5, `\\b(?:calls|texts|rings|phones) me (?:[a-z]+ ){0,3}(?:if|when|whenever) i am (?:a few |five |ten |two |\\d+ )?(?:minutes? )?late\\b`),
  cue('abuse', 'interrogate', 1.5, `\\b(?:checks|asks|wants to know|interrogates me about) (?:who|what) i (?:talk|talked|text|texted|am talking|am texting|message|messaged) (?:to|with)?\\b|\\bcalls me (?:constantly|nonstop|every (?:hour|ten minutes|five minutes|few minutes))\\b`),
  cue('abuse', 'monitor', 2, `\\b(?:checks|tracks|monitors|asks for proof of|wants proof of) (?:where i (?:have been|go|am|was)|who i (?:text|talk to|see|meet))\\b|\\b(?:wants|demands|asks for|needs) (?:proof|photos|pictures|a photo|a picture)\\b(?! of (?:the|your|his|her|our) (?:purchase|trip|holiday|receipt))`),
  cue('abuse', 'monitor', 2, `\\b${SUBJ} ${GAP}has my location\\b`),
  cue('abuse', 'demand', 3, `\\b(?:have to|must|need to|make me|makes me) (?:text|send|call|mesage|facetime) (?:him|her|them) (?:a photo|a picture|my location|where i am|every hour|proof)\\b`),
  cue('abuse', 'interrogate', 2, `\\b(?:screams|yells|shouts|rages) at me (?:about|over) (?:who|what|where) i\\b|\\bgets (?:mad|angry|furious) (?:when|if) i (?:turn (?:it|my location) of|do not share|go out|see|talk)\\b`),
  cue('abuse', 'confine', 2.5, `\\b(?:takes|took|hides|hid|confiscates|confiscated) my phone (?:away )?(?:for days|for hours|for a week|when|if|so|until)\\b`),
  cue('abuse', 'jealous', 1, `\\bgets (?:so |realy |very )?jealous (?:and|when|if|whenever)\\b`),
  cue('abuse', 'physical', 3.5, `\\b(?:pinned|pushed|shoved|threw|slammed|dragged|grabbed|held) me (?:against|into|onto|to|across|down|by|out of|up against) (?:the |my )?(?:wall|floor|bed|door|ground|car|hair|arm|arms|room|house|neck|throat)\\b`),
  cue('abuse', 'leaving', 3, `\\b(?:get|getting|leave|leaving|escape|escaping) (?:out of )?(?:my |this |the |our )?(?:relationship|marriage|house|home|flat|apartment) safely\\b|\\b(?:safely|safe way to|safest way to) (?:leave|get out|escape)\\b`),
  // Money
  cue('abuse', 'money', 2, `\\b(?:${SUBJ} ${GAP}|${FAMILY_SUBJ} ${GAP}|and )(?:controls|control|is in charge of|has all|keeps all|takes|took|holds|keeps|has) (?:(?:all )?(?:of )?(?:the|our|my) (?:whole |entire )?(?:money|finances|bank card|debit card|credit card|bank account|bank accounts|accounts|cards|card|wages|salary|paycheck|pay|income|benefits|savings)|every (?:penny|cent|dollar|pound))\\b(?! (?:for|because|since|so we)\\b)`),
  cue('abuse', 'allowance', 2, `\\bmakes? me ask (?:him |her |them )?(?:before|for permision|for money)\\b`),
  cue('abuse', 'allowance', 2, `\\b(?:gives me|i get) (?:an |a )?(?:allowance|pocket money|bus money|just enough|only enough|money for (?:the bus|groceries|food)|\\d+ (?:a|per|every) (?:week|month|day))\\b|\\b(?:have to|must|need to) (?:ask|beg) (?:him|her|them) (?:for (?:money|cash|anything|everything)|before i (?:spend|buy))\\b`),
  cue('abuse', 'receipts', 2, `\\b(?:have to|must|need to|made to|make me) (?:show|hand over|give (?:him|her|them)) (?:him |her |them )?(?:the )?(?:receipts|every receipt|my wages|my salary|my paycheck|my pay|all my money|my card)\\b|\\b(?:no|not have|do not have) access to (?:our|my|the|any) (?:money|account|accounts|bank|cards)\\b`),
  cue('abuse', 'money', 3, `\\b(?:took|takes|taken|opened) out (?:loans|credit|debt|a loan|credit cards) in my name\\b`),
  cue('abuse', 'money', 3, `\\b(?:will not|does not|wil not|never) let me (?:work|get a job|have a job|have (?:my own )?(?:money|account|card|bank account))\\b|\\bnot allowed to (?:spend|buy|have money|have my own money|work)\\b|\\bcan not be trusted with money\\b|\\bsays i (?:would|wil|will) waste (?:the|it|my|our) money\\b`, false),
  // Isolation
  cue('abuse', 'isolate', 3, `\\bnot (?:realy |even |ever )?alowed to (?:see|go out|visit|talk to|have (?:my own )?friends|have friends|leave|call|meet|text)\\b|\\b(?:cut|cuts|cutting|cut) me of from (?:al )?(?:of )?(?:my )?${PEOPLE_OF_MINE}\\b|\\b(?:isolated|isolating|isolates) me\\b`, false),
  cue('abuse', 'isolate', 2.5, `\\b(?:will not|does not|doesnt|wil not|never|not) let me (?:go out|see|visit|talk to|call|text|meet|hang out with|have) (?:my )?${PEOPLE_OF_MINE}\\b`, false),
  cue('abuse', 'isolate', 3, `\\b(?:keeps|kept|stops|stoped|prevents|prevented) me (?:from )?(?:seing|visiting|caling|talking to|going to see|meting) (?:my )?${PEOPLE_OF_MINE}\\b`),
  cue('abuse', 'isolate', 2, `\\b(?:gets|goes|is|becomes) (?:so )?(?:angry|mad|furious|crazy|jealous|nuts|cold|silent) (?:if|when|whenever|every time) i (?:see|talk to|text|call|go out|hang out|meet|visit|speak to|mention)\\b`),
  cue('abuse', 'alone', 1.5, `\\bi have (?:no one|nobody|no friends|noone) (?:left )?(?:but|except|apart from|other than) (?:him|her|them)\\b|\\bi only have (?:him|her|them)\\b`),
  cue('abuse', 'isolate', 2, `\\bmakes? me (?:choose|pick) between (?:him|her|them) and\\b|\\bmade me (?:quit|stop seeing|give up|drop) my (?:friends|job|family|studies)\\b|\\bunless (?:he|she|they) (?:comes|is there|come)\\b`),
  cue('abuse', 'isolate', 2, `\\bstoped (?:seing|meting|visiting|calling|talking to) my (?:friends|family|mum|mom|parents|sister|brother) because\\b|\\b(?:says|accuses me of|tels me) (?:i am )?(?:choosing|picking) (?:her|him|them|my [a-z]+) over (?:him|her|them)\\b|\\bso i can not (?:reach|call|contact|talk to|see|text) (?:anyone|my|people|anybody|help)\\b`),
  cue('abuse', 'punish', 1, `\\b(?:goes|went|is) (?:quiet|silent|cold) (?:on me )?for days\\b|\\bsulks for days\\b|\\bsilent treatment\\b`),
  // Threats and intimidation
  cue('abuse', 'threat', 3, `\\b(?:threatens|threatened|threatening|says|said|told me|swore|warned me) (?:to |that (?:he|she|they) (?:will|would|wil) |(?:he|she|they) (?:will|would|wil) |he is going to |she is going to )?(?:take (?:the|my|our) ${KIDS}|make sure i (?:never|do not|will not) see (?:the|my|our) ${KIDS}|kep (?:the|my|our) ${KIDS}|change the locks|kick me out|throw me out|leave me with nothing|ruin (?:me|my life)|report me|call immigration|have me deported|out me|tell everyone|get me fired|make me pay|make me regret|hurt (?:me|the|my)|kil (?:me|the|my)|harm (?:me|the|my)|hit me|beat me|destroy me|send (?:my|the) (?:pics|photos|pictures|videos|nudes)|post (?:my|the)|share (?:my|the)|leak)\\b`),
  cue('abuse', 'threat', 3, `\\bif i (?:ever )?(?:leave|left|go|break up|tell|report|call|say no|do not|go to the police|cal the police)\\b (?:[a-z]+ ){0,8}(?:he|she|they) (?:will|would|wil|is going to|are going to) (?:make sure|take|kil|hurt|ruin|tell|send|post|never let|find me|come after|make me|change the locks|kep the)\\b`),
  cue('abuse', 'threat', 3, `\\b(?:said|says|told me|threatened) (?:that )?(?:he|she|they) (?:would|will|wil) (?:hurt|kil|harm|get rid of|give away) (?:my|the|our) ${PETS}\\b`),
  cue('abuse', 'degrade', 2, `\\b(?:nobody|no one|noone) (?:will|would|wil) (?:ever )?believe (?:me|you)\\b`),
  cue('abuse', 'threat', 2, `\\b${SUBJ} ${GAP}(?:threatens|threatened|is threatening|keeps threatening) me\\b|\\b(?:threats|threatens me|threatening me)\\b(?! (?:with (?:a )?(?:tickle|pilow|spoiler)))`),
  cue('abuse', 'threat', 3, `\\b${SUBJ} ${GAP}(?:smashed|smashes|broke|breaks|threw|throws|punched|punches|kicked|kicks) (?:my |the |a |our )?(?:phone|things|stuff|walls?|door|plates|furniture|glass|holes? in|hole in|laptop|belongings|car window|window|windows|mirror|table|tv)\\b`),
  cue('abuse', 'threat', 1.5, `\\b${SUBJ} ${GAP}(?:slammed|slams) (?:the )?doors?\\b`),
  cue('abuse', 'threat', 1.5, `\\b(?:screams|yells|shouts|screamed|yelled) (?:at me )?(?:and|then) (?:throws|breaks|smashes|punches)\\b|\\b(?:he|she) (?:screams|yells|shouts) (?:in my face|until i)\\b`),
  // Fear of the partner's reaction
  cue('abuse', 'fear', 3, `\\bwalk(?:ing|s)? on eg ?shels\\b|\\b(?:dread|dreading|afraid of|scared of) (?:going|coming) home (?:[a-z]+ ){0,3}because of (?:him|her|them)\\b|\\b(?:he|she|they) (?:scares|scare|terrifies|frightens) me\\b|\\b(?:afraid|scared|terrified|frightened) (?:of|about) (?:what (?:he|she|they) (?:will|would|might|wil|could) do|how (?:he|she|they) (?:will|would|might|wil) react|his (?:reaction|temper|anger)|her (?:reaction|temper|anger))\\b`),
  cue('abuse', 'fear', 2.5, `\\b(?:afraid|scared|terrified|frightened|dread|dreading) (?:to go|of going|going) (?:back )?home\\b|\\b(?:i am|i feel|i get|always) (?:so )?(?:scared|afraid|terrified) (?:of (?:him|her)|when (?:he|she) (?:gets|is|comes|goes))\\b`),
  cue('abuse', 'fear', 1, `\\bi (?:feel|am|get) (?:so |really |very )?(?:scared|afraid|frightened|terrified)\\b`),
  cue('abuse', 'fear', 2.5, `\\b(?:afraid|scared|terified|frightened) of (?:my |his |her )?(?:husbands|wifes|partners|boyfriends|girlfriends|his|her) (?:temper|anger|rage|moods)\\b|\\bi flinch (?:when|whenever|every time) (?:he|she)\\b|\\bi (?:hide|hid) (?:in the (?:bathrom|bedrom|car)|from (?:him|her))\\b`),
  cue('abuse', 'fear', 2.5, `\\b(?:afraid|scared|terified|frightened) (?:to|of) (?:leave|leaving|break up with|breaking up with) (?:him|her|them)\\b(?! (?:alone|with|for|at|in|to|home)\\b)`),
  cue('abuse', 'threat', 3, `\\b(?:he|she|they) (?:will|wil|would) (?:find|hunt) me (?:if|when|wherever) i (?:leave|go|run)\\b`),
  cue('abuse', 'threat', 4, `\\b(?:find|found) (?:my|your) body\\b`),
  cue('abuse', 'fear', 1.5, `\\b(?:he|she) would be (?:so |realy )?(?:angry|furious|mad|livid) if (?:he|she) (?:saw|found out|knew|read|heard)\\b`),
  cue('abuse', 'fear', 1.5, `\\b(?:he|she) (?:explodes|loses it|snaps|rages|flies into a rage|gets violent|gets scary|goes crazy|goes off)\\b|\\bone wrong (?:word|move|thing)\\b`),
  cue('abuse', 'fear', 1, `\\b(?:afraid|scared|terified) (?:to|of) (?:tel|telling|ask|asking) (?:him|her)\\b`),
  cue('abuse', 'fear', 2, `\\b(?:he|she|my (?:husband|wife|partner|boyfriend|girlfriend)) (?:gets|becomes|can get|is) (?:realy |so |very |pretty )?(?:scary|violent|aggresive|frightening|threatening)\\b`),
  cue('abuse', 'hide', 2.5, `\\block (?:myself|me and the kids|us) in (?:the |my |our )?(?:bathrom|bedrom|car|room) (?:[a-z]+ ){0,3}(?:when|until|because|from|so) (?:he|she|him|her)\\b`),
  cue('abuse', 'hide', 1, `\\block myself in (?:the |my )?(?:bathrom|bedrom|room|car)\\b`),
  cue('abuse', 'anger', 1, `\\b(?:he|she) (?:was|is|gets|got) (?:so |realy |very )?(?:angry|mad|furious|drunk|violent)\\b`),
  // Families the third held-out set showed missing (round safety2): unlocking on demand, location set up by them,
  // being questioned, outing threats, stopped studying or working, cut off "so i stopped calling them", permission
  // to reply.
  cue('abuse', 'demand', 3, `\\b(?:makes?|made|forces?|forced) me (?:to )?unlock (?:it|my phone|my laptop|my computer)\\b`),
  cue('abuse', 'monitor', 2, `\\b${SUBJ} ${GAP}(?:shares|shared|turned on|set up|put|tracks|tracked|is tracking) my (?:location|car|phone|emails|browser history)\\b`),
  cue('abuse', 'interrogate', 2, `\\b(?:questions|interogates|grils|quizes) me (?:for hours|about every|about who|about where|every time|until)\\b|\\b(?:texts|cals|yels at|shouts at) me (?:if|when|whenever) i am (?:somewhere|anywhere|out)\\b|\\btimes how long i\\b`),
  cue('abuse', 'threat', 3, `\\b(?:tel|telling|tels) (?:my [a-z]+|everyone|people|my family|my work) (?:that )?i am (?:gay|lesbian|bi|bisexual|trans|queer|pregnant|on meds)\\b|\\b(?:wil|would|threatens to|threatened to|going to) out me\\b`),
  cue('abuse', 'work', 3, `\\b${SUBJ} ${GAP}(?:made|makes|forced|forces) me (?:to )?(?:quit|leave|drop out of|give up|stop) (?:my )?(?:job|work|working|uni|university|colege|school|studies|studying|course|degree)\\b`),
  cue('abuse', 'isolate_after', 2, `\\bso i (?:stoped|stop|no longer|do not) (?:caling|seing|visiting|talking to|meting|texting) (?:them|my [a-z]+|anyone|her|him)\\b`),
  cue('abuse', 'daily', 2, `\\bbefore i am alowed to\\b|\\bi am not alowed to (?:reply|answer|text back)\\b`),
  // Sex without consent
  cue('abuse', 'sexual', 3.5, `\\b(?:forces|forced|pressures|pushes|makes) me (?:to )?(?:do )?(?:things|stuff|sex|sexual things)? ?(?:in bed|sexualy|that i (?:say|said) no to|i do not want)\\b|\\b(?:sleep|sex|have sex|sleeping) with (?:him|her|them) (?:even )?(?:when|though|if) i (?:do not|did not|dont) want\\b|\\b(?:does not|did not|will not|doesnt|wont|wil not) stop when i (?:say|said|tell|told) (?:him |her )?(?:no|stop)\\b|\\bmakes? me (?:do|have) (?:sex|things|stuff|sexual things) i (?:do not|did not) want\\b|\\b(?:sex|it) (?:even )?(?:when|though|after) i (?:say|said) no\\b|\\bi (?:just )?(?:let|give in to) (?:him|her) so (?:he|she) (?:does not|will not|doesnt|wont|wil not) get (?:angry|mad|upset)\\b`, false),
  // Prevented from leaving, documents taken
  cue('abuse', 'confine', 3, `\\b(?:lock|locks|locked) me (?:in|inside|out)\\b`),
  cue('abuse', 'confine', 3, `\\b(?:blocks|blocked|stands in|stood in|blocking) the (?:door|dorway|exit)\\b (?:[a-z]+ ){0,4}(?:so i can not|when i try|when we (?:fight|argue)|and (?:will not|wil not|does not) let me|so i can not leave)\\b|\\b(?:when|whenever|if) (?:we (?:fight|argue)|i try to leave) (?:[a-z]+ ){0,2}(?:blocks|blocked|stands in) the (?:door|dorway)\\b|\\b(?:will not|does not|wont|doesnt|wil not|never) let me (?:out|leave|go)\\b`, false),
  cue('abuse', 'confine', 3, `\\b(?:took|takes|hides|hid|keeps|kept|locked up|has taken) my (?:pasport|keys|car keys|documents|id|visa|papers|birth certificate|wallet)\\b(?! (?:by mistake|by accident|accidentally)\\b)|\\b(?:took|takes|hides|hid|smashed) my phone so i can not\\b`),
  // Harm or threats to children and pets
  cue('abuse', 'dependents', 3, `\\b${SUBJ} ${GAP}(?:kicked|kicks|hit|hits|hurt|hurts|threw|throws|strangled|drowned|killed|starved|beat|beats|choked) (?:the|my|our) ${PETS}\\b|\\bthreatened to (?:hurt|kil|get rid of|give away|drown) (?:the|my|our) ${PETS}\\b|\\btakes it out on (?:the|our|my) ${KIDS}\\b|\\b(?:scares|terrifies) (?:the|our|my) ${KIDS}\\b`),
  // Degradation, control of daily life
  cue('abuse', 'degrade', 2, `\\b(?:nobody|no one|noone) (?:else )?(?:would|will|could) (?:ever )?(?:want|love|put up with|date|have) (?:me|you)\\b|\\bsays? (?:it is|its) my fault (?:he|she|they) (?:gets|get|got|is|are) (?:angry|mad|violent)\\b`),
  cue('abuse', 'daily', 2, `\\b(?:decides|controls|chooses|tels me) (?:what|who|where|when) (?:i|to) (?:wear|eat|see|go|talk|can wear|can see|can go|can talk|sleep)\\b|\\b(?:decides|controls|chooses) (?:what|who|where|when) i (?:am alowed|can|may|get) to\\b|\\bonly alowed to (?:go|see|leave|talk|work)\\b|\\bnot alowed to (?:wear|go|work|study|drive|leave)\\b|\\b(?:ned|have to (?:ask for|get)|must get|ask for|ask) (?:his|her|their) permision (?:to|before|for)\\b|\\b(?:punishes|punished|punish|punishing) me\\b`),
  cue('abuse', 'degrade', 2, `\\bi am nothing without (?:him|her|them)\\b|\\b(?:says|said|tels me|told me) i am (?:worthless|nothing|useless|stupid)\\b`),
  cue('abuse', 'degrade', 1.5, `\\b(?:calls|called|calling) me (?:worthless|useless|stupid|fat|ugly|crazy|pathetic|a whore|a slut|names|a bitch)\\b|\\b(?:says|said|tels me|told me|makes me feel like) i am (?:crazy|imagining (?:things|it)|too sensitive|worthless|nothing)\\b|\\bsays i am crazy\\b`),
  // Minimising, excusing, hiding
  cue('abuse', 'minimise', 1, `\\b(?:he|she) (?:is|was) (?:always )?(?:so )?sorry (?:afterwards|after|the next day)\\b|\\b(?:he|she) (?:only )?does it because (?:he|she) loves me\\b|\\b(?:promised|promises|says) (?:he|she) (?:will|would|wil) change\\b|\\bi (?:probably )?deserved? it\\b`),
  cue('abuse', 'secrecy', 2, `\\bif (?:he|she|they) (?:finds|find|found) out i (?:talked|told|spoke|am talking|talk|wrote|reached out)\\b|\\bnot safe (?:for me )?to (?:talk|write|text)\\b|\\b(?:delete|hide) (?:this|these|our) (?:chat|mesages|conversation) (?:before|so) (?:he|she)\\b`),
  // Suicide threats used to control
  cue('abuse', 'threat', 3.5, `\\b(?:he|she|they|my [a-z]+) (?:says|said|threatens|threatened|will|would|keeps saying) (?:that )?(?:(?:he|she|they) (?:will|would|wil) )?(?:to )?(?:kil|hurt|harm) (?:himself|herself|themselves)\\b (?:[a-z]+ ){0,3}if i (?:ever )?(?:leave|left|go|went|break up|broke up|do not|dont|end it|ended it|see)\\b`),
];

// ------------------------------------------------------------------------------------------ someone else at risk

const OTHER_PERSON =
  '(?:friend|best friend|mate|best mate|pal|buddy|bestie|bff|housemate|neighbour|neighbor|teammate|classmate|sister|brother|mom|mum|mother|dad|father|son|daughter|cousin|roommate|flatmate|colleague|coworker|niece|nephew|aunt|uncle|partner|boyfriend|girlfriend|husband|wife|he|she|they)';

const OTHER: Cue[] = [
  cue('other_self', 'other_risk', 3, `\\b(?:my )?${OTHER_PERSON} (?:[a-z]+ ){0,6}(?:wants to die|want to die|wanting to die|(?:kil|hurt|harm|cut|cuting|cutting|hurting|harming) (?:himself|herself|themselves)|(?:is|are|was|seems|sounds) suicidal|talk(?:s|ed|ing)? about suicide|(?:end|ending|take|taking) (?:his|her|their) (?:own )?life|does not want to (?:live|be here|be alive))\\b`),
  cue('other_self', 'other_risk', 2.5, `\\b(?:my )?${OTHER_PERSON} (?:[a-z]+ ){0,6}(?:(?:is|is just|she is|he is) a burden|better off without (?:him|her|them)|gave (?:me )?(?:away )?(?:his|her|their) (?:${POSSESSIONS}|[a-z]+ away)|(?:said|saying|texted|posted) goodbye|no reason to live)\\b`),
  cue('other_self', 'other_risk', 2.5, `\\b(?:my )?${OTHER_PERSON} (?:[a-z]+ ){0,6}(?:saying|said|says|keeps saying|texted|posted|told me) (?:[a-z]+ ){0,6}(?:when i am gone|you can have my|i wil not be (?:around|here)|i wont be (?:around|here)|after i am gone)\\b`),
  cue('other_abuse', 'other_abuse', 3, `\\b(?:her|his|their|my (?:(?:little|big|younger|older|baby|twin|best) )?(?:friends|sisters|brothers|moms|mums|daughters|sons|cousins)) (?:husband|wife|partner|boyfriend|girlfriend|fiance|ex|dad|stepdad) (?:[a-z]+ ){0,2}(?:controls|reads|tracks|hits|beats|threatens|takes|hurts|isolates|checks|monitors|will not let (?:her|him|them)|does not let (?:her|him|them)|chokes|shoves|pushes|abuses|is hurting|is hiting|is abusing|is controling|hurt|hit|beat)\\b`),
  cue('other_abuse', 'other_signs', 1.5, `\\b(?:she|he|they) (?:has|have) to share (?:her|his|their) location with (?:him|her|them)\\b|\\b(?:she|he|they) flinched\\b`),
  cue('other_abuse', 'other_signs', 1.5, `\\b(?:she|he) has bruises\\b|\\bhe (?:[a-z]+ ){0,2}(?:checks|reads|tracks|goes through|monitors) her (?:phone|mesages|texts|location)\\b|\\bshe (?:[a-z]+ ){0,2}(?:checks|reads|tracks|goes through|monitors) his (?:phone|mesages|texts|location)\\b`),
  cue('other_abuse', 'other_abuse', 2.5, `\\b(?:she|he|they|my friend|my sister|my brother|my mom|my mum|my daughter|my son) (?:seems|is|looks|sounds|always seems) (?:so )?(?:scared|afraid|terrified|frightened) of (?:him|her|them|his [a-z]+|her [a-z]+|their [a-z]+)\\b|\\b(?:my friend|my sister|my brother|my mom|my mum|my daughter|my son|she|he) (?:is|might be|may be) (?:in an abusive|being abused|being hit|being hurt|being controlled)\\b`),
];

export const CUES: readonly Cue[] = [...SELF, ...ABUSE, ...OTHER];
