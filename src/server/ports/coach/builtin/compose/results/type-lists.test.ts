/**
 * The type lists (compose/results/type-lists.ts), asked as round 18 asked them and in wordings of our own: the answer
 * says which list the type is on, computed from the type table, the letters shared and not, and that a list is not a
 * verdict; a connection of that type is named with the Vibe that weighs more than the letters.
 */
import { describe, expect, it } from 'vitest';
import { getPersonalityType } from '../../../../../../shared/assessment/personalityTypes.js';
import { demoCoach } from '../../../../../test/demo-coach.js';

const { thread } = demoCoach();
const ask = async (who: string, text: string) => (await thread(who, text))[0]!;

describe('a type on the member\'s lists', () => {
  it('says why a type is on the challenging list and that there is no need to avoid it (round 18 q13)', async () => {
    expect(getPersonalityType('ISTJ')!.challenging).toContain('ENFP');
    const reply = await ask('Jordan', "why is ENFP on my 'challenging' list. should i avoid ENFPs??");
    expect(reply).toMatch(/^ENFP is on your challenging list because of the letters: ISTJ and ENFP share no letter/);
    expect(reply).toMatch(/no need to avoid them/);
  });

  it('says a type on neither list is in between (round 18 q20)', async () => {
    const theo = getPersonalityType('INTP')!;
    expect([...theo.mostCompatible, ...theo.challenging]).not.toContain('INFJ');
    const reply = await ask('Theo', 'why is INFJ not on my most compatible list? does that mean INTP and INFJ dont work');
    expect(reply).toMatch(/^INFJ isn't on your most compatible list, and it isn't on your challenging one either/);
    expect(reply).toMatch(/share Introverted and Intuitive and differ on Thinking\/Feeling and Judging\/Perceiving/);
    expect(reply).not.toMatch(/Vibe with Sam is/);
  });

  it('names a connection of that type with their Vibe, in our own wording', async () => {
    const reply = await ask('Maya', 'is ENFP on my compatible list? sam is one');
    expect(reply).toMatch(/^ENFP is on your most compatible list/);
    expect(reply).toMatch(/Among your connections, Sam is ENFP; your Vibe with Sam, which weighs all of it, is \*\*61\*\*/);
    // A question that names no list is left to the other answers.
    expect(await ask('Maya', 'what is an ENFP like')).not.toMatch(/list/);
  });
});
