/**
 * The words the safety screen reads a sentence's context by (screen.ts): fiction and news, jokes about something
 * trivial, denials and hedges, and who the subject is (the person, someone else, a work figure rather than a partner).
 */
import { rx } from './normalize.js';

export const FICTION = rx(
  `\\b(?:in(?! laws? )|from|watched|watching|reading|read|wrote|writing|playing|played) (?:a |the |this |that |an |my )?(?:[a-z]+ )?(?:movie|film|book(?! (?:club|group|shop|store))|novel|show|series|episode|game|song|story|play|poem|podcast|documentary|article|news|anime|manga|comic|character|chapter|script|lyrics|video|thriller|horror|drama|soap|sitcom|true crime)s?\\b|\\b(?:the|a|my) (?:character|protagonist|hero|heroine|villain|narrator|main character)\\b|\\bnews (?:article|story|report)\\b|\\b(?:the|a|this|that) (?:novel|book|film|movie|show|series|play) (?:we|i|they|he|she|you) (?:read|watched|saw|are reading|are watching|were reading|were watching)\\b|\\b(?:suicide|abuse|domestic violence) (?:rates|statistics|awareness|prevention|hotline)\\b`,
);
export const OWN_CHILD = rx(`\\bmy (?:\\d+ (?:year|yr) old )?(?:son|daughter|kid|child|boy|girl|stepson|stepdaughter|niece|nephew)\\b|\\bmy (?:\\d+ (?:year|yr) old|\\d+ ?yo)\\b`);
export const JOKE_RAW = /\b(?:lol|lmao|lmfao|rofl|haha\w*|hehe\w*|jk|jokes?|joking|kidding|xd)\b|[\u{1F602}\u{1F923}\u{1F480}\u{1F62D}\u{1F643}]/iu;
export const TRIVIAL = rx(
  `\\b(?:anniversary|birthday|forgot|forget|late|dishes|chores|laundry|bil|fries|cake|coffee|chocolate|meeting|meetings|email|emails|zoom|cal|shift|exam|exams|homework|lecture|clas|match|game|games|team|season|referee|ref|traffic|commute|monday|mondays|spreadsheet|deadline|deadlines|boss|client|queue|episode|level|update|ad|ads|bug|printer|wifi|group chat|in laws|inlaws|taxes|tax return|gym|workout|diet|hangover|finals|project|presentation|report|fantasy league|playoffs|penalty|overtime|leftovers|pizza|sequel|season finale|finale|spoilers|spoiler|spoil|spoiled|spoiling|slice|last slice|karaoke|this song|that song)\\b`,
);
export const IF_MORE = rx(`\\b(?:if i (?:have|had|need) to|one more|another|if (?:we|they|my team) (?:lose|lost)|if i hear|if i see|if this)\\b`);
/** The words just before a plain statement name someone else as its subject ("she does not want to be alive"). */
export const THIRD_PERSON = rx(`\\b(?:he|she|they|friend|sister|brother|son|daughter|mom|mum|dad|cousin|roommate)(?: (?:says|said|keeps saying|told me|does|did|is|was|has|have|been|started|keeps|still|really|just|kind of))* $`);
/** The words before a child-harm statement put it in someone's mouth as an accusation against the person. */
export const ACCUSED = rx(`\\b(?:tel|tels|say|says|claim|claims|report|acuse me of|swear|lie and say|make out)\\b(?: [a-z]+){0,4} (?:that )?i $`);
export const NEGATOR = rx(`\\b(?:not|never|no longer|nobody said|would never|could never|hardly)\\b`);
export const HEDGE = rx(`\\b(?:sure|know|think|certain|if|whether|anymore|any more|even|because|why|stop|help)\\b`);
/** Someone from work, school or sport: "the coach said he would kill us in training" is not a partner's threat. */
export const NOT_PARTNER = rx(`\\b(?:coach|boss|manager|teacher|trainer|captain|instructor|sergeant|referee|ref|professor|tutor)\\b`);
export const PARTNER_WORD = rx(`\\b(?:husband|wife|boyfriend|girlfriend|partner|fiance|fiancee|spouse|ex|dad|father|mom|mum|mother|stepdad|stepmom)\\b`);
/** A work, school or sports figure as the subject of a threat or of watching ("my boss tracks our hours"). */
export const WORKPLACE = rx(`\\b(?:boss|manager|coworker|colleague|teacher|coach|client|landlord|supervisor|company|work|job|office|teammate|hr|employer|it department) (?:[a-z]+ ){0,3}(?:threatens|threatened|threatening|said|says|told|tracks|tracked|monitors|checks|reads|watches|wil|would|is going to|can see|logs|decides|controls|approves|says when)\\b`);
/** Abuse signs that a trivial joke turns into hyperbole ("she'd kill me if I spoiled the finale"). */
export const DARK_JOKE_ABUSE = new Set(['threat', 'threat_if', 'physical', 'throw']);
/** Groups whose sign is a concrete act (or the pull to take one at an edge): "lol" beside them is masking, not a joke. */
export const CONCRETE = new Set(['means', 'attempt', 'selfharm', 'selfharm_hidden', 'affairs', 'letters', 'affairs_insurance', 'edge_pull']);
/**
 * A sign scoped to something named right after it ("no future for me in this job", "no way out of this meeting",
 * "saying goodbye to my old flat") is about that thing. Life, the world and people keep it a sign.
 */
