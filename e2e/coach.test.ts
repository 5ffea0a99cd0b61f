import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { register } from '../src/server/features/auth/auth.service';
import { connect } from '../src/server/test/demo-connections';
import { seedAssessment } from '../src/server/test/demo-survey';
import { axeProblems, jsErrors, newPage, type RunningApp, screenshot, settle, uniqueEmail, withAppAndBrowser, openMeMenu } from './support';

let server: RunningApp;
let browser: Browser;

const HOBBIES = [
  {
    category: 'outdoors_movement',
    selections: [{ activityId: 'hiking', interest: 5, frequency: 'often' as const, intensity: 'moderate' as const }],
    preferences: { topThree: ['hiking'], notes: '' },
  },
];

async function member(firstName: string, lastName: string) {
  const { token, user } = await register(server.deps, { firstName, lastName, email: uniqueEmail(firstName.toLowerCase()), password: 'a long enough secret' });
  // weights too: the chat home opens once the progressive assessment (weighting) is done
  await seedAssessment(server.deps, user.id, {}, HOBBIES, { personalityWeight: 50, lifestyleWeight: 50 });
  return { token, user };
}

async function signIn(page: Page, token: string) {
  await page.goto('/');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.reload();
}

function noOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

describe('the AI coach in the browser', () => {
  it('asks, sees the reply stream in, attaches a .txt file, and finds the conversation after a reload', async () => {
    const alex = await member('Alex', 'Morgan');
    const sam = await member('Sam', 'Rivera');
    await connect(server.deps, alex.user.id, sam.user.id, 'couple');

    const { context, page } = await newPage(browser, server.baseUrl);
    await signIn(page, alex.token);
    await page.getByText('Start a conversation').waitFor();
    await page.getByText("Hi Alex, I'm Aria, your AI relationship coach.").waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    expect(await box.getAttribute('placeholder')).toBe('Chat with Aria');
    expect(await page.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'coach-empty-desktop');

    await box.fill('how do I talk to Sam about chores');
    await box.press('Enter');
    // The reply streams in: partial text first, then the stored message.
    // The first frame that shows streamed text is read in the page itself: a round trip from the test under load can
    // take longer than the whole stream, and the element is gone by then.
    const partial = String(await (
      await page.waitForFunction(() => document.querySelector('[data-testid="streaming-reply"]')?.textContent?.trim() || null, undefined, { polling: 'raf' })
    ).jsonValue());
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
    const reply = page.locator('[data-role="assistant"]').last();
    const full = await reply.innerText();
    expect(full.length).toBeGreaterThan(partial.length);
    expect(full).toContain('Sam');
    expect(await page.locator('[data-role="user"]').last().innerText()).toContain('how do I talk to Sam about chores');
    expect(full.startsWith('Aria')).toBe(true);
    // no raw markdown asterisks left in the rendered reply
    expect(full).not.toContain('**');
    await screenshot(page, 'coach-reply-desktop');

    // Attach a text file: preview, then send with a message.
    await page.locator('input[type="file"]').setInputFiles({ name: 'chores.txt', mimeType: 'text/plain', buffer: Buffer.from('Monday: dishes (Alex)\nTuesday: laundry (Sam)\n') });
    await page.getByTestId('file-preview').waitFor();
    expect(await page.getByTestId('file-preview').innerText()).toMatch(/chores\.txt[\s\S]*45 B · The offline coach will read the text, without AI analysis/);
    expect(await box.getAttribute('placeholder')).toBe('Add a message about your file...');
    await screenshot(page, 'coach-file-preview-desktop');
    await box.fill('here is our chore list');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('I read chores.txt', { exact: false }).waitFor();
    expect(await page.locator('[data-role="user"]').last().innerText()).toContain('chores.txt');

    // After a reload home reopens the last conversation, and it is in the history too. The reload comes once the reply
    // is stored: a reload mid-answer is the slow-model test's (below), and here, on a loaded CI machine, the reply to
    // the file may still have been streaming when the page went (red CI, 28 Nov 2026; not reproduced in six runs here,
    // three of them beside four busy loops).
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByText('I read chores.txt', { exact: false }).waitFor().catch(async (error: unknown) => {
      // What the page showed instead, so a failure says more than "not visible".
      throw new Error(`${(error as Error).message}\nOn screen after the reload: ${(await page.locator('body').innerText()).slice(0, 800)}`);
    });
    await page.getByRole('button', { name: 'Chat history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat History' });
    await dialog.getByText('How do I talk to Sam about chores').waitFor();
    expect(await dialog.getByText('1 conversation').count()).toBe(1);
    expect(await dialog.getByText('Today').count()).toBe(1);
    await settle(page); // the dialog's opening transition
    await screenshot(page, 'coach-history-desktop');
    await dialog.getByText('How do I talk to Sam about chores').click();
    await page.locator('[data-role="assistant"]').nth(1).waitFor();
    expect(await page.locator('[data-role]').count()).toBe(4);

    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('works at 360 px: empty chat, a reply, the file preview and the history dialog; deleting a conversation', async () => {
    const robin = await member('Robin', 'Quill');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await signIn(page, robin.token);
    await page.getByText('Start a conversation').waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'coach-empty-360');

    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('any date ideas for this weekend?');
    await box.press('Enter');
    await page.getByText('Robin is typing', { exact: false }).count(); // indicator may be brief
    await page.locator('[data-role="assistant"]').first().waitFor();
    await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'coach-reply-360');

    await page.locator('input[type="file"]').setInputFiles({ name: 'a-rather-long-file-name-for-our-weekly-plans.csv', mimeType: 'text/csv', buffer: Buffer.from('day,plan\nSat,hike\n') });
    await page.getByTestId('file-preview').waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'coach-file-preview-360');
    await page.getByRole('button', { name: 'Remove file' }).click();

    // An unsupported file is refused with the spec's toast.
    await page.locator('input[type="file"]').setInputFiles({ name: 'doc.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await page.getByText('Unsupported file type').waitFor();

    await page.getByRole('button', { name: 'Chat history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat History' });
    await dialog.getByText('Any date ideas for this weekend?').waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await settle(page);
    await screenshot(page, 'coach-history-360');
    await dialog.getByRole('button', { name: /Delete conversation/ }).click();
    await page.getByText('The conversation has been removed.').waitFor();
    await dialog.getByText('No conversations yet').waitFor();
    await dialog.getByText('Start your first chat with the coach').waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
  it('understands what is asked at 390 px: a message drafted and then shortened, a ranking, and a pending request said plainly', async () => {
    const maya = await member('Maya', 'Okafor');
    const sam = await member('Sam', 'Rivera');
    const theo = await member('Theo', 'Martin');
    await connect(server.deps, maya.user.id, sam.user.id, 'couple');
    await connect(server.deps, theo.user.id, maya.user.id, 'friend', 'pending');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signIn(page, maya.token);
    await page.getByText('Start a conversation').waitFor();
    const box = page.getByRole('textbox', { name: 'Message' });
    const ask = async (text: string): Promise<string> => {
      const before = await page.locator('[data-role="assistant"]').count();
      await box.fill(text);
      await box.press('Enter');
      await page.locator('[data-role="assistant"]').nth(before).waitFor();
      await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
      return page.locator('[data-role="assistant"]').last().innerText();
    };

    const draft = await ask('write a text to my boyfriend saying i miss him');
    expect(draft).toContain('Hey Sam! I miss you.');
    const shorter = await ask('make it shorter');
    expect(shorter).toContain('A shorter version');
    expect(shorter.length).toBeLessThan(draft.length);
    expect(await ask('who do i get along with best?')).toMatch(/get along best with Sam/);
    const pending = await ask("what is Theo's love language?");
    // Theo asked Maya: his request waits for her answer; it shows her his name and type, and nothing more of his
    // results is said before she accepts (decision 100: never "neither of you sees anything").
    expect(pending).toMatch(/Theo's request is waiting for you/);
    expect(pending).toMatch(/The request shows you Theo's name and type/);
    expect(pending).toMatch(/nothing more of their results is shared until you accept/);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    // A conversation longer than the screen: its log must be reachable and scrollable by keyboard.
    expect(await axeProblems(page, 'coach conversation at 390 px')).toEqual([]);
    await screenshot(page, 'coach-understanding-390');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('a reload mid-answer shows the stored answer; a refused send is rolled back; Shift+Enter and the 6rem box', async () => {
    const kim = await member('Kim', 'Hart');
    const realCoach = server.deps.coach;
    // A slow model: ten words, 250 ms apart.
    server.deps.coach = {
      name: 'builtin',
      async *stream() {
        for (const word of 'This answer arrives slowly, one word at a time, and is stored.'.split(' ')) {
          await new Promise((r) => setTimeout(r, 250));
          yield `${word} `;
        }
      },
    };
    const { context, page } = await newPage(browser, server.baseUrl);
    try {
      await signIn(page, kim.token);
      const box = page.getByRole('textbox', { name: 'Message' });
      await box.waitFor();

      // Shift+Enter adds a line; the box grows, but never past about 6rem.
      await box.click();
      const oneLine = (await box.boundingBox())!.height;
      for (let i = 0; i < 8; i++) {
        await box.type(`line ${i}`);
        await box.press('Shift+Enter');
      }
      expect(await box.inputValue()).toContain('line 0\nline 1\n');
      const tall = (await box.boundingBox())!.height;
      expect(tall).toBeGreaterThan(oneLine);
      expect(tall).toBeLessThanOrEqual(6 * 16 + 4);
      expect(await page.locator('[data-role="user"]').count()).toBe(0);

      // The server refuses the message: the optimistic bubble goes away and the text comes back.
      await box.fill('please answer slowly');
      await page.route('**/api/chat/conversations/*/messages', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ message: 'Too many' }) }) : route.fallback(),
      );
      await box.press('Enter');
      await page.getByText('Too many').waitFor();
      expect(await page.locator('[data-role="user"]').count()).toBe(0);
      expect(await box.inputValue()).toBe('please answer slowly');
      await page.unroute('**/api/chat/conversations/*/messages');

      // Sent for real, then reloaded while the answer is still coming.
      await box.press('Enter');
      await page.getByTestId('streaming-reply').waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Chat history' }).click();
      const dialog = page.getByRole('dialog', { name: 'Chat History' });
      await dialog.getByText('Please answer slowly').click();
      const stored = page.locator('[data-role="assistant"]').last();
      await page.getByText('and is stored.').waitFor();
      await page.getByTestId('streaming-reply').waitFor({ state: 'detached' });
      expect(await stored.innerText()).toContain('This answer arrives slowly, one word at a time, and is stored.');
      expect(jsErrors(page)).toEqual([]);
    } finally {
      server.deps.coach = realCoach;
      await context.close();
    }
  });

  it('voice input: a toast, the words in the box, and the second click releases the microphone; denied access', async () => {
    const lee = await member('Lee', 'Stone');
    const { context, page } = await newPage(browser, server.baseUrl);
    await page.addInitScript(() => {
      class FakeRecognition {
        continuous = false;
        lang = '';
        interimResults = true;
        onresult: ((e: unknown) => void) | null = null;
        onerror: ((e: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          const w = window as unknown as { __speech: { started: number; stopped: number; settings?: object; deny?: boolean } };
          w.__speech.started++;
          w.__speech.settings = { continuous: this.continuous, lang: this.lang };
          setTimeout(() => {
            if (w.__speech.deny) this.onerror?.({ error: 'not-allowed' });
            else this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript: 'we keep arguing about chores' } }] });
          }, 50);
        }
        stop() {
          (window as unknown as { __speech: { stopped: number } }).__speech.stopped++;
        }
        abort() {
          this.stop();
        }
      }
      (window as unknown as { __speech: object }).__speech = { started: 0, stopped: 0 };
      // Chromium has both names; the page must get ours for either.
      Object.assign(window, { SpeechRecognition: FakeRecognition, webkitSpeechRecognition: FakeRecognition });
    });
    await signIn(page, lee.token);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.waitFor();
    await page.getByRole('button', { name: 'Voice input' }).click();
    await page.getByText('Recording audio...').waitFor();
    await expect.poll(() => box.inputValue()).toBe('we keep arguing about chores');
    expect(await page.evaluate(() => (window as unknown as { __speech: { settings: object } }).__speech.settings)).toEqual({ continuous: true, lang: 'en-US' });
    await page.getByRole('button', { name: 'Stop voice input' }).click();
    expect(await page.evaluate(() => (window as unknown as { __speech: { stopped: number } }).__speech.stopped)).toBe(1);
    await page.getByRole('button', { name: 'Voice input' }).waitFor();

    await page.evaluate(() => ((window as unknown as { __speech: { deny: boolean } }).__speech.deny = true));
    await page.getByRole('button', { name: 'Voice input' }).click();
    await page.getByText('Please allow microphone access to use voice input').waitFor();
    await page.getByRole('button', { name: 'Voice input' }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('learn more in the Profile dialog starts a coach conversation about it, and goes to / even when that fails', async () => {
    const max = await member('Max', 'Ford');
    const { context, page } = await newPage(browser, server.baseUrl);
    await signIn(page, max.token);
    await page.getByText('Start a conversation').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Me', exact: true }).isEnabled()).toBe(true);
    await screenshot(page, 'coach-header-desktop');

    // The profile lives in the one account menu (the avatar), with Settings and Sign out.
    await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Profile and results' }).click();
    const learn = page.getByRole('button', { name: /^Learn more: / }).first();
    await learn.waitFor();
    await learn.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const first = page.locator('[data-role="user"]').first();
    await first.waitFor();
    expect(await first.innerText()).toMatch(/Tell me more about my personality type/);
    await page.locator('[data-role="assistant"]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // The call fails: the dialog still closes and we stay on /, in the conversation home reopened (the latest one).
    await page.goto('/?openProfile=true');
    await page.getByRole('button', { name: /^Learn more: / }).first().waitFor();
    await page.route('**/trpc/coach.createConversation**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('button', { name: /^Learn more: / }).first().click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.locator('[data-role="user"]').first().waitFor();
    expect(await page.locator('[data-role="user"]').first().innerText()).toMatch(/Tell me more about my personality type/);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
  it('Send Feedback in the header: a blank message is refused, a sent one reaches the server, a failure says so', async () => {
    const kim = await member('Kim', 'Vale');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 360, height: 740 });
    await signIn(page, kim.token);
    await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
    expect(await dialog.getByLabel('Contact e-mail').inputValue()).toBe(kim.user.email);
    expect(await dialog.getByLabel('Category').inputValue()).toBe('general');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await dialog.getByText('Please write your feedback').waitFor();
    await settle(page);
    await screenshot(page, 'feedback-dialog-360');

    // The server fails: the spec's message, and the words stay in the form.
    await page.route('**/trpc/feedback.send**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await dialog.getByLabel('Category').selectOption('bug');
    await dialog.getByLabel('Subject').fill('History dialog');
    await dialog.getByLabel('Message').fill('The dates in the history are lovely.');
    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Failed to send feedback').waitFor();
    expect(await dialog.getByLabel('Message').inputValue()).toBe('The dates in the history are lovely.');
    await page.unroute('**/trpc/feedback.send**');

    await dialog.getByRole('button', { name: 'Send Feedback' }).click();
    await page.getByText('Feedback sent successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const stored = await server.database.db.selectFrom('feedback').selectAll().where('user_id', '=', kim.user.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ category: 'bug', subject: 'History dialog', message: 'The dates in the history are lovely.', email: kim.user.email });
    // The form starts empty again.
    await openMeMenu(page);
    await page.getByRole('menuitem', { name: 'Send Feedback' }).click();
    expect(await page.getByRole('dialog', { name: 'Send Feedback' }).getByLabel('Message').inputValue()).toBe('');
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('remembers what the person asks it to, shows it in Settings › Privacy, and forgets it there', async () => {
    const rae = await member('Rae', 'Holm');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await signIn(page, rae.token);
    const box = page.getByRole('textbox', { name: 'Message' });
    await box.fill('Remember that my brother Theo is getting married in June');
    await box.press('Enter');
    await page.locator('[data-role="assistant"]').getByText("I'll remember that my brother Theo is getting married in June").waitFor();

    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Privacy' }).click();
    await page.getByRole('heading', { name: 'What the coach remembers' }).waitFor();
    const fact = page.getByText('My brother Theo is getting married in June');
    await fact.waitFor();
    await fact.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-coach-memories-390');
    await page.getByRole('button', { name: 'Forget: My brother Theo is getting married in June' }).click();
    await page.getByText('Nothing yet. Tell the coach "remember that …" and it will appear here.').waitFor();
    expect(await fact.count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
