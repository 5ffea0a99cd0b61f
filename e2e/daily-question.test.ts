/**
 * The daily question with two people in two browsers (issue 31): Sam on a wide screen, Rei on a phone. Sam answers
 * and waits; Rei's card says it is Rei's turn, without Sam's words; Rei answers and both see both answers at once
 * (Sam's screen updates live over the socket); Sam reacts and quotes the answers into their "with" chat. Axe at
 * each step, screenshots at 1280 and 390 px.
 */
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { insertConnection } from '../src/server/test/chat';
import { createProfileOnce } from '../src/server/features/social-hub/social-hub.queries';
import { assessedMember, expectNoSeriousAxeProblems, jsErrors, newPage, openSignedIn, openTab, screenshot, type RunningApp, withAppAndBrowser } from './support';

let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

async function shot(page: Page, name: string) {
  await page.waitForTimeout(450); // the dialog's transition ends
  await screenshot(page, name);
}

describe('the daily question in the browser', () => {
  it('two people answer privately, see the reveal live, react and quote it into their chat', async () => {
    const sam = await assessedMember(server.deps, 'Sam', 'Harper');
    const rei = await assessedMember(server.deps, 'Rei', 'Tanaka');
    await insertConnection(server.database, sam.id, rei.id, 'couple');
    const samAnswer = 'The long walk home after the concert';
    const reiAnswer = 'Cooking dumplings together on Sunday';

    const { context: ctxSam, page: samPage } = await newPage(browser, server.baseUrl);
    const { context: ctxRei, page: reiPage } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    try {
      // Sam, wide screen: the card in the sidebar says a new question waits.
      await openSignedIn(samPage, sam.token);
      const samLine = samPage.getByTestId('daily-question-line').first();
      await samLine.getByText('New', { exact: true }).waitFor();
      await samLine.click();
      const samDialog = samPage.getByRole('dialog', { name: 'Today’s question with Rei' });
      await samDialog.getByLabel('Your answer').waitFor();
      const question = (await samDialog.getByTestId('daily-question-text').textContent()) ?? '';
      expect(question.length).toBeGreaterThan(10);
      await samDialog.getByRole('button', { name: 'Save my answer' }).click();
      await samDialog.getByText('Answer is required').waitFor();
      await expectNoSeriousAxeProblems(samPage, 'daily question, empty answer refused, 1280');
      await samDialog.getByLabel('Your answer').fill(samAnswer);
      await samDialog.getByRole('button', { name: 'Save my answer' }).click();
      await samDialog.getByText('Your answer, private until Rei answers').waitFor();
      await shot(samPage, 'daily-question-waiting-desktop');
      await expectNoSeriousAxeProblems(samPage, 'daily question, waiting for them, 1280');

      // Rei, phone: People shows it is Rei's turn; nothing of Sam's words anywhere on the page.
      await openSignedIn(reiPage, rei.token);
      await openTab(reiPage, 'People');
      const reiLine = reiPage.getByTestId('daily-question-line').first();
      await reiLine.getByText('Waiting for you').waitFor();
      await shot(reiPage, 'daily-question-card-phone');
      await reiLine.click();
      const reiDialog = reiPage.getByRole('dialog', { name: 'Today’s question with Sam' });
      await reiDialog.getByText('Sam has answered. Answer to see theirs.').waitFor();
      expect(await reiDialog.getByTestId('daily-question-text').textContent()).toBe(question);
      expect(await reiPage.content()).not.toContain(samAnswer);
      await shot(reiPage, 'daily-question-your-turn-phone');
      await expectNoSeriousAxeProblems(reiPage, 'daily question, your turn, 390');
      await reiDialog.getByLabel('Your answer').fill(reiAnswer);
      await reiDialog.getByRole('button', { name: 'Save my answer' }).click();
      await reiDialog.getByText(samAnswer).waitFor();
      await reiDialog.getByText(reiAnswer).waitFor();

      // Sam's open dialog shows the reveal without a reload.
      await samDialog.getByText(reiAnswer).waitFor();
      await samDialog.getByRole('button', { name: 'Sending a hug' }).click();
      await samDialog.getByRole('button', { name: 'Sending a hug', pressed: true }).waitFor();
      await reiDialog.getByText('Sam: Sending a hug').waitFor();
      await shot(samPage, 'daily-question-revealed-desktop');
      await shot(reiPage, 'daily-question-revealed-phone');
      await expectNoSeriousAxeProblems(samPage, 'daily question, revealed, 1280');
      await expectNoSeriousAxeProblems(reiPage, 'daily question, revealed, 390');

      // One tap: both answers go into the "with" chat, which opens.
      await samDialog.getByRole('button', { name: 'Quote both answers in your chat' }).click();
      const chat = samPage.getByRole('dialog', { name: 'Rei Tanaka' });
      await chat.locator('[data-sender="me"]', { hasText: `Sam: ${samAnswer}` }).waitFor();
      await shot(samPage, 'daily-question-quoted-desktop');
      await expectNoSeriousAxeProblems(samPage, 'daily question quoted into the chat, 1280');
      expect(jsErrors(samPage)).toEqual([]);
      expect(jsErrors(reiPage)).toEqual([]);
    } finally {
      await ctxSam.close();
      await ctxRei.close();
    }
  });

  it('a streak milestone is offered to both and reaches the Social Hub only once both said yes (keyboard, live)', async () => {
    const sam = await assessedMember(server.deps, 'Sam', 'Okafor');
    const rei = await assessedMember(server.deps, 'Rei', 'Moreau');
    const { db } = server.database;
    const id = await insertConnection(server.database, sam.id, rei.id, 'friend');
    const now = new Date().toISOString();
    // Both in UTC, so the pair's day is today's UTC date: a running streak of 7 days, and both joined the hub.
    await db.updateTable('users').set({ time_zone: 'UTC' }).where('id', 'in', [sam.id, rei.id]).execute();
    await db.insertInto('daily_question_pairs').values({ connection_id: id, paused_by: null, streak: 7, last_day: now.slice(0, 10), frozen_weeks: '[]', updated_at: now }).execute();
    for (const who of [sam.id, rei.id]) await createProfileOnce(db, who, now, { showType: true, showPhoto: false });
    const posts = () => db.selectFrom('social_posts').select('content').where('pair_milestone', '=', `${id}:7`).execute();

    const { context: ctxSam, page: samPage } = await newPage(browser, server.baseUrl);
    const { context: ctxRei, page: reiPage } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    try {
      await openSignedIn(samPage, sam.token);
      await samPage.getByTestId('daily-question-line').first().click();
      const samDialog = samPage.getByRole('dialog', { name: 'Today’s question with Rei' });
      const samOffer = samDialog.getByRole('region', { name: '7-day milestone' });
      await samOffer.getByText('7 days in a row with Rei! Share it in the Social Hub?', { exact: false }).waitFor();
      await expectNoSeriousAxeProblems(samPage, 'daily question, milestone offer, 1280');
      // Keyboard: focus the button and press Enter.
      await samOffer.getByRole('button', { name: 'Share it', exact: true }).focus();
      await samPage.keyboard.press('Enter');
      await samOffer.getByText('It is posted only if Rei says yes too.', { exact: false }).waitFor();
      expect(await posts()).toEqual([]);

      await openSignedIn(reiPage, rei.token);
      await openTab(reiPage, 'People');
      await reiPage.getByTestId('daily-question-line').first().click();
      const reiOffer = reiPage.getByRole('dialog', { name: 'Today’s question with Sam' }).getByRole('region', { name: '7-day milestone' });
      // Rei is offered the same, without Sam's choice.
      await reiOffer.getByText('7 days in a row with Sam!', { exact: false }).waitFor();
      expect(await reiOffer.textContent()).not.toContain('said yes');
      await shot(reiPage, 'daily-question-milestone-phone');
      await expectNoSeriousAxeProblems(reiPage, 'daily question, milestone offer, 390');
      await reiOffer.getByRole('button', { name: 'Share it', exact: true }).click();
      await reiOffer.getByText('Your 7-day milestone with Sam is in the Social Hub.').waitFor();
      // Sam's open dialog learns it live.
      await samOffer.getByText('Your 7-day milestone with Rei is in the Social Hub.').waitFor();
      await shot(samPage, 'daily-question-milestone-shared-desktop');
      expect((await posts()).map((p) => p.content)).toEqual(['Rei and Sam answered their daily question 7 days in a row']);
      expect(jsErrors(samPage)).toEqual([]);
      expect(jsErrors(reiPage)).toEqual([]);
    } finally {
      await ctxSam.close();
      await ctxRei.close();
    }
  });
});