export const SCOPED_AFTER = rx(`^ (?:in|at|with|of|on|to|from) (?:this|that|the|my|our|these|those) (?:old |new |current |stupid )?(?!(?:life|world|pain|hell|misery|darkness|dark|place|family|friends|kids|children|mum|mom|dad|parents|wife|husband|partner|people|everyone|body|head|mind|feeling|feelings)\\b)[a-z]+`);
export const SCOPED_GROUPS = new Set(['hopeless', 'noexit', 'goodbye']);
/** Future contact in the same message ("see you next week") makes a goodbye an ordinary one. */
export const FUTURE_CONTACT = rx(`\\b(?:see you|talk (?:soon|tomorrow|later|next)|tomorrow|next (?:week|time|month|session)|later today|back (?:soon|on monday|next)|when i get back|catch up (?:soon|later|next))\\b`);
export const GOODBYE_GROUPS = new Set(['goodbye', 'farewell', 'thanks', 'final']);
/** The words just before a self cue name someone else as the one at risk ("said she is tired of being here"). */
export const OTHER_SUBJECT = rx(`\\b(?:he|she|they|friend|mate|sister|brother|son|daughter|mom|mum|dad|cousin|roommate|flatmate|colleague|coworker|partner|boyfriend|girlfriend|husband|wife)s?(?: \\d{1,2})?(?: (?:s|is|are|was|been|says|said|keeps saying|told me|has|has been|had|does|did|seems|really|just|kind of|not|always|keeps|posted|wrote|texted|sent|messaged|tweeted))* $`)
/** An abuse cue about a third person as the one controlled ("she is not allowed to see us"). */
export const OTHER_VICTIM = rx(`\\b(?:he|she|they) (?:is|are|was|has to|had to|must)(?: (?:really|even|not|never))* $`);
/** A sentence that opens on someone else and never says "I" or "me" is about them ("my friend posted goodbye"). */
export const OTHER_START = rx(`^ (?:my |our |her |his |their |[a-z]+s )?(?:[a-z]+ ){0,2}(?:friend|mate|sister|brother|son|daughter|mom|mum|dad|cousin|roommate|flatmate|housemate|colleague|coworker|he|she|they|niece|nephew|aunt|uncle|grandma|grandad|grandpa|neighbour|neighbor|bestie)\\b`);
export const SAYS_I = / (?:i|me|myself|im|mine) /;
export const FIRST_PERSON = / (?:i|me|my|myself|mine) /;
export const OTHER_SUBJECT_ANYWHERE = rx(`\\b(?:he|she|they|friend|mate|sister|brother|son|daughter|cousin|roommate|flatmate|colleague|coworker)\\b`);
/** A sport where holds, chokes and throws are the point: an abuse sign there is the game, not a partner's violence. */
export const SPORT = rx(`\\b(?:jiu ?jitsu|bjj|judo|wrestling|wrestle|mma|sparring|spar|grappling|karate|taekwondo|krav maga|martial arts?|boxing|kickboxing|muay thai|rugby|tapped out|i tapped|tap out)\\b`);
/**
 * The next chapter named in the same message (decision 097): a new job starting, a move to somewhere, a leaving
 * party. Farewell acts beside it ("cleared my desk, gave my plants away") belong to that change, not to an ending.
 */
export const NEXT_CHAPTER = rx(`\\b(?:new (?:job|role|position) (?:starts|is|on)|start(?:s|ing)? (?:my |the )?new (?:job|role|position)|(?:move|moving|relocating|emigrating) to [a-z]+|before (?:the|my|our|we) (?:move|moving)|(?:leaving|farewell|going away) (?:party|do|drinks)|last day (?:at|of) (?:work|school|uni)|new (?:flat|house|place|home|city) (?:is|in)|retiring|retirement|goodbye for (?:now|a while|the summer)|(?:off|going) (?:backpacking|travelling|traveling|abroad|on (?:a|my) (?:trip|gap year|sabbatical))|gap year|sabbatical|(?:landlord|lease|tenancy|building) (?:does not|will not|do not) (?:allow|let)|no pets (?:allowed|policy)|because (?:of )?(?:my |the |our )?(?:new )?(?:landlord|lease|allerg[a-z]*|new baby))\\b`);
export const FAREWELL_GROUPS = new Set(['giving', 'affairs_cleared', 'goodbye', 'farewell', 'thanks', 'noneed', 'final', 'handover', 'affairs', 'farewell_acts', 'farewell_words', 'rehome', 'giving_pet', 'final_goodbye']);
/** A joke taken back only halfway ("kidding. mostly."): the joke no longer makes the sign light (decision 097). */
export const HALF_JOKE = rx(`\\b(?:(?:kidding|joking|jk)\\W* (?:mostly|sort of|kind of|kinda|half|maybe|i think|or am i|not really|ish)|half (?:joking|kidding)|only (?:half|partly|sort of|kind of) (?:joking|kidding)|not (?:entirely|completely|totally|really) (?:joking|kidding))\\b`);
/** "Asking for a story I'm writing", "asking for a friend": a cover for a question, not fiction (decision 097). */
export const MASK_ASK = rx(`\\b(?:asking for (?:a|my) (?:friend|story|book|novel|script|project)|for (?:a|the) (?:story|book|novel|script) i am (?:writing|working on))\\b`);
/** Practice on a dummy, a drill, a course: a danger now that is staged for learning (decision 097). */
export const TRAINING = rx(`\\b(?:first aid|cpr|trainer|dummy|mannequin|manikin|practi[sc]e|practi[sc]ing|course|drill|simulation|role ?play|lifeguard training)\\b`);
