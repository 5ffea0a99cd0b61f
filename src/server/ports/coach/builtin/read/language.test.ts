import { describe, expect, it } from 'vitest';
import { otherLanguage } from './language.js';
import { otherLanguageReply } from '../compose/other-language.js';
import type { CoachContext } from '../../context.js';

describe('a message in a language the offline coach does not read', () => {
  it.each([
    ['de', 'Wie soll ich meiner Schwester sagen, dass ich Weihnachten nicht komme?'],
    ['de', 'mein freund redet seit gestern nicht mit mir, was mache ich falsch'],
    ['es', '¿Qué le regalo a mi novia por su cumpleaños? no tengo mucho dinero'],
    ['es', 'mi hermano no me devuelve el dinero y no sé cómo decírselo'],
    ['fr', "je ne sais pas comment dire à ma copine que j'ai besoin de temps pour moi"],
    ['it', 'come faccio a dire a mia madre che non vengo a pranzo domenica'],
    ['pt', 'minha namorada está chateada comigo e eu não sei por quê'],
    ['nl', 'hoe zeg ik tegen mijn moeder dat ik niet kom met kerst'],
  ])('%s: %s', (language, message) => {
    expect(otherLanguage(message)).toBe(language);
  });

  it.each([
    'how do i tell my sister im not coming for christmas',
    'Die Hard is on tonight, is that a bad first date movie?',
    'we booked Café de la Paix in Paris for our anniversary, any tips?',
    'Theo said "das ist mir egal" about the trip, what does he mean by that',
    'La La Land or Amélie for movie night with maya?',
    'ok',
    'idk',
    'Sam and I keep arguing about money and it is wearing me down',
  ])('English stays English: %s', (message) => {
    expect(otherLanguage(message)).toBeNull();
  });

  const ctx = (timeZone?: string) => ({ timeZone }) as unknown as CoachContext;

  it('says so in the member’s language, with the local emergency number and crisis line', () => {
    const reply = otherLanguageReply(ctx('Europe/Berlin'), 'de');
    expect(reply).toMatch(/nur Englisch/);
    expect(reply).toMatch(/112/);
    expect(reply).toMatch(/TelefonSeelsorge \(0800 111 0 111\)/);
    expect(reply).not.toMatch(/\*\*| or /);
    expect(reply).toMatch(/In English: the offline coach reads English only/);
  });

  it('uses the country of the member’s zone, not of the language', () => {
    const reply = otherLanguageReply(ctx('America/Toronto'), 'es');
    expect(reply).toMatch(/solo leo inglés/);
    expect(reply).toMatch(/911/);
    expect(reply).toMatch(/9-8-8/);
  });

  it('without a zone, names 112 and no line it cannot place', () => {
    const reply = otherLanguageReply(ctx(undefined), 'fr');
    expect(reply).toMatch(/appelle le 112\./);
  });
});
