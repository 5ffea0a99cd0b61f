/** A doubt about the member's own love-language result is met first, from their own results (blind round 11). */
import { describe, expect, it } from 'vitest';
import { demoCoach } from '../../../../test/demo-coach.js';
import { resultDoubtNote } from './doubt.js';

const { context, thread } = demoCoach();

describe('a member who doubts their own result', () => {
  it('hears what the result means and their next-highest, whatever the wording', async () => {
    const theo = await context('Theo');
    for (const text of ['my results say gifts?? so materialistic. is the test wrong', 'apparently I get love through presents, that is embarrassing', 'gifts as my love language cant be right, i dont even like stuff']) {
      const note = resultDoubtNote(theo, text);
      expect(note, text).toMatch(/Receiving Gifts is not about price/);
      expect(note, text).toMatch(/next-highest is \*\*/);
    }
  });

  it('says nothing for a question without doubt, or a result that is not theirs', async () => {
    const theo = await context('Theo');
    expect(resultDoubtNote(theo, 'what does receiving gifts mean for me')).toBeNull();
    expect(resultDoubtNote(theo, 'my results say quality time, that is so needy')).toBeNull();
  });

  it('answers the doubt and then the rest of the message', async () => {
    const [reply] = await thread('Theo', 'my results say I receive love through gifts. so shallow, is the test broken? and how do I work better with Sam');
    expect(reply).toMatch(/^Receiving Gifts is not about price/);
    expect(reply).toMatch(/not broken/);
    expect(reply).toMatch(/Sam/);
  });
});
