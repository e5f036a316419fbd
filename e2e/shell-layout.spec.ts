/**
 * The guest page's first HTML is laid out as the page that takes its place: the date, the name,
 * the text blocks and each button sit in the same boxes before any script has run (scripts off)
 * and once the page runs, for the default look and for owners' own (sizes, positions, panels,
 * fonts, one button), at 390×844 and 320×640 with touch and at 1440×900. The event's web font is
 * held back in both, so both draw the same fallback font: what is compared is the layout.
 * A protected event's password prompt likewise (its card, name, texts, field and "enter"), on
 * its page and its slideshow, and with the same background image (a phone's, a desktop's).
 * A guest who starts reading the first HTML on a slow phone sees nothing move. Screenshots of
 * both: test-results/screenshots/guest-shell-*.
 */
import { type Browser, expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
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
/** The boxes of a first screen's parts by name; a part a screen does not have is null. */
type Boxes = Record<string, Box | null>;

/**
 * The boxes of the first screen's parts, with scripts off (the first HTML, whose picture is
 * `main.${picture}`) or once the page has replaced that picture with its own.
 */
async function boxesOf(
  browser: Browser,
  url: string,
  viewport: (typeof viewports)[number],
  options: { scripts: boolean; picture: 'gs' | 'gs-screen'; screenshot: string },
): Promise<{ boxes: Boxes; image: string }> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.touch,
    hasTouch: viewport.touch,
    locale: 'pl-PL',
    javaScriptEnabled: options.scripts,
  });
  try {
    await context.route(/\.woff2?$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(url);
    const picture = page.locator(`#root > main.${options.picture}`);
    await expect(picture).toHaveCount(options.scripts ? 0 : 1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (options.scripts) await page.waitForLoadState('networkidle');
    await page.screenshot({ path: options.screenshot });
    return await page.evaluate(() => {
      const box = (element: Element | null | undefined): Box | null => {
        if (!element) return null;
        const r = element.getBoundingClientRect();
        return [r.left, r.top, r.width, r.height].map((n) => Math.round(n)) as Box;
      };
      const name = document.querySelector('h1');
      const date = document.querySelector('time');
      // The name's block on the event page, the card of a password prompt.
      const block = name?.parentElement;
      const title = block?.querySelector('h2');
      const buttons = [...document.querySelectorAll('nav[aria-label] > *')];
      // The background image behind the name: the hero's on the event page, the screen's else.
      const painted = [...document.querySelectorAll('#root section, #root main')].find(
        (element) => getComputedStyle(element).backgroundImage !== 'none',
      );
      const image = painted ? getComputedStyle(painted).backgroundImage : 'none';
      const boxes = {
        name: box(name),
        'name block': box(block),
        date: box(date),
        'date block': box(date?.closest('p')?.parentElement),
        title: box(title),
        text: box(title?.nextElementSibling),
        field: box(block?.querySelector('input[type="password"]')),
        enter: box(block?.querySelector('a[href="#unlock"], button[type="submit"]')),
        ...Object.fromEntries(buttons.map((button, i) => [`button ${i + 1}`, box(button)])),
      };
      // Its address without the origin, which differs in nothing between the two.
      return { boxes, image: image.replace(location.origin, '') };
    });
  } finally {
    await context.close();
  }
}

/** The same parts in boxes equal to within a pixel (subpixel rounding of centred text). */
function expectSameBoxes(first: Boxes, page: Boxes, where: string) {
  expect(Object.keys(first), `${where}: the parts`).toEqual(Object.keys(page));
  for (const [part, a] of Object.entries(first)) {
    const b = page[part] ?? null;
    expect(a === null, `${where}: ${part} in one and not the other`).toBe(b === null);
    a?.forEach((value, i) => {
      expect(
        Math.abs(value - (b?.[i] ?? Number.NaN)),
        `${where}: ${part} first HTML ${JSON.stringify(a)}, page ${JSON.stringify(b)}`,
      ).toBeLessThanOrEqual(1);
    });
  }
}

/**
 * Each size: the first HTML and the page, side by side (screenshots under `name`), with the same
 * background image; `image` tells which one a size shows (a phone's or a desktop's).
 */
async function expectLaidOutAsThePage(
  browser: Browser,
  url: string,
  name: string,
  picture: 'gs' | 'gs-screen',
  parts: string[],
  image?: (viewport: (typeof viewports)[number]) => RegExp,
) {
  for (const viewport of viewports) {
    const size = `${viewport.width}x${viewport.height}`;
    const shot = (part: string) =>
      `test-results/screenshots/guest-shell-${name}-${size}-${part}.png`;
    const first = await boxesOf(browser, url, viewport, {
      scripts: false,
      picture,
      screenshot: shot('first-html'),
    });
    const page = await boxesOf(browser, url, viewport, {
      scripts: true,
      picture,
      screenshot: shot('page'),
    });
    for (const part of parts) expect(first.boxes[part], `${size}: ${part}`).not.toBeNull();
    expectSameBoxes(first.boxes, page.boxes, size);
    expect(first.image, `${size}: the background image`).toBe(page.image);
    if (image) expect(first.image, `${size}: the background image`).toMatch(image(viewport));
  }
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
    await expectLaidOutAsThePage(browser, `${base}/public/${id}`, look.shot, 'gs', [
      'name',
      'date',
      'button 1',
    ]);
  });
}

/** A small real PNG of one colour. */
function plainPng(red: number, green: number, blue: number): Buffer {
  const png = new PNG({ width: 40, height: 60 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([red, green, blue, 255], i);
  return PNG.sync.write(png);
}

test('the first HTML of a protected event, on its page and its slideshow, is laid out as its password prompt, on the phone and the desktop image', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const id = await ownerWithEvent(request, base, { password: guestPassword });
  for (const [variant, png] of [
    ['mobile', plainPng(200, 120, 90)],
    ['desktop', plainPng(40, 80, 140)],
  ] as const) {
    const uploaded = await request.put(`/api/events/${id}/backgrounds/${variant}`, {
      headers: { origin: base, 'content-type': 'image/png' },
      data: png,
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  }
  // A phone shows the phone's image behind the card, a desktop the desktop's, as the page does.
  const image = (viewport: (typeof viewports)[number]) =>
    viewport.touch ? /background-mobile/ : /background-desktop/;
  const parts = ['name', 'name block', 'title', 'text', 'field', 'enter'];
  await expectLaidOutAsThePage(
    browser,
    `${base}/public/${id}`,
    'password',
    'gs-screen',
    parts,
    image,
  );
  await expectLaidOutAsThePage(
    browser,
    `${base}/public/${id}/slideshow`,
    'slideshow-password',
    'gs-screen',
    parts,
    image,
  );
});
