/**
 * What a plan must stay away from and what it should have in it, read from the member's words ("hates crowds",
 * "nothing loud", "not a pub person", "he gets restless if we just sit"): lower-cased text in, two lists out.
 */

/** Things a plan must stay away from, read from "hates crowds", "nothing loud", "not a pub person"… */
export type Avoid = 'crowds' | 'loud' | 'pub' | 'walking' | 'sitting' | 'touristy' | 'early' | 'home' | 'alcohol' | 'late' | 'dining out';
/** Things the plan should have in it. */
/** `both`: something both of them love, not one's thing then the other's (round 23 q01). */
export type Want = 'movement' | 'social' | 'quiet' | 'rest' | 'packed' | 'out' | 'both';

export function readAvoidWant(text: string): { avoid: Avoid[]; want: Want[] } {
  const avoid = new Set<Avoid>();
  const want = new Set<Want>();
  const neg = "(?:hates?|hate|can'?t (?:do|stand|handle|cope with)|not (?:a fan of|into|great with|up for)|don'?t (?:like|want|do)|doesn'?t (?:like|want|do)|no|nothing|avoid|without|away from|not really)";
  const hit = (what: string) => new RegExp(`\\b${neg}\\s+(?:\\w+\\s+){0,3}?${what}`).test(text);
  if (hit('(?:big |huge )?(?:crowds?|crowded|busy|packed|queues?)') || /\b(packed|rammed|heaving|crowded)\b/.test(text) && /\b(hate|can'?t|not|no|wiped|avoid)\b/.test(text) || /\bsomewhere quiet\b|\bnot (?:too )?busy\b/.test(text)) avoid.add('crowds');
  if (hit('(?:loud|noisy|noise)') || /\bnothing loud\b/.test(text)) avoid.add('loud');
  if (/\b(?:not (?:really )?a pub person|not (?:just )?(?:the |a )?pub|no pubs?|not (?:just )?drinking|hates? pubs?|(?:doesn'?t|don'?t) drink|sober|(?:don'?t|do not) want (?:to go to )?(?:a |any )?(?:bar|pub)s?)\b/.test(text)) avoid.add('pub');
  // "A bar where we have to shout": nothing loud either (round 23 q35).
  if (/\b(?:have to|having to|need to) shout\b|\bcan'?t hear (?:each other|ourselves)\b/.test(text)) avoid.add('loud');
  // "Not another fancy dinner where we stare at a menu": no restaurant meals; a meal at home or something casual instead.
  if (new RegExp(`\\b(?:${neg}|do not (?:like|want)|does not (?:like|want)|sick of|tired of|bored of)\\s+(?:\\w+\\s+){0,3}?(?:fancy |posh |expensive |big |formal |sit-down )?(?:dinners? out|restaurants?|dinners? (?:where|at a)|fancy dinners?|posh dinners?|eating out|meals? out)`).test(text)) avoid.add('dining out');
  if (/\b(?:doesn'?t|does not|can'?t|cannot|don'?t) (?:walk|get around)(?: \w+)?(?: well| far| much|anymore| any more)|\bmobility\b|\bwheelchair\b|\bbad (?:knees?|hips?|back)\b|\bwalking stick\b|\bnot a (?:walker|hiker)\b|\bcrutch(?:es)?\b|\b(?:sprained|twisted|broken|broke|fractured) (?:an? |my |his |her |their )?(?:ankle|foot|leg)\b/.test(text)) avoid.add('walking');
  if (/\btouristy\b|\btourist (?:traps?|spots?|crowds?)\b/.test(text)) { avoid.add('touristy'); avoid.add('crowds'); }
  // "Not a party person", "hates fuss": nothing built on a crowd or on other people joining (decision 088).
  if (/\bnot (?:a|much of a|really a|at all a) (?:party|people|crowd|big[- ]group) person\b|\bnot a party person\b|\b(?:hates?|can'?t stand|doesn'?t like|does not like) (?:parties|fuss|big groups|being the centre of attention)\b|\bnot a party\b/.test(text)) { avoid.add('crowds'); avoid.add('loud'); }
  if (/\bslow mornings?\b|\bnot a morning person\b|\blie[- ]ins?\b|\bsleep in\b|\bno early (?:starts?|mornings?)\b/.test(text)) { avoid.add('early'); }
  if (/\brestless\b|\b(?:can'?t|hates?|doesn'?t like|not) (?:just )?sit(?:ting)? (?:still|around|somewhere)|\bif we just sit\b|\bsomething active\b|\b(?:loves?|likes?|enjoys?) (?:being )?(?:active|on the move|moving|sport\w*)\b|\bget moving\b|\bbored (?:just )?sitting\b|\bcan'?t sit still\b/.test(text)) { avoid.add('sitting'); want.add('movement'); }
  if (/\bisn'?t just sitting\b|\bnot just (?:sitting|staying) (?:in|at home|around)|\bget (?:out|him out|her out|them out) of the (?:house|flat|apartment)\b/.test(text)) { avoid.add('home'); want.add('out'); }
  if (/\b(?:seeing everyone|see (?:all )?(?:his|her|their|our) (?:friends|mates)|out all day|(?<!not |n't |never )around (?:other |lots of )?people|people person|social)\b/.test(text)) want.add('social');
  if (/\bdo everything\b|\bpack (?:it|everything) in\b|\bsee (?:it )?all\b/.test(text)) want.add('packed');
  if (/\b(?:nothing|not) (?:too |very |that )?(?:active|strenuous|sporty|energetic)\b/.test(text)) want.add('rest');
  if (/\b(exhausted|knackered|drained|burn(?:ed|t) out|low[- ]energy|no energy|restful|relax\w*|chill\w*|low-key|lazy)\b/.test(text)) want.add('rest');
  if (avoid.has('crowds') || avoid.has('loud')) want.add('quiet');
  if (/\bsomething (?:we|you) both (?:love|like|enjoy|actually (?:love|like|enjoy)|want)\b|\b(?:his|her|their) thing or (?:my|mine|our)\b|\b(?:my|mine) thing or (?:his|hers|theirs|her|their)\b|\bmeet (?:in the|somewhere in the) middle\b|\bboth (?:of us )?(?:actually )?(?:enjoy|love|like)\b/.test(text)) want.add('both');
  return { avoid: [...avoid], want: [...want] };
}
