/**
 * The guest page's first HTML is laid out as the page that takes its place: the date, the name,
 * the text blocks and each button sit in the same boxes before any script has run (scripts off)
 * and once the page runs, for the default look and for owners' own (sizes, positions, panels,
 * fonts, one button), at 390×844 and 320×640 with touch and at 1440×900. The event's web font is
 * held back in both, so both draw the same fallback font: what is compared is the layout.
 * A protected event's password prompt likewise (its card, name, texts, field and "enter").
 * A guest who starts reading the first HTML on a slow phone sees nothing move. Screenshots of
 * both: test-results/screenshots/guest-shell-*.
 */
import { type Browser, expect, test } from '@playwright/test';
import type { StyleSettings } from '../src/shared/api/events';
import { hasChromium, skipReason } from './browser';
import { guestPassword, ownerWithEvent } from './guest-support';

test.skip(!hasChromium, skipReason);

const viewports = [
  { width: 390, height: 844, touch: true },
  { width: 320, height: 640, touch: true },
  { width: 1440, height: 900, touch: false },
] as const;

const looks: { shot: string; label: string; style: StyleSettings }[] = [
  { shot: 'default', label: 'the default look', style: {} },
  {
    shot: 'half-top',
    label: 'half a screen, at the top, text on panels, a sans font, a larger name',
    style: {
      backgroundSize: 'half',
      contentPosition: 'top',
      topText: { text: 'Zapraszamy', background: true, color: '#ffffff', opacity: 0.8, radius: 16 },
      bottomText: { text: 'na nasze wesele', background: true, radius: 4 },
      font: 'Lato',
      titleFontSize: 52,
      textFontSize: 20,
      button: { color: '#1d4e89', textColor: '#ffffff', radius: 4 },
    },
  },
  {
    shot: 'most-bottom',
    label: 'most of a screen, at the bottom, a script font, one button',
    style: {
      backgroundSize: 'most',
      contentPosition: 'bottom',
      font: 'Great Vibes',
      titleFontSize: 34,
      textFontSize: 16,
      button: { preset: 'custom', customText: 'Wyślij zdjęcia z wesela', oneButton: true },
    },
  },
];

type Box = [number, number, number, number];
type Layout = { date: Box | null; top: Box | null; name: Box; bottom: Box; buttons: Box[] };

/** The boxes of the first screen's parts, and whether the page's app has taken over. */
async function layoutOf(
  browser: Browser,
  url: string,
  viewport: (typeof viewports)[number],
  scripts: boolean,
  screenshot: string,
): Promise<Layout> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.touch,
    hasTouch: viewport.touch,
    locale: 'pl-PL',
    javaScriptEnabled: scripts,
  });
  try {
    await context.route(/\.woff2?$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url);
    if (scripts) {
      // The app has replaced the first HTML and drawn its own heading.
      await expect(page.locator('#root > main.gs')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
    } else {
      await expect(page.locator('#root > main.gs')).toHaveCount(1);
    }
    await page.screenshot({ path: screenshot });
    return await page.evaluate(() => {
      const box = (element: Element | null | undefined): Box | null => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((n) => Math.round(n)) as Box;
      };
      const name = document.querySelector('h1');
      const date = document.querySelector('time');
      const buttons = [...document.querySelectorAll('nav[aria-label] > *')];
      return {
        date: box(date),
        top: box(date?.closest('p')?.parentElement),
        name: box(name) ?? [0, 0, 0, 0],
        bottom: box(name?.parentElement) ?? [0, 0, 0, 0],
        buttons: buttons.map((button) => box(button) ?? [0, 0, 0, 0]),
      };
    });
  } finally {
    await context.close();
  }
}

