/**
 * The Vibe in the reader's language (decision 089): a Spanish member reads every reason, watch-out and part label of
 * a connection in Spanish over REST and tRPC; an English member the English the engine has always written; the
 * privacy rule withholds the same parts in both; and the Spanish words are complete, with the same values.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIBE_EN } from '../../../shared/assessment/vibeText.js';
import type { VibeResult } from '../../../shared/assessment/types.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAssessedUser, type TestUser } from '../../test/factories.js';
import { connect } from '../../test/demo-connections.js';
import { loadProfiles, vibeFor } from '../survey/profiles.js';
import { sharingChoicesOf, visibleVibe, visibilityOf } from '../privacy/visibility.js';
import { vibeEs } from '../../i18n/vibe.es.js';

/** Every argument a message uses, nested ones (inside a select or plural) included. */
function argumentsOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: unknown[]): void => {
    for (const element of elements as Array<{ type: number; value?: string; options?: Record<string, { value: unknown[] }> }>) {
      if (element.type !== 0 && element.type !== 7 && element.value !== undefined) found.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

/** Every sentence a person reads in a Vibe, in order: part labels, reasons, watch-outs, highlights. */
function words(vibe: VibeResult): string[] {
  const parts = [...vibe.personality.parts, ...(vibe.lifestyle?.parts ?? [])];
  return [...parts.flatMap((p) => [p.label, ...p.reasons, ...(p.watchOut ? [p.watchOut] : [])]), ...vibe.highlights];
}

/** The Vibe with its words taken out: what must not depend on the language. */
function shape(vibe: VibeResult) {
  const part = (p: VibeResult['personality']['parts'][number]) => ({ id: p.id, score: p.score, weight: p.weight, reasons: p.reasons.length, watchOut: p.watchOut !== null, withheld: p.withheld ?? false });
  return {
    score: vibe.score,
    band: vibe.band,
    yourWay: vibe.yourWay,
    personality: { ...vibe.personality, parts: vibe.personality.parts.map(part) },
    lifestyle: vibe.lifestyle ? { ...vibe.lifestyle, parts: vibe.lifestyle.parts.map(part) } : null,
    highlights: vibe.highlights.length,
  };
}

/** The messages of `translated` that are missing, or use other values than the English one. */
function vibeProblems(translated: Partial<Record<string, string>>): string[] {
  return Object.entries(VIBE_EN)
    .filter(([id, english]) => {
      const text = translated[id];
      return !text || argumentsOf(english, 'en').join() !== argumentsOf(text, 'es').join();
    })
    .map(([id]) => id);
}

describe('the Vibe words in Spanish', () => {
  it('has every English message, each with the same values, and none left in English', () => {
    expect(Object.keys(vibeEs).sort()).toEqual(Object.keys(VIBE_EN).sort());
    expect(vibeProblems(vibeEs)).toEqual([]);
    const untranslated = Object.entries(VIBE_EN).filter(([id, english]) => vibeEs[id as keyof typeof VIBE_EN] === english);
    expect(untranslated.map(([id]) => id)).toEqual([]);
  });

  it('the check names a message that is missing, loses a value, renames one or drops a choice', () => {
    const { ['vibe.love.youMiss']: _missing, ...rest } = vibeEs;
    expect(vibeProblems(rest)).toEqual(['vibe.love.youMiss']);
    expect(vibeProblems({ ...vibeEs, 'vibe.love.theyAlso': '{Name} también muestra cariño con {language}' })).toEqual(['vibe.love.theyAlso']);
    expect(vibeProblems({ ...vibeEs, 'vibe.type.same': 'Tú y {nombre} compartís el tipo {type}' })).toEqual(['vibe.type.same']);
    expect(vibeProblems({ ...vibeEs, 'vibe.stability.solid': 'Tú y {name} pisáis terreno firme' })).toEqual(['vibe.stability.solid']);
  });
});

describe('a connection Vibe in the reader language', () => {
  let t: TestApp;
  let ana: TestUser;
  let ada: TestUser;
  let sam: TestUser;
  let anaSam: string;
  let adaSam: string;

  beforeAll(async () => {
    t = await createTestApp();
    ana = await createAssessedUser(t, { firstName: 'Ana', locale: 'es' });
    ada = await createAssessedUser(t, { firstName: 'Ada', locale: 'en' });
    sam = await createAssessedUser(t, { firstName: 'Sam', locale: 'en' });
    anaSam = (await connect(t.deps, ana.user.id, sam.user.id, 'couple')).id;
    adaSam = (await connect(t.deps, ada.user.id, sam.user.id, 'couple')).id;
    // Sam keeps the attachment style private: its reasons are withheld from both, in either language.
    const privacy = await t.request({ method: 'PATCH', url: '/api/privacy/sharing', token: sam.token, body: { attachment: false } });
    expect(privacy.statusCode).toBe(200);
  });

  afterAll(async () => {
    await t.close();
  });

  const rest = async (token: string, id: string): Promise<VibeResult> => {
    const res = await t.request({ method: 'GET', url: `/api/connections/${id}`, token });
    expect(res.statusCode).toBe(200);
    return res.json().vibe as VibeResult;
  };
  const trpc = async (token: string, id: string): Promise<{ one: VibeResult; listed: VibeResult }> => {
    const one = await t.request({ method: 'GET', url: `/trpc/connections.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, token });
    const list = await t.request({ method: 'GET', url: '/trpc/connections.list', token });
    expect([one.statusCode, list.statusCode]).toEqual([200, 200]);
    const listed = (list.json().result.data as Array<{ id: string; vibe: VibeResult }>).find((c) => c.id === id);
    return { one: one.json().result.data.vibe as VibeResult, listed: listed!.vibe };
  };

  it('a Spanish member reads it in Spanish on every path; the same Vibe in English is the engine as before', async () => {
    const spanish = await rest(ana.token, anaSam);
    const viaTrpc = await trpc(ana.token, anaSam);
    expect(viaTrpc.one).toEqual(spanish);
    expect(viaTrpc.listed).toEqual(spanish);

    // The same member in English reads the same numbers, in the words the engine wrote before (what the coach reads).
    expect((await t.request({ method: 'PATCH', url: '/api/profile', token: ana.token, body: { locale: 'en' } })).statusCode).toBe(200);
    const english = await rest(ana.token, anaSam);
    const profiles = await loadProfiles(t.deps.database.db, [ana.user.id, sam.user.id]);
    const engine = visibleVibe(vibeFor(profiles.get(ana.user.id)!, profiles.get(sam.user.id)!, 'couple'), visibilityOf('connection', (await sharingChoicesOf(t.deps.database.db, [sam.user.id])).get(sam.user.id)), 'Sam');
    expect(english).toEqual(engine);
    expect(shape(spanish)).toEqual(shape(english));

    const es = words(spanish);
    const en = new Set(words(english));
    expect(es.filter((w) => en.has(w))).toEqual([]);
    expect(es.filter((w) => /[{}]/.test(w))).toEqual([]);
    expect(spanish.personality.parts.map((p) => p.label)).toEqual(['Afinidad de tipos', 'Estilo cotidiano', 'Seguridad y cercanía', 'Lenguajes del amor', 'Estabilidad']);

    // The withheld part says why in Spanish, and keeps nothing of Sam's attachment style, as in English.
    const withheld = spanish.personality.parts.find((p) => p.id === 'attachment')!;
    expect(withheld).toMatchObject({ withheld: true, watchOut: null });
    expect(withheld.reasons).toEqual([
      'Parte de esta puntuación sale del estilo de apego de Sam, que Sam mantiene en privado. Sigue contando, así que tú y Sam veis la misma Vibe; solo los detalles se quedan con Sam.',
    ]);
    expect(english.personality.parts.find((p) => p.id === 'attachment')!.reasons).toEqual([
      "Part of this score comes from Sam's attachment style, which Sam keeps private. It still counts, so you both see the same Vibe; only the details stay with Sam.",
    ]);
  });

  it('an English member reads the same connection kind in English, whatever language the other person reads', async () => {
    const english = await rest(ada.token, adaSam);
    const profiles = await loadProfiles(t.deps.database.db, [ada.user.id, sam.user.id]);
    const engine = visibleVibe(vibeFor(profiles.get(ada.user.id)!, profiles.get(sam.user.id)!, 'couple'), visibilityOf('connection', (await sharingChoicesOf(t.deps.database.db, [sam.user.id])).get(sam.user.id)), 'Sam');
    expect(english).toEqual(engine);
    expect(english.personality.parts[0]!.label).toBe('Type match');
    // Sam, an English reader, sees the pair with Ada in English too; a Spanish Sam would read it in Spanish.
    expect((await t.request({ method: 'PATCH', url: '/api/profile', token: sam.token, body: { locale: 'es' } })).statusCode).toBe(200);
    const samReads = await rest(sam.token, adaSam);
    expect(samReads.personality.parts[0]!.label).toBe('Afinidad de tipos');
    expect(samReads.score).toBe(english.score);
  });
});
