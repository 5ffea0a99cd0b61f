import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { giveAssessment, LIVELY, QUIET } from '../src/server/test/connections';
import { newId, nowIso } from '../src/server/ids';
import { jsErrors, newPage, registerThroughUi, type RunningApp, screenshot, settle, uniqueEmail, withAppAndBrowser, openTab } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function userId(email: string): Promise<string> {
  const row = await server.database.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return row.id;
}

async function connect(user1: string, user2: string): Promise<string> {
  const id = newId();
  const now = nowIso();
  await server.database.db
    .insertInto('connections')
    .values({ id, user1_id: user1, user2_id: user2, pair_key: [user1, user2].sort().join(':'), status: 'active', relationship_type: 'couple', invitation_id: null, created_at: now, accepted_at: now, updated_at: now })
    .execute();
  return id;
}

async function shot(page: Page, name: string) {
  await settle(page); // dialogs finish their transition, smooth scroll settles
  await screenshot(page, name);
}

/** Opens the connection dialog from the sidebar (desktop) or the home's People view (phone). */
async function openChat(page: Page, partner: string, phone = false) {
  if (phone) await openTab(page, 'People');
  await page.getByRole('button', { name: `${partner}` }).first().click();
  const dialog = page.getByRole('dialog', { name: partner });
  await dialog.waitFor();
  await dialog.getByText('Connected', { exact: true }).waitFor();
  return dialog;
}

