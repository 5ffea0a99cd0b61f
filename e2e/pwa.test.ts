import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { assessedMember, openSignedInUnderServiceWorker, expectNoSeriousAxeProblems, jsErrors, launchFullBrowser, newPage, openSignedIn, type RunningApp, screenshot, settle, withAppAndBrowser } from './support';

/**
 * The installable app (issue 15): the service worker takes control, the app opens with no network and says so without
 * showing anything private, no private answer is ever in its caches, and a waiting version is offered as a reload.
 */
let server: RunningApp;
let browser: Browser;

withAppAndBrowser((s, b) => {
  server = s;
  browser = b;
});

/** Every URL in every cache the page's origin holds. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return urls;
  });
}

describe('the service worker', () => {
  for (const [suffix, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    it(`controls the page, opens offline to a plain offline screen, and never caches private answers (${suffix})`, async () => {
      const person = await assessedMember(server.deps, 'Wren');
      const { context, page } = await newPage(browser, server.baseUrl, viewport, { serviceWorkers: 'allow' });
      await openSignedInUnderServiceWorker(page, person.token);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();

      // The shell is cached; nothing from /api, /trpc or /ws is.
      await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith('/index.html'))).toBe(true);
      const cached = await cachedUrls(page);
      expect(cached.filter((url) => /^\/(api|trpc|ws)(\/|$)/.test(url))).toEqual([]);
      expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);

      // No network: the shell opens and says so; the person is not signed out and sees nothing of theirs.
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { name: "You're offline" }).waitFor();
      expect(await page.getByText('Wren').count()).toBe(0);
      await screenshot(page, `pwa-offline-${suffix}`);
      await expectNoSeriousAxeProblems(page, `offline screen ${suffix}`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(person.token);

      // Back online: the app carries on by itself.
      await context.setOffline(false);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();
      expect(jsErrors(page)).toEqual([]);
      await context.close();
    });
  }

  it('offers a waiting new version as a toast with Reload', async () => {
    const person = await assessedMember(server.deps, 'Uma');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 }, { serviceWorkers: 'allow' });
    await openSignedIn(page, person.token);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();
    // What main.tsx announces when a new service worker has installed and waits.
    await page.evaluate(() => window.dispatchEvent(new Event('attune:update-ready')));
    await page.getByText('A new version of Attune is ready').waitFor();
    await screenshot(page, 'pwa-update-toast-1280');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();
    await context.close();
  });
});

/** What Chrome fires when Attune can be installed; `prompt()` records that the browser's dialog was asked for. */
function offerInstall(page: Page): Promise<void> {
  return page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as unknown as { installAsked: boolean }).installAsked = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
  });
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('the install banner', () => {
  it('appears after sign-in when the browser offers installation, installs through it, and never comes back', async () => {
    const person = await assessedMember(server.deps, 'Ines');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 1280, height: 800 }, { installBanner: 'allow' });
    await openSignedIn(page, person.token);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();
    await offerInstall(page);
    const banner = page.getByRole('region', { name: 'Install Attune' });
    await banner.waitFor();
    for (const benefit of ['Faster loading', 'Offline mode', 'Push notifications']) await banner.getByText(benefit).waitFor();
    await settle(page); // the slide-up transition, for the screenshot
    await screenshot(page, 'pwa-install-banner-1280');
    await expectNoSeriousAxeProblems(page, 'install banner');
    await banner.getByRole('button', { name: 'Install App' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { installAsked?: boolean }).installAsked)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pwa-banner-shown'))).toBe('true');

    // Another visit, another offer: it stays away (past its 2 s delay).
    await page.reload();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Actions$/ }).first().waitFor();
    await offerInstall(page);
    await page.waitForTimeout(2500);
    expect(await banner.count()).toBe(0);
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });

  it('stays away after its close button, and does not appear where the browser cannot install', async () => {
    const person = await assessedMember(server.deps, 'Cato');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 }, { installBanner: 'allow' });
    await openSignedIn(page, person.token);
    await page.getByText('People').first().waitFor();
    // No install offer from the browser: no banner promising an install that cannot happen.
    await page.waitForTimeout(2500);
    const banner = page.getByRole('region', { name: 'Install Attune' });
    expect(await banner.count()).toBe(0);

    await offerInstall(page);
    await banner.waitFor();
    await settle(page); // the slide-up transition, for the screenshot
    await screenshot(page, 'pwa-install-banner-390');
    await banner.getByRole('button', { name: 'Close' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('pwa-banner-shown'))).toBe('true');
    await context.close();
  });

  it('on an iPhone, shows the three Add to Home Screen steps with Maybe Later and Got It', async () => {
    const person = await assessedMember(server.deps, 'Iris');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 }, { installBanner: 'allow', userAgent: IPHONE });
    await openSignedIn(page, person.token);
    const banner = page.getByRole('region', { name: 'Install Attune' });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: 'Install App' }).count()).toBe(0);
    await banner.getByRole('button', { name: 'Show Instructions' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add Attune to your Home Screen' });
    await sheet.waitFor();
    expect(await sheet.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Share'),
      expect.stringContaining('Add to Home Screen'),
      expect.stringContaining('Add'),
    ]);
    await sheet.getByRole('button', { name: 'Maybe Later' }).waitFor();
    await settle(page); // the dialog's transition, for the screenshot
    await screenshot(page, 'pwa-ios-instructions-390');
    await sheet.getByRole('button', { name: 'Got It' }).click();
    await sheet.waitFor({ state: 'detached' });
    expect(await banner.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('pwa-banner-shown'))).toBe('true');
    await context.close();
  });
});

