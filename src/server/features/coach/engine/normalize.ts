/**
 * The safety screen's view of a message: lower-case, accents stripped, common leetspeak undone, contractions expanded,
 * punctuation removed, runs of the same letter collapsed ("killl" -> "kil", "kill" -> "kil") and known misspellings,
 * chat shorthand and slang mapped to canonical words. Patterns are written in plain English and squashed the same way
 * (rx), so "kill myself", "kil myself" and "kiiill mysefl" all meet the same pattern.
 */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

/** Collapse runs of the same letter to one ("soooo" -> "so", "kill" -> "kil"). Escaped letters (\b, \s) are kept. */
export function squash(s: string): string {
  return s.replace(/(?<!\\)([a-z])\1+/g, '$1');
}

/** Whole-word replacements applied after squashing (keys and values already in squashed form). */
const TOKEN_MAP: Record<string, string> = {
  // contractions written without apostrophes
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  canot: 'can not',
  wont: 'wil not',
  wouldnt: 'would not',
  isnt: 'is not',
  im: 'i am',
  ive: 'i have',
  hes: 'he is',
  shes: 'she is',
  theyre: 'they are',
  // chat spelling
  wana: 'want to',
  gona: 'going to',
  gota: 'got to',
  u: 'you',
  ur: 'your',
  pls: 'please',
  plz: 'please',
  bf: 'boyfriend',
  gf: 'girlfriend',
  huby: 'husband',
  husbnd: 'husband',
  husban: 'husband',
  boyfrend: 'boyfriend',
  girlfrend: 'girlfriend',
  boyfried: 'boyfriend',
  girlfried: 'girlfriend',
  // more chat shorthand (issue 29: people write in shorthand when it matters most)
  wud: 'would',
  wld: 'would',
  cld: 'could',
  shld: 'should',
  wuld: 'would',
  cud: 'could',
  shud: 'should',
  wnt: 'want',
  everyi: 'everyone',
  evryi: 'everyone',
  evryone: 'everyone',
  evry: 'every',
  evrything: 'everything',
  everythin: 'everything',
  nothin: 'nothing',
  nuthin: 'nothing',
  noi: 'no one',
  somei: 'someone',
  anyi: 'anyone',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  abt: 'about',
  pl: 'people',
  smth: 'something',
  rly: 'really',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  ty: 'thank you',
  idk: 'i do not know',
  dunno: 'do not know',
  tryna: 'trying to',
  yal: 'you all',
  alot: 'a lot',
  r: 'are',
  n: 'and',
  fone: 'phone',
  mesges: 'mesages',
  msgs: 'mesages',
  txts: 'texts',
  wify: 'wife',
  thru: 'through',
  wasnt: 'was not',
  werent: 'were not',
  arent: 'are not',
  hasnt: 'has not',
  havent: 'have not',
  couldnt: 'could not',
  shouldnt: 'should not',
  theres: 'there is',
  thats: 'that is',
  whats: 'what is',
  bout: 'about',
  tird: 'tired',
  walkin: 'walking',
  thinkin: 'thinking',
  goin: 'going',
  feelin: 'feeling',
  tryin: 'trying',
  livin: 'living',
  doin: 'doing',
  talkin: 'talking',
  sayin: 'saying',
  lookin: 'looking',
  getin: 'geting',
  // slang and euphemisms for self-harm
  kms: 'kil myself',
  unalive: 'kil',
  unalived: 'kiled',
  unaliving: 'kiling',
  sewerslide: 'suicide',
  selfharm: 'self harm',
  selfharming: 'self harming',
  // common misspellings
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucidal: 'suicidal',
  suicdal: 'suicidal',
  suisidal: 'suicidal',
  myslef: 'myself',
  mysef: 'myself',
  myselve: 'myself',
  meself: 'myself',
  strangeled: 'strangled',
  chocked: 'choked',
  choaked: 'choked',
  molestd: 'molested',
};

/** Words checked by edit distance when not already known (squashed spellings). */
const FUZZY_WORDS: Array<{ word: string; max: number; minLen: number }> = [
  { word: 'suicide', max: 2, minLen: 5 },
  { word: 'suicidal', max: 2, minLen: 6 },
  { word: 'myself', max: 1, minLen: 5 },
  { word: 'strangled', max: 2, minLen: 7 },
];
/** Real words the fuzzy step must never rewrite. */
// "A stranger kept buying me drinks" must not read as "strangled" (decision 097).
const FUZZY_KEEP = new Set(['himself', 'herself', 'yourself', 'overdoes', 'suited', 'suicide', 'suicidal', 'myself', 'stranger', 'strangers', 'strangely', 'strangest']);

function damerauLevenshtein(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    d.push(new Array<number>(b.length + 1).fill(0));
    d[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** Fuzzy matches are pure and words repeat a lot: remembered (bounded) so the gate stays cheap per message. */
const fuzzyCache = new Map<string, string>();
const FUZZY_CACHE_MAX = 20_000;

function fuzzyToken(tok: string): string {
  if (FUZZY_KEEP.has(tok)) return tok;
  const cached = fuzzyCache.get(tok);
  if (cached !== undefined) return cached;
  let out = tok;
  for (const f of FUZZY_WORDS) {
    if (tok.length < f.minLen) continue;
    if (tok[0] !== f.word[0]) continue;
    if (Math.abs(tok.length - f.word.length) > f.max) continue;
    if (damerauLevenshtein(tok, f.word) <= f.max) {
      out = f.word;
      break;
    }
  }
  if (tok.length <= 40) {
    if (fuzzyCache.size >= FUZZY_CACHE_MAX) fuzzyCache.clear();
    fuzzyCache.set(tok, out);
  }
  return out;
}

/**
 * The normalised form used for matching: " words separated by single spaces " (padded with spaces).
 * Exported for tests and for other screens that want the same view of a message.
 */
export function normalizeForSafety(message: string): string {
  let s = message.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  s = s.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  // Undo leetspeak only inside words (a digit next to a letter), so "20 minutes" stays a number.
  s = s.replace(/[013457@$!]/g, (ch, i: number) => {
    const prev = s[i - 1] ?? ' ';
    const next = s[i + 1] ?? ' ';
    const isLetter = (c: string) => /[a-z]/.test(c);
    if (ch === '!' && !isLetter(next)) return ch; // a real exclamation mark
    return isLetter(prev) || isLetter(next) ? (LEET[ch] ?? ch) : ch;
  });
  // Contractions with apostrophes.
  s = s
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'can not')
    .replace(/n't\b/g, ' not')
    .replace(/\b(he|she|they|i|you|we|it)'ll\b/g, '$1 will')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/\b(he|she|it)'s\b/g, '$1 is')
    .replace(/\b(i|he|she|they|we|you)'d\b/g, '$1 would')
    .replace(/'/g, '');
  s = s.replace(/\bw\/o\b/g, ' without ').replace(/\bw\/(?=[a-z])/g, 'with ');
  s = s.replace(/[^a-z0-9]+/g, ' ');
  s = squash(s);
  const tokens = s
    .split(' ')
    .filter(Boolean)
    .map((t) => TOKEN_MAP[t] ?? fuzzyToken(t));
  // "my self" written apart ("kill my self") reads as "myself".
  return ` ${tokens.join(' ')} `.replace(/ my self /g, ' myself ').replace(/ sewer slide /g, ' suicide ');
}


/** A pattern in plain English, squashed like the text it is matched against. */
export function rx(source: string): RegExp {
  return new RegExp(squash(source));
}

/** The sentence a position of the joined text falls in (binary search over the sentences' start offsets). */
export function sentenceAt(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
