import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { render } from '../../test/render';
import { ApiError } from '../../app/api';
import { ConnectionCard } from './ConnectionCard';
import { InviteDialog } from './InviteDialog';
import { relationshipMeta } from './meta';
import { inviteFailureMessage, inviteSuccessToast, type ConnectionView, type InvitationRecord } from './useConnections';

const invitation = { id: 'i1', token: 't' } as InvitationRecord;

describe('invite toasts (spec §8)', () => {
  it('says whether the e-mail went out, and falls back when the answer has no invitation', () => {
    expect(inviteSuccessToast({ invitation, emailSent: true })).toEqual({
      title: 'Invitation created successfully!',
      message: 'Your invitation email has been sent.',
    });
    expect(inviteSuccessToast({ invitation, emailSent: false })).toEqual({
      title: 'Invitation created successfully!',
      message: 'Invitation created. Share the link manually if needed.',
    });
    expect(inviteSuccessToast({ emailSent: false })).toEqual({
      title: 'Invitation sent!',
      message: 'Your invitation has been created successfully.',
    });
  });

  it("shows the server's message on failure, else 'Failed to create invitation'", () => {
    expect(inviteFailureMessage(new ApiError(409, JSON.stringify({ message: 'You are already connected with Bo Lee.' }), 'Conflict'))).toBe(
      'You are already connected with Bo Lee.',
    );
    expect(inviteFailureMessage(new ApiError(502, '<html>bad gateway</html>', 'Bad Gateway'))).toBe('Failed to create invitation');
    // No answer at all: the one vocabulary's "server unreachable" (issue 30 item 2), never the transport's words.
    expect(inviteFailureMessage(new TypeError('Failed to fetch'))).toMatch(/^Attune isn’t answering right now/);
  });
});

describe('relationship types (spec §3, §9)', () => {
  it('displays an unknown or missing value as Friend', () => {
    expect(relationshipMeta('nemesis').label).toBe('Friend');
    expect(relationshipMeta(undefined).label).toBe('Friend');
    expect(relationshipMeta('crush').label).toBe('Crush');
  });
});

function view(overrides: Partial<ConnectionView> = {}): ConnectionView {
  return {
    id: 'c1',
    user1Id: 'u1',
    user2Id: 'u2',
    status: 'active',
    otherUser: { id: 'u2', firstName: 'Robin', lastName: 'Hale', profileImageUrl: null, email: 'robin@example.test' },
    otherUserResults: { personalityType: 'INFP' },
    otherResultsUpdatedAt: null,
    relationshipType: 'couple',
    personalMessage: null,
    compatibilityScore: 72,
    vibe: null,
    vibeMove: null,
    isInviter: true,
    departedAt: null,
    createdAt: '2026-03-04T10:00:00.000Z',
    acceptedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

/** A badge as a screen reader reads it: its words, visible and visually hidden together. */
function badgeReading(words: string | RegExp) {
  return (_: string, el: Element | null) =>
    !!el?.classList.contains('mantine-Badge-label') && (typeof words === 'string' ? el.textContent === words : words.test(el.textContent ?? ''));
}

describe('ConnectionCard (spec §2)', () => {
  it('shows initials, name, type, relationship marker, Vibe and the connected date', async () => {
    render(<ConnectionCard connection={view()} />);
    expect(await screen.findByText('Robin Hale')).toBeTruthy();
    expect(screen.getByText('RH')).toBeTruthy();
    expect(screen.getByText('INFP')).toBeTruthy();
    expect(screen.getByText(badgeReading('Relationship: Couple'))).toBeTruthy();
    const vibe = screen.getByText(badgeReading('Vibe 72% (Very Good)'));
    // Sighted people read just the number; the rest is for screen readers.
    expect([...vibe.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join('')).toBe('72%');
    expect(screen.getByText(/^Connected .*2026$/)).toBeTruthy();
  });

  it("reads 'Unknown' without results, Friend for an unknown type, and no badge until there is a Vibe", async () => {
    render(<ConnectionCard connection={view({ otherUserResults: null, compatibilityScore: null, relationshipType: 'nemesis' as never })} />);
    expect(await screen.findByText('Unknown')).toBeTruthy();
    expect(screen.getByText(badgeReading('Relationship: Friend'))).toBeTruthy();
    expect(screen.queryByText(badgeReading(/^Vibe /))).toBeNull();
  });

  it('shows a pending score only when above 0', async () => {
    const { unmount } = render(<ConnectionCard connection={view({ status: 'pending', compatibilityScore: 0, acceptedAt: null })} />);
    expect(await screen.findByText(/^Sent /)).toBeTruthy();
    expect(screen.queryByText(badgeReading(/^Vibe /))).toBeNull();
    unmount();
    render(<ConnectionCard connection={view({ status: 'pending', compatibilityScore: 41, isInviter: false, acceptedAt: null })} />);
    expect(await screen.findByText(/^Received /)).toBeTruthy();
    expect(screen.getByText(badgeReading('Vibe 41% (Moderate)'))).toBeTruthy();
  });
});

describe('a connection whose person left Attune (issue 30 item 3)', () => {
  it('says who left by what they were to you, with no Vibe, type, results or "Connected" date', async () => {
    const departed = view({
      otherUser: { id: 'u2', firstName: 'Deleted member', lastName: '', profileImageUrl: null, email: '' },
      otherUserResults: null,
      compatibilityScore: null,
      departedAt: '2026-04-01T10:00:00.000Z',
    });
    render(<ConnectionCard connection={departed} onOpen={() => {}} />);
    expect(await screen.findByText('Your partner has left Attune')).toBeTruthy();
    expect(screen.getByText('Your conversation is kept for you to read.')).toBeTruthy();
    expect(screen.queryByText(/^Connected /)).toBeNull();
    expect(screen.queryByText(badgeReading(/^Relationship/))).toBeNull();
    expect(screen.queryByText(badgeReading(/^Vibe /))).toBeNull();
    expect(screen.getByRole('button', { name: /Your partner has left Attune/ })).toBeTruthy();
  });
});

describe('InviteDialog (spec §2, §5)', () => {
  it("is titled 'Invite Someone Special', defaults to friend with an empty option, and disables Send without an e-mail", async () => {
    render(<InviteDialog opened onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Invite Someone Special' });
    const select = within(dialog).getByLabelText('Relationship type') as HTMLSelectElement;
    expect(select.value).toBe('friend');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select relationship type'],
      ['professional', 'Professional'],
      ['friend', 'Friend'],
      ['family', 'Family'],
      ['couple', 'Couple'],
      ['crush', 'Crush'],
    ]);
    expect((within(dialog).getByLabelText('Personal message (optional)') as HTMLTextAreaElement).rows).toBe(3);
    expect((within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