describe('push notification settings', () => {
  it('say plainly when notifications are blocked, and keep each kind switchable on the server', async () => {
    const person = await assessedMember(server.deps, 'Noor');
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 }, { serviceWorkers: 'allow' });
    // The person once answered "Block" to the browser's question (what Chrome reports from then on).
    await context.addInitScript(() => {
      Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
      Notification.requestPermission = async () => 'denied';
    });
    await openSignedIn(page, person.token, '/settings');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await page.getByText('Currently blocked in browser settings').waitFor();
    await page.getByText('To enable notifications, please check your browser settings and allow notifications for this site.').waitFor();
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isDisabled()).toBe(true);

    // The daily reminder is off until asked for; switching it on is kept by the server.
    const daily = page.getByRole('switch', { name: 'Daily reflection reminder' });
    await expect.poll(() => daily.isEnabled()).toBe(true);
    expect(await daily.isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'New messages' }).isChecked()).toBe(true);
    await daily.click({ force: true });
    await expect.poll(() => daily.isChecked()).toBe(true);
    await screenshot(page, 'settings-notifications-blocked-390');
    await expectNoSeriousAxeProblems(page, 'settings notifications');
    await page.reload();
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Daily reflection reminder' }).isChecked()).toBe(true);
    await context.close();
  });

  it('turns on in the profile dialog when allowed, or says the setup failed where the browser has no push service', async () => {
    const person = await assessedMember(server.deps, 'Pia');
    // The full browser: the headless shell the pass shares reports notifications as denied even once granted.
    const fullBrowser = await launchFullBrowser();
    try {
      const { context, page } = await newPage(fullBrowser, server.baseUrl, { width: 1280, height: 800 }, { serviceWorkers: 'allow' });
      await context.grantPermissions(['notifications'], { origin: server.baseUrl });
      await openSignedIn(page, person.token, '/?openProfile=true');
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('tab', { name: 'Settings' }).click();
      const toggle = dialog.getByRole('switch', { name: 'Push notifications' });
      await expect.poll(() => toggle.isEnabled()).toBe(true);
      await toggle.click({ force: true });
      // Headless Chromium has no connection to a browser push service, so either outcome is the browser's: both are
      // the §8 messages, and the switch shows what really happened.
      const outcome = page.getByText(/Notifications enabled|Notification setup failed\. This may be due to browser limitations on your device\./);
      await outcome.first().waitFor();
      const enabled = (await page.getByText('Notifications enabled').count()) > 0;
      await expect.poll(() => toggle.isChecked()).toBe(enabled);
      const devices = await server.deps.database.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', person.id).execute();
      expect(devices).toHaveLength(enabled ? 1 : 0);
      await screenshot(page, 'profile-notifications-1280');
    } finally {
      await fullBrowser.close();
    }
  });
});

describe('links from notifications', () => {
  it('open the pending requests, the weekly actions, and a connection’s chat', async () => {
    const person = await assessedMember(server.deps, 'Lina');
    const friend = await assessedMember(server.deps, 'Omar');
    const { insertConnection } = await import('../src/server/test/chat');
    const connectionId = await insertConnection(server.deps.database, person.id, friend.id);
    const { context, page } = await newPage(browser, server.baseUrl, { width: 390, height: 844 });
    await openSignedIn(page, person.token, '/?openConnections=true');
    const connections = page.getByRole('dialog', { name: 'Connections' });
    await connections.waitFor();
    expect(await connections.getByRole('tab', { name: /Pending/ }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).search).toBe('');

    await page.goto('/?openActions=true');
    await page.getByRole('dialog', { name: 'Weekly actions' }).waitFor();

    await page.goto(`/?openChat=${connectionId}`);
    await page.getByRole('dialog', { name: /Omar/ }).waitFor();
    expect(jsErrors(page)).toEqual([]);
    await context.close();
  });
});
