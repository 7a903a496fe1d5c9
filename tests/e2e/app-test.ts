import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Request, TestInfo } from '@playwright/test';

/**
 * Waits until the app has taken over the page: a page the server rendered shows and links before its code has run,
 * but its buttons and fields answer only once the app has hydrated it (and a signed-in shopper's session shows
 * then). Pages that are not the app's (GraphiQL, the API docs: no web app manifest) need no wait.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('link[rel="manifest"]') || document.documentElement.dataset.app === 'ready', undefined, {
    timeout: 15_000,
  });
}

/**
 * Playwright's test, whose page waits for the app after every goto and reload (as a shopper waits for a page to
 * respond before using it), except with JavaScript off, where the server's HTML is all there is.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args: Parameters<Page['goto']>) => {
        const response = await goto(...args);
        await appReady(page);
        return response;
      };
      page.reload = async (...args: Parameters<Page['reload']>) => {
        const response = await reload(...args);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
