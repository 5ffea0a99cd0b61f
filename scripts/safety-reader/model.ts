// A small learned reader of "does this read like danger": word and word-pair features, and either a logistic
// regression (L2, AdaGrad steps, classes weighted to equal mass) or a multinomial naive Bayes. Plain code, no
// dependency, deterministic (fixed-seed shuffle), so a figure measured once can be measured again.

/** Lower case, one apostrophe, digits kept, everything else a space; light suffix stripping so "cutting"/"cuts"/"cut" meet. */
export function tokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  return words.map(stem);
}

function stem(w: string): string {
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith("'s")) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

export function features(text: string): string[] {
  const t = tokens(text);
  const out = new Set<string>();
  t.forEach((word, i) => {
    out.add(word);
    const next = t[i + 1];
    if (next !== undefined) out.add(`${word} ${next}`);
  });
  return [...out];
}

export interface Example {
  text: string;
  crisis: boolean;
}
export interface Reader {
  score(text: string): number;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function trainLogistic(examples: readonly Example[], opts = { epochs: 25, rate: 0.3, l2: 1e-4 }): Reader {
  const data = examples.map((e) => ({ f: features(e.text), y: e.crisis ? 1 : 0 }));
  const pos = data.filter((d) => d.y === 1).length;
  const neg = data.length - pos;
  // Equal total weight per class: the sets hold more crisis than ordinary safety items, but life holds the reverse.
  const wPos = data.length / (2 * Math.max(pos, 1));
  const wNeg = data.length / (2 * Math.max(neg, 1));
  const w = new Map<string, number>();
  const g2 = new Map<string, number>();
  let bias = 0;
  let biasG2 = 0;
  const rand = rng(7);
  const order = data.map((_, i) => i);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      const a = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = a;
    }
    for (const idx of order) {
      const d = data[idx];
      if (!d) continue;
      let z = bias;
      for (const f of d.f) z += w.get(f) ?? 0;
      const p = 1 / (1 + Math.exp(-z));
      const err = (p - d.y) * (d.y === 1 ? wPos : wNeg);
      for (const f of d.f) {
        const cur = w.get(f) ?? 0;
        const g = err + opts.l2 * cur;
        const acc = (g2.get(f) ?? 0) + g * g;
        g2.set(f, acc);
        w.set(f, cur - (opts.rate * g) / Math.sqrt(acc + 1e-8));
      }
      biasG2 += err * err;
      bias -= (opts.rate * err) / Math.sqrt(biasG2 + 1e-8);
    }
  }
  return {
    score(text) {
      let z = bias;
      for (const f of features(text)) z += w.get(f) ?? 0;
      return 1 / (1 + Math.exp(-z));
    },
  };
}

export function trainBayes(examples: readonly Example[], alpha = 0.5): Reader {
  // Feature counts and totals per class: 'no' for ordinary, 'yes' for crisis.
  const no = new Map<string, number>();
  const yes = new Map<string, number>();
  let totalNo = 0;
  let totalYes = 0;
  for (const e of examples) {
    const count = e.crisis ? yes : no;
    for (const f of features(e.text)) count.set(f, (count.get(f) ?? 0) + 1);
    if (e.crisis) totalYes += features(e.text).length;
    else totalNo += features(e.text).length;
  }
  const vocab = new Set([...no.keys(), ...yes.keys()]).size;
  return {
    // Log-odds squashed to 0..1; class priors left out so the threshold alone sets the balance.
    score(text) {
      let z = 0;
      for (const f of features(text)) {
        if (!no.has(f) && !yes.has(f)) continue;
        z += Math.log(((yes.get(f) ?? 0) + alpha) / (totalYes + alpha * vocab));
        z -= Math.log(((no.get(f) ?? 0) + alpha) / (totalNo + alpha * vocab));
      }
      return 1 / (1 + Math.exp(-z / 4));
    },
  };
}
