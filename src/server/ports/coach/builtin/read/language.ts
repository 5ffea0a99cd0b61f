/**
 * Which language a message is written in, when it is clearly not English: the offline coach reads English only, and a
 * German or Spanish message read with English rules gets an answer to some other question (blind round 11). Counted
 * from short function words each language uses all the time and English does not, plus letters only some of them
 * write. Null when the message is English, too short to tell, or in a language not listed here.
 */
export type OtherLanguage = 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';

const WORDS: Record<OtherLanguage | 'en', string> = {
  en: 'i you the and to is my me it of in that for with but how what do dont don\'t can this he she we they be have not so just at on about was are im i\'m would should could his her him them your if or when',
  de: 'ich nicht und der die das ist mit ein eine einen zu wie sage dass mein meine meinem meinen mir mich sich wir auch aber oder wenn was bin habe hat sind für auf dem den kann noch schon nur wird weil ohne sehr immer bei von soll sollte möchte will gerne mal komme kommt seine seiner ihr ihm uns euch freund freundin mutter vater bruder schwester heute gestern jetzt',
  fr: 'je ne pas et le la les des est une pour avec mon ma mes que qui il elle nous vous mais ou très sur dans suis ai fait comment pourquoi ça moi toi lui leur quand parce être avoir veux peux dois copain copine mère père frère sœur ami amie aujourd\'hui hier maintenant',
  es: 'yo que el los las es una por para con mi mis pero muy cómo qué estoy tengo está sin su lo del al también cuando porque hacer quiero puedo debo decirle siempre nunca nada y sé él ella desde ahora hoy ayer novio novia mamá madre padre hermano hermana amigo amiga',
  it: 'io non che il gli è una per con mio mia miei ma molto come sono ho della del anche quando perché questo questa voglio posso devo sempre niente ragazzo ragazza madre padre fratello sorella amico amica oggi ieri adesso',
  pt: 'eu não que os as é uma para com meu minha mas muito como estou tenho está sem você também quando porque quero posso devo sempre nada dele dela namorado namorada mãe pai irmão irmã amigo amiga hoje ontem agora',
  nl: 'ik niet en de het een is met voor mijn maar hoe wat zijn heb ook als dat van naar wel geen ze hij zij wij jullie moet wil kan hem haar vriend vriendin moeder vader broer zus vandaag gisteren nu',
};
const SETS = Object.fromEntries(Object.entries(WORDS).map(([k, v]) => [k, new Set(v.split(' '))])) as Record<OtherLanguage | 'en', Set<string>>;
/** Letters that English does not write, as a second sign for the languages that use them. */
const LETTERS: Partial<Record<OtherLanguage, RegExp>> = { de: /[äöüß]/i, es: /[ñ¿¡]/i, pt: /[ãõç]/i, fr: /[çœêèëî]/i, it: /[àèìòù]/i };

export function otherLanguage(message: string): OtherLanguage | null {
  const words = message.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  if (words.length < 3) return null;
  const count = (lang: OtherLanguage | 'en') => words.filter((w) => SETS[lang].has(w)).length + (lang !== 'en' && LETTERS[lang]?.test(message) ? 1 : 0);
  const english = count('en');
  let best: { lang: OtherLanguage; hits: number } | null = null;
  for (const lang of Object.keys(LETTERS).concat('nl') as OtherLanguage[]) {
    const hits = count(lang);
    if (!best || hits > best.hits) best = { lang, hits };
  }
  if (!best) return null;
  // Clearly another language: several of its words, a fair share of the message, and well ahead of English.
  const enough = best.hits >= 3 && best.hits >= words.length * 0.3 && best.hits >= english * 2 + 1;
  return enough ? best.lang : null;
}