/** Boxes equal to within a pixel (subpixel rounding of centred text). */
function expectSameBoxes(first: Layout, page: Layout, where: string) {
  const near = (a: Box | null, b: Box | null, part: string) => {
    expect(a === null, `${where}: ${part} in one and not the other`).toBe(b === null);
    if (!a || !b) return;
    a.forEach((value, i) => {
      expect(
        Math.abs(value - (b[i] ?? Number.NaN)),
        `${where}: ${part} first HTML ${JSON.stringify(a)}, page ${JSON.stringify(b)}`,
      ).toBeLessThanOrEqual(1);
    });
  };
  near(first.date, page.date, 'the date');
  near(first.top, page.top, 'the top block');
  near(first.name, page.name, 'the name');
  near(first.bottom, page.bottom, 'the bottom block');
  expect(first.buttons.length, `${where}: buttons`).toBe(page.buttons.length);
  first.buttons.forEach((box, i) => {
    near(box, page.buttons[i] ?? null, `button ${i + 1}`);
  });
}

for (const look of looks) {
  test(`the first HTML is laid out as the page: ${look.shot}, ${look.label}`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? '';
    const id = await ownerWithEvent(request, base);
    const styled = await request.patch(`/api/events/${id}`, {
      headers: { origin: base },
      data: { style: look.style },
    });
    expect(styled.ok(), await styled.text()).toBe(true);
    for (const viewport of viewports) {
      const url = `${base}/public/${id}`;
      const shot = (part: string) =>
        `test-results/screenshots/guest-shell-${look.shot}-${viewport.width}x${viewport.height}-${part}.png`;
      const first = await layoutOf(browser, url, viewport, false, shot('first-html'));
      const page = await layoutOf(browser, url, viewport, true, shot('page'));
      expect(first.buttons.length).toBeGreaterThan(0);
      expectSameBoxes(first, page, `${viewport.width}×${viewport.height}`);
    }
  });
}

type PromptLayout = Record<'card' | 'name' | 'title' | 'text' | 'field' | 'enter', Box | null>;

/** The boxes of a protected event's password prompt: with scripts off, or once the page runs. */
async function promptLayoutOf(
  browser: Browser,
  url: string,
  viewport: (typeof viewports)[number],
  scripts: boolean,
  screenshot: string,
): Promise<PromptLayout> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.touch,
    hasTouch: viewport.touch,
    locale: 'pl-PL',
    javaScriptEnabled: scripts,
  });
  try {
    await context.route(/\.woff2?$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.locator('#root > main.gs-screen')).toHaveCount(scripts ? 0 : 1);
    await expect(page.locator('input[type="password"]')).toBeVisible();
    if (scripts) await page.waitForLoadState('networkidle');
    await page.screenshot({ path: screenshot });
    return await page.evaluate(() => {
      const box = (element: Element | null | undefined): Box | null => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((n) => Math.round(n)) as Box;
      };
      const name = document.querySelector('h1');
      const title = document.querySelector('h2');
      return {
        card: box(name?.parentElement),
        name: box(name),
        title: box(title),
        text: box(title?.nextElementSibling),
        field: box(document.querySelector('input[type="password"]')),
        enter: box(document.querySelector('a[href="#unlock"], button[type="submit"]')),
      };
    });
  } finally {
    await context.close();
  }
}

test('the first HTML of a protected event is laid out as its password prompt', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const base = baseURL ?? '';
  const id = await ownerWithEvent(request, base, { password: guestPassword });
  for (const viewport of viewports) {
    const url = `${base}/public/${id}`;
    const shot = (part: string) =>
      `test-results/screenshots/guest-shell-password-${viewport.width}x${viewport.height}-${part}.png`;
    const first = await promptLayoutOf(browser, url, viewport, false, shot('first-html'));
    const prompt = await promptLayoutOf(browser, url, viewport, true, shot('page'));
    for (const part of Object.keys(first) as (keyof PromptLayout)[]) {
      const a = first[part];
      const b = prompt[part];
      expect(a, `${viewport.width}: ${part} in the first HTML`).not.toBeNull();
      expect(b, `${viewport.width}: ${part} on the page`).not.toBeNull();
      a?.forEach((value, i) => {
        expect(
          Math.abs(value - (b?.[i] ?? Number.NaN)),
          `${viewport.width}×${viewport.height}: ${part} first HTML ${JSON.stringify(a)}, page ${JSON.stringify(b)}`,
        ).toBeLessThanOrEqual(1);
      });
    }
  }
});
