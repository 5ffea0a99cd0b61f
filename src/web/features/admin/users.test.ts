import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, SORT_OPTIONS, usersCsv, type AdminUser } from './users';

function person(id: string, overrides: Partial<Omit<AdminUser, 'stats'>> & { stats?: Partial<AdminUser['stats']> } = {}): AdminUser {
  const { stats, ...rest } = overrides;
  return {
    id,
    email: `${id}@attune.test`,
    firstName: id,
    lastName: 'Person',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...rest,
    stats: { totalMessages: 0, chatMessages: 0, sharedMessages: 0, connectionCount: 0, hasCompletedAssessment: false, lastActivityAt: null, ...stats },
  };
}

describe('sort options', () => {
  it('offers exactly the six sort orders of the spec', () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual(['Newest', 'Oldest', 'Most recent activity', 'Least recent activity', 'Most messages', 'Least messages']);
  });
});

describe('CSV export', () => {
  it('quotes cells with quotes, commas or line breaks and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Stone, Bob')).toBe('"Stone, Bob"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps a cell that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe(`"'=HYPERLINK(""http://x"", ""y"")"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('has the spec columns and one line per user in the order given', () => {
    const csv = usersCsv([
      person('zoe', {
        email: 'zoe@attune.test',
        firstName: '=Zoë',
        lastName: 'Ng, Jr.',
        createdAt: '2026-01-02T03:04:05.000Z',
        stats: { totalMessages: 5, connectionCount: 2, hasCompletedAssessment: true, lastActivityAt: '2026-02-03T04:05:06.000Z' },
      }),
      person('al', { isActive: false }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'email,name,status,messages,connections,assessment,last activity,joined',
      `zoe@attune.test,"'=Zoë Ng, Jr.",Active,5,2,Completed,2026-02-03T04:05:06.000Z,2026-01-02T03:04:05.000Z`,
      'al@attune.test,al Person,Inactive,0,0,Not completed,,2026-01-01T00:00:00.000Z',
      '',
    ]);
  });

  it('is named by the local date', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('attune-users-2026-01-05.csv');
  });
});
