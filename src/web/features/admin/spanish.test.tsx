import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createIntl, IntlProvider } from 'react-intl';
import es from '../../i18n/es.json';
import { theme } from '../../app/theme';
import { StatCard } from './StatCard';
import { SurveySummary } from './UserDetailDialog';
import { lastActivityLabel, SORT_OPTIONS } from './users';

/** The admin monitor in Spanish (issue 33): its own words from es.json, numbers and dates through Intl. */
function inSpanish(ui: ReactNode) {
  return render(
    <MantineProvider theme={theme}>
      <IntlProvider locale="es" messages={es} defaultLocale="en">
        {ui}
      </IntlProvider>
    </MantineProvider>,
  );
}

describe('the admin monitor in Spanish', () => {
  it('labels the survey summary in Spanish, each love language worded for its side', () => {
    inSpanish(<SurveySummary results={{ personalityType: 'INFP', relationshipType: 'secure', loveLanguageGiving: 'gifts', loveLanguageReceiving: 'gifts' } as never} />);
    const giving = screen.getByText('Da amor con').parentElement!;
    expect(giving.textContent).toContain(es['results.love.giftsGiving']);
    expect(screen.getByText('Se siente querido con').parentElement!.textContent).toContain(es['results.love.gifts']);
    expect(screen.getByText('Estilo de apego').parentElement!.textContent).toContain(es['results.attachment.secure']);
    expect(document.body.textContent).not.toMatch(/Gives love|Attachment style|Secure/);
  });

  it('writes a tile’s number the Spanish way', () => {
    inSpanish(<StatCard label="Usuarios" value={12345} />);
    expect(screen.getByText('12.345')).toBeTruthy();
  });

  it('says when someone was last active in the language given', () => {
    const spanish = createIntl({ locale: 'es', messages: es, defaultLocale: 'en' });
    expect(lastActivityLabel(new Date().toISOString(), spanish)).toBe(es['chat.date.today']);
    expect(lastActivityLabel(null, spanish)).toBe('—');
  });

  it('keeps the sort orders’ English for a reader of English (read when drawn, not when loaded)', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toContain('Most recent activity');
  });
});
