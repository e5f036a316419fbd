/** Shared pieces of the guest journeys: an owner's event, real image files, page checks. */
import { readFileSync } from 'node:fs';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { addDays, localDate } from '../src/shared/domain/time';
import { createOwner } from './owners';

/**
 * Taps (or clicks) a control of the guest page that its first HTML has too, such as "share".
 * There, "share" is a file input, which the page keeps when it takes over (its picker may be
 * open), hidden and out of reach. A lookup made just before the takeover holds that input, and
 * Playwright then tries to press it under the page until the test runs out of time (seen in CI).
 * So a press that has not landed within 3 s is tried again from a new lookup, which finds the
 * page's own button: what a guest's finger finds on the screen.
 */
export async function pressAfterHandover(control: Locator, how: 'tap' | 'click' = 'tap') {
  await expect(async () => {
    await control[how]({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** A phone (the guests' device). */
export const phone = { width: 390, height: 844 } as const;

export const guestPassword = 'Sto-lat-2026';

/**
 * A new owner (signed in on `ownerRequest`) with a trial event, optionally password-protected.
 * Returns the event id.
 */
export async function ownerWithEvent(
  ownerRequest: APIRequestContext,
  baseURL: string,
  options: {
    name?: string;
    language?: 'pl' | 'en';
    password?: string;
    /** The server's DATA_DIR (its e-mails), when it is not the journeys' server. */
    dataDir?: string;
  } = {},
): Promise<string> {
  const owner = await createOwner(ownerRequest, baseURL, {
    language: options.language ?? 'pl',
    dataDir: options.dataDir,
  });
  const headers = { origin: baseURL };
  const signIn = await ownerRequest.post('/api/auth/sign-in/email', {
    headers,
    data: { email: owner.email, password: owner.password },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const created = await ownerRequest.post('/api/events', {
    headers,
    data: {
      name: options.name ?? 'Wesele Ani i Tomka',
      eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 1),
      type: 'wedding',
      language: options.language ?? 'pl',
      plan: 'trial',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string } };
  if (options.password) {
    const set = await ownerRequest.put(`/api/events/${event.id}/password`, {
      headers,
      data: { password: options.password },
    });
    expect(set.ok(), await set.text()).toBe(true);
  }
  return event.id;
}

/** A real JPEG of one colour. */
export async function jpeg(width: number, height: number, rgb: [number, number, number]) {
  return sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A real PNG of noise that does not compress: about 3 bytes per pixel. */
export async function noisyPng(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A 2-second H.264 test clip made once with ffmpeg and kept in e2e/fixtures. */
export function clip(): Buffer {
  return readFileSync(new URL('./fixtures/clip.mp4', import.meta.url));
}

/** No raw catalogue key of any namespace is visible. */
export async function expectNoKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(
    /\b(?:common|shell|errors|validation|guest|guestPage|events)\.[A-Za-z]+\.?[A-Za-z]/,
  );
}

/**
 * The server now holds another build, as after a new version went live while the guest's page
 * was open: the old parts named by `gone` answer 404, and the page's address, asked again,
 * names another entry script. Undone by `page.unrouteAll()`.
 */
export async function newVersionLive(page: Page, pageUrl: string, gone: RegExp): Promise<void> {
  await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.route(pageUrl, async (route) => {
    const served = await route.fetch();
    const html = (await served.text()).replace(
      /(<script type="module"[^>]*src=")[^"]+(")/,
      '$1/assets/guest-newer.js$2',
    );
    await route.fulfill({ response: served, body: html });
  });
}

/**
 * A guest's own phone: a browser context of its own (its connection can be cut without cutting
 * the owner's), on `url`; `prepare` sets the context up before the page opens.
 */
export async function guestPhone(
  browser: Browser,
  url: string,
  prepare?: (context: BrowserContext) => Promise<unknown>,
) {
  const context = await browser.newContext({
    viewport: phone,
    locale: 'pl-PL',
    hasTouch: true,
    isMobile: true,
  });
  try {
    await prepare?.(context);
    const guest = await context.newPage();
    await guest.goto(url);
    return { context, guest };
  } catch (error) {
    await context.close();
    throw error;
  }
}