describe('real-time conversations in the browser', () => {
  it('A and B chat live, B asks the coach, A keeps a private "about" chat B never sees', async () => {
    const a = { firstName: 'Avery', lastName: 'Stone', email: uniqueEmail('avery'), password: 'a long enough secret' };
    const b = { firstName: 'Blake', lastName: 'Rivers', email: uniqueEmail('blake'), password: 'another long secret' };
    const { context: ctxA, page: pageA } = await newPage(browser, server.baseUrl);
    const { context: ctxB, page: pageB } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await registerThroughUi(pageA, a);
    await registerThroughUi(pageB, b);
    const [idA, idB] = [await userId(a.email), await userId(b.email)];
    await giveAssessment(server.deps, idA, QUIET);
    await giveAssessment(server.deps, idB, LIVELY);
    await connect(idA, idB);

    // Weights chosen too, so the progressive assessment is complete and the chat home shows.
    for (const id of [idA, idB]) {
      await server.database.db
        .insertInto('compatibility_weights')
        .values({ user_id: id, personality_weight: 50, lifestyle_weight: 50, preference: 'balanced', created_at: nowIso(), updated_at: nowIso() })
        .execute();
    }

    await pageA.goto('/');
    let dialogA = await openChat(pageA, 'Blake Rivers');
    await dialogA.getByRole('button', { name: 'Start Conversation' }).click();
    await pageA.getByText('You can now chat together!').waitFor();
    // Empty state: the three starters, with the partner's first name; one click fills the composer.
    await dialogA.getByRole('button', { name: "Blake, what's been on your mind lately?" }).waitFor();
    await dialogA.getByRole('button', { name: 'Blake, what are you looking forward to?' }).waitFor();
    expect(await dialogA.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await shot(pageA, 'shared-chat-with-empty-desktop');
    await dialogA.getByRole('button', { name: 'Blake, what are you passionate about that makes you smile?' }).click();
    const composerA = dialogA.getByLabel('Message');
    expect(await composerA.inputValue()).toBe('Blake, what are you passionate about that makes you smile?');
    await composerA.press('Enter');
    await dialogA.locator('[data-sender="me"]', { hasText: 'passionate about' }).waitFor();
    expect(await composerA.inputValue()).toBe('');

    // B, on a phone, sees it labelled with A's first name and answers; Shift+Enter makes a new line.
    await pageB.goto('/');
    const dialogB = await openChat(pageB, 'Avery Stone', true);
    await dialogB.locator('[data-sender="partner"]', { hasText: 'passionate about' }).waitFor();
    expect(await dialogB.locator('[data-sender="partner"]').first().textContent()).toContain('Avery');
    const composerB = dialogB.getByLabel('Message');
    await composerB.fill('Climbing, mostly!');
    await composerB.press('Shift+Enter');
    await composerB.pressSequentially('And you?');
    expect(await composerB.inputValue()).toBe('Climbing, mostly!\nAnd you?');
    await composerB.press('Enter');
    await dialogA.locator('[data-sender="partner"]', { hasText: 'And you?' }).waitFor();

    // B switches guidance on (A's stays off) and addresses the coach: both see Aria's answer.
    const guidanceB = dialogB.getByRole('switch', { name: 'AI Enabled' });
    await guidanceB.evaluate((el: HTMLElement) => el.click()); // the input is visually hidden behind the track
    await pageB.waitForFunction(() => (document.querySelector('[role="dialog"] input[role="switch"]') as HTMLInputElement | null)?.checked === true);
    expect(await dialogA.getByRole('switch', { name: 'AI Enabled' }).isChecked()).toBe(false);
    await composerB.fill('Aria, how can we plan a relaxed weekend together?');
    await composerB.press('Enter');
    await dialogB.locator('[data-sender="coach"]').first().waitFor();
    await dialogA.locator('[data-sender="coach"]').first().waitFor();
    expect(await dialogA.locator('[data-sender="coach"]').first().textContent()).toContain('Aria');
    await shot(pageB, 'shared-chat-with-coach-360');
    await shot(pageA, 'shared-chat-with-coach-desktop');

    // A's socket drops; B writes meanwhile; A reconnects, fetches what it missed and shows it once.
    await pageA.evaluate(() => (window as unknown as { __attuneChatSocket: { dropForTest(): void } }).__attuneChatSocket.dropForTest());
    await composerB.fill('Sent while you were away');
    await composerB.press('Enter');
    await dialogB.locator('[data-sender="me"]', { hasText: 'Sent while you were away' }).waitFor();
    await dialogA.locator('[data-sender="partner"]', { hasText: 'Sent while you were away' }).waitFor();
    await dialogA.getByText('Connected', { exact: true }).waitFor();
    await pageA.waitForTimeout(500);
    expect(await dialogA.locator('[data-sender="partner"]', { hasText: 'Sent while you were away' }).count()).toBe(1);

    // With the dialog closed, A still learns that B wrote: an unread count on B's card, cleared by opening it.
    await pageA.keyboard.press('Escape');
    await dialogA.waitFor({ state: 'hidden' });
    await composerB.fill('Are you still there?');
    await composerB.press('Enter');
    // On B's card (People in the navigation counts it too).
    const unread = pageA.getByRole('button', { name: /Blake Rivers/ }).getByText('1 unread');
    await unread.waitFor();
    await shot(pageA, 'shared-chat-unread-desktop');
    dialogA = await openChat(pageA, 'Blake Rivers');
    await dialogA.locator('[data-sender="partner"]', { hasText: 'Are you still there?' }).waitFor();
    await unread.waitFor({ state: 'detached' });

    // A opens "About": private, AI Enabled on, the insights prompt while empty.
    await dialogA.getByRole('tab', { name: 'About' }).click();
    await dialogA.getByRole('button', { name: 'Start Private Chat' }).click();
    await pageA.getByText('You can now discuss together!').waitFor();
    expect(await dialogA.getByRole('switch', { name: 'AI Enabled' }).isChecked()).toBe(true);
    await dialogA.getByText('Get Personality Insights').first().waitFor();
    await shot(pageA, 'shared-chat-about-empty-desktop');
    await dialogA.getByLabel('Message').fill('Blake seems distant when stressed. Secret note: I worry about us.');
    await dialogA.getByLabel('Message').press('Enter');
    await dialogA.locator('[data-sender="coach"]').first().waitFor();
    await shot(pageA, 'shared-chat-about-desktop');

    // B never sees A's "about": not in the tab, not in the API, not on the socket.
    await dialogB.getByRole('tab', { name: 'About' }).click();
    await dialogB.getByRole('button', { name: 'Start Private Chat' }).waitFor();
    await shot(pageB, 'shared-chat-about-partner-360');
    expect(await pageB.content()).not.toContain('Secret note');
    const visibleToB = await pageB.evaluate(async () => {
      const connections = await fetch('/api/connections', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json());
      const id = (connections as { id: string }[])[0]!.id;
      return fetch(`/api/connections/${id}/conversations`, { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } }).then((r) => r.json());
    });
    expect((visibleToB as { chatMode: string }[]).map((c) => c.chatMode)).toEqual(['with']);

    // B's next message is lost with the socket before the server got it: after the reconnect B gets the words back.
    let network: 'drop-next-send' | 'pass' | 'blackhole' = 'drop-next-send';
    await pageB.routeWebSocket('**/ws', (ws) => {
      if (network === 'blackhole') return; // accepted, never answered: no auth_success
      const upstream = ws.connectToServer();
      ws.onMessage((frame) => {
        if (network === 'drop-next-send' && String(frame).includes('"shared_message"')) {
          network = 'pass';
          void ws.close({ code: 4000, reason: 'network dropped' });
          return;
        }
        upstream.send(frame);
      });
    });
    const dropB = () => pageB.evaluate(() => (window as unknown as { __attuneChatSocket: { dropForTest(): void } }).__attuneChatSocket.dropForTest());
    await dropB();
    await dialogB.getByRole('tab', { name: 'With' }).click();
    await dialogB.getByText('Connected', { exact: true }).waitFor();
    await composerB.fill('Lost in transit');
    await composerB.press('Enter');
    await pageB.getByText('The connection dropped before your message was delivered. Please send it again.').waitFor();
    expect(await composerB.inputValue()).toBe('Lost in transit');
    expect(await dialogB.locator('[data-testid="shared-message"]', { hasText: 'Lost in transit' }).count()).toBe(0);

    // B's socket cannot get through at all: the badge says so, Send is disabled, Enter explains why.
    network = 'blackhole';
    await dropB();
    await dialogB.getByText('Connecting...', { exact: true }).waitFor();
    await composerB.fill('Is this thing on?');
    expect(await dialogB.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await composerB.press('Enter');
    // Said in the one error vocabulary (issue 30 item 2), never the transport's words.
    await pageB.getByText('Can’t reach Attune — retrying…').waitFor();
    expect(await pageB.getByText('WebSocket', { exact: false }).count()).toBe(0);
    expect(await composerB.inputValue()).toBe('Is this thing on?'); // nothing lost
    await shot(pageB, 'shared-chat-connecting-360');

    // Nothing sticks out sideways on the phone.
    const overflow = await pageB.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(jsErrors(pageA)).toEqual([]);
    expect(jsErrors(pageB)).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
