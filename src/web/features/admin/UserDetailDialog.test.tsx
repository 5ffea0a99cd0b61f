import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../test/render';
import { SurveySummary } from './UserDetailDialog';

describe('the user detail survey summary (issue 30 item 16)', () => {
  it('words each love language for its side: giving gifts is "Giving Gifts", receiving them "Receiving Gifts"', async () => {
    render(
      <SurveySummary results={{ personalityType: 'INFP', relationshipType: 'secure', loveLanguageGiving: 'gifts', loveLanguageReceiving: 'gifts' } as never} />,
    );
    const giving = (await screen.findByText('Gives love through')).parentElement!;
    expect(giving.textContent).toContain('Giving Gifts');
    expect(giving.textContent).not.toContain('Receiving');
    expect((await screen.findByText('Feels loved through')).parentElement!.textContent).toContain('Receiving Gifts');
  });
});
