/**
 * What a message asks for, as opposed to what it tells (decision 081). People write the story first and the request
 * last ("...sorted the joint bills, boxed up his stuff... how do I stop feeling like this?"), and a word in the story
 * (bills, a budget, a city, a type) must not choose the answer. `askPart` is the sentences that carry a request;
 * `askKind` the kind of answer they want; `asksAboutPerson` whether the request is about a person's results at all.
 */
const SENTENCES = /[^.!?\n]+[.!?]*/g;
/** A sentence that asks: a question mark, or a request in words. */
const ASKING = /\?|^\s*(?:how|what|which|should|can|could|would|is|am|are|do|does|any|give|help|tell|suggest|ideas?|pls|please|where|why|when)\b|\b(?:how (?:do|can|should|would|could) (?:i|we)|what (?:do|should|can|could) (?:i|we)|should i|can you|could you|give me|help me|any (?:ideas|tips|advice|way)|ideas\b|pls|please|or at least|is it (?:bad|ok|okay|normal|weird|wrong)|is that|am i)\b/i;

/** The sentences that carry a request, or the last sentence when none does. */
export function askPart(message: string): string {
  const sentences = (message.match(SENTENCES) ?? [message]).map((s) => s.trim()).filter(Boolean);
  if (sentences.length <= 1) return message;
  // A headline with no subject ("Xmas present for Maya.", "Menu for Saturday.") is the request, said first.
  const headline = sentences[0]!.split(/\s+/).length <= 6 && !/\b(?:i|i'?m|im|we|he|she|they|it|it'?s|there|you)\b/i.test(sentences[0]!);
  const asking = sentences.filter((s, i) => ASKING.test(s) || (i === 0 && headline));
  return (asking.length > 0 ? asking : sentences.slice(-1)).join(' ');
}

export type AskKind = 'gift' | 'menu' | 'plan' | 'words' | 'whether' | 'way_out' | 'how' | 'other';

const KINDS: Array<[AskKind, RegExp]> = [
  // A message asked for in so many words is words, whatever it is about: "a text thanking her for the recipe book"
  // is no menu, "a message about the gift" no gift list.
  ['words', /\b(?:write|draft|compose)(?: me)? (?:a|an|the|my|this|that) (?:quick |short |little )?(?:text|message|note|email|e-mail|reply|dm)\b[^.?!]{0,40}\b(?:thanking|to thank|saying|telling|asking|inviting|suggesting)\b/i],
  ['gift', /\b(?:gifts?|secret santa|whip-?round|(?:a|the|birthday|christmas|xmas|housewarming|leaving|wedding|anniversary|engagement|thank-?you) presents?|presents? for|what (?:to|should i|do i|can i|could (?:i|we)|should we) (?:get|buy) (?:him|her|them|for|my)|get (?:him|her|them) for|(?:get|buy) (?:\w+ )?(?:a little |a small )?something (?:for|nice for) (?:him|her|them|his|her|their|the|a|my))\b/i],
  ['menu', /\b(?:menu|recipes?|what (?:to|should i|can i) (?:cook|make|serve)|cook(?:ing)? for|food for|feed (?:\d+|everyone|them))\b/i],
  ['way_out', /\b(?:way out|get out of|out of (?:it|this|doing)|avoid (?:it|doing)|do i have to|skip (?:it|the))\b/i],
  ['words', /\b(?:what (?:do|should|can|could) i (?:say|text|write|send)|how (?:do|should|can) i (?:tell|ask|raise|bring (?:it|this) up|say|word|phrase|text|message|reply|respond|answer|thank)|words? for|a message|a text|what to say)\b/i],
  ['plan', /\b(?:ideas?|plan|organi[sz]e|itinerary|timeline|where (?:to|should we) go|things to do|what (?:can|could|should) we do)\b/i],
  ['whether', /^\s*(?:is|am|are|should|do|does|would|could|can)\b|\b(?:is (?:it|that|this) (?:normal|ok|okay|bad|weird|wrong|a red flag)|am i (?:overreacting|being|wrong|too)|should i)\b/i],
  ['how', /\b(?:how (?:do|can|should|would) (?:i|we)|how to|any (?:tips|advice))\b/i],
];

export function askKind(message: string): AskKind {
  const ask = askPart(message);
  return KINDS.find(([, re]) => re.test(ask))?.[0] ?? 'other';
}

/** The request is about someone's results, type, personality or what they are like. */
const ABOUT_PERSON = /\b(?:myself|about me|who i am|my (?:weakness|strength|blind spot|pattern|style)\w*|weakness\w*|blind spots?|what (?:is|'s|s) (?:\p{Lu}\p{L}+|he|she|they) like|tell me about|(?:understand|get to know|figure out|read) (?:\p{Lu}\p{L}+|him|her|them)\b|how (?:does|do) (?:\p{Lu}\p{L}+|he|she|they) (?:think|work|tick|feel|see|handle|deal|show|cope)|personality|\btype\b|results?|profile|insights?|what makes (?:\p{Lu}\p{L}+|him|her|them) tick|how (?:are|do) we (?:work|get on|fit|match|compare)|strengths?|vibe|compatib\w*|love languages?|attachment|why (?:does|do|is|did) (?:\p{Lu}\p{L}+|he|she|they))/u;

export function asksAboutPerson(message: string): boolean {
  return ABOUT_PERSON.test(askPart(message));
}
