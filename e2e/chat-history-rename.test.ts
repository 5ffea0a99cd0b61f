import { describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, type RunningApp, screenshot, withAppAndBrowser } from './support';

/** Chat History on a phone (issue 30 item 17): a long title stays inside the screen, and a conversation can be renamed. */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('Chat History', () => {
  it('keeps a long title on the phone screen and renames a conversation in place (390)', async () => {
    const person = await assessedMember(server.deps, 'Hana');
    const long = 'What should I say to my sister about the holidays when everyone expects us to host again this year';
    const made = await fetch(`${server.baseUrl}/api/chat/conversations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${person.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: long }),
    });
    expect(made.status).toBe(200);

    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await openSignedIn(page, person.token);
    await page.getByRole('button', { name: 'Chat history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat History' });
    await dialog.getByText(long).waitFor();
    const box = await dialog.getByText(long).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'chat-history-long-title-390');

    await dialog.getByRole('button', { name: `Rename conversation ${long}` }).click();
    const input = dialog.getByRole('textbox', { name: 'Conversation title' });
    await input.fill('Holidays with my sister');
    await input.press('Enter');
    await dialog.getByText('Holidays with my sister').waitFor();
    await expectNoSeriousAxeProblems(page, 'chat history 390');
    await screenshot(page, 'chat-history-renamed-390');
    const list = (await (await fetch(`${server.baseUrl}/api/chat/conversations`, { headers: { authorization: `Bearer ${person.token}` } })).json()) as Array<{ title: string }>;
    expect(list.map((c) => c.title)).toContain('Holidays with my sister');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
