import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { insertConnection } from '../src/server/test/chat';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, type RunningApp, screenshot, settle, withAppAndBrowser, openTab } from './support';

/**
 * A partner who deletes their account (issue 30 item 3): the open screen changes at once (over /ws), the card and the
 * dialog say kindly that they left, the chat is kept to read only, nothing calls it a connection, and one tap removes it.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function post(path: string, token: string, body?: unknown) {
  return fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

describe('a partner who left Attune', () => {
  for (const [suffix, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`is shown live and kindly, read-only, and removed in one tap (${suffix})`, async () => {
      const phone = viewport.width < 768;
      const bea = await assessedMember(server.deps, 'Bea');
      const leo = await assessedMember(server.deps, 'Leo', 'Marsh');
      const connectionId = await insertConnection(server.database, bea.id, leo.id, 'couple');
      const chat = (await (await post(`/api/connections/${connectionId}/conversations/with`, bea.token)).json()) as { id: string };
      expect((await post(`/api/shared-conversations/${chat.id}/messages`, bea.token, { content: 'Dinner on Friday?' })).status).toBe(201);
      expect((await post(`/api/shared-conversations/${chat.id}/messages`, leo.token, { content: 'Yes please' })).status).toBe(201);

      const { context, page } = await newPage(browser, server.baseUrl, viewport);
      await openSignedIn(page, bea.token);
      // On a desktop the coach's empty chat is beside the list, and its greeting names Bea's connections.
      if (!phone) await page.getByText('understand yourself and Leo better').waitFor();
      if (phone) await openTab(page, 'People');
      await page.getByRole('button', { name: /Leo Marsh/ }).first().waitFor();

      // Leo leaves while Bea's screen is open: it changes without a reload.
      const gone = await fetch(`${server.baseUrl}/api/account`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${leo.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ password: leo.password }),
      });
      expect(gone.status).toBe(200);
      const card = page.getByRole('button', { name: /Your partner has left Attune/ }).first();
      await card.waitFor();
      expect(await page.getByText('Deleted member').count()).toBe(0);
      // The greeting stops naming him too, without a reload.
      if (!phone) await page.getByText('understand yourself and the people in your life better').waitFor();
      await screenshot(page, `departed-card-${suffix}`);

      await card.click();
      const dialog = page.getByRole('dialog', { name: 'Your partner has left Attune' });
      await dialog.waitFor();
      await dialog.getByText('Dinner on Friday?').waitFor();
      await dialog.getByText('This message was removed when its author deleted their account.').waitFor();
      await dialog.getByText('No new messages can be sent: they have left Attune.').waitFor();
      // Not a connection any more: no live badge, no composer, no coach, no relationship type, no Vibe placeholder.
      for (const gone of ['Connected', 'Vibe not ready yet', 'Relationship type']) expect(await dialog.getByText(gone, { exact: true }).count()).toBe(0);
      expect(await dialog.getByRole('textbox', { name: /Message/ }).count()).toBe(0);
      expect(await dialog.getByRole('button', { name: /^Ask / }).count()).toBe(0);
      expect(await dialog.getByRole('switch').count()).toBe(0);
      await settle(page);
      await screenshot(page, `departed-dialog-${suffix}`);
      await expectNoSeriousAxeProblems(page, `departed partner dialog ${suffix}`);

      await dialog.getByRole('button', { name: 'Remove from my connections' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('button', { name: /Your partner has left Attune/ }).count()).toBe(0);
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }
});
