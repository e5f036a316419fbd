/**
 * The lifecycle e-mails as an owner sees them: the welcome the running server's scheduler
 * writes to the outbox after an event is created (pl and en), and every other lifecycle
 * e-mail rendered by the same templates and written by the same outbox mailer; each is
 * opened in Chromium with its inline QR code and saved as a PNG.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { OutboxMailer } from '../src/server/adapters/mail/outbox-mailer';
import { parseEml } from '../src/server/adapters/mail/parse-eml';
import { createLifecycleEmails } from '../src/server/features/lifecycle/lifecycle-emails';
import { emailTypes } from '../src/shared/domain/email-schedule';
import { addDays, localDate } from '../src/shared/domain/time';
import { hasChromium, skipReason } from './browser';
import { dataDirVariable } from './outbox';
import { createOwner, type Lang, signInThroughApi } from './owners';

test.skip(!hasChromium, skipReason);

/** The raw .eml files sent to `to` in `dir`, oldest first. */
async function rawMailsTo(dir: string, to: string): Promise<Buffer[]> {
  let files: string[] = [];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml') && !f.startsWith('.')).sort();
  } catch {
    return [];
  }
  const mails: Buffer[] = [];
  for (const file of files) {
    const raw = await readFile(join(dir, file));
    if ((parseEml(raw).headers.get('to') ?? '').includes(to)) mails.push(raw);
  }
  return mails;
}

/** The HTML of an e-mail with its inline images turned into data: URLs, as a mail client shows it. */
function htmlWithImages(raw: Buffer): { subject: string; html: string; images: number } {
  const eml = parseEml(raw);
  let html = eml.html ?? '';
  const text = raw.toString('latin1');
  let images = 0;
  for (const match of text.matchAll(
    /Content-ID: <([^>]+)>[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:--|\r\n)/g,
  )) {
    const [, cid, base64 = ''] = match;
    html = html.replaceAll(`cid:${cid}`, `data:image/png;base64,${base64.replace(/\s+/g, '')}`);
    images += 1;
  }
  return { subject: eml.headers.get('subject') ?? '', html, images };
}

async function shoot(page: Page, raw: Buffer, name: string, width: number) {
  const { html } = htmlWithImages(raw);
  await page.setViewportSize({ width, height: 900 });
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({
    path: `test-results/screenshots/email-${name}-${width}.png`,
    fullPage: true,
  });
}

for (const language of ['pl', 'en'] as Lang[]) {
  test(`the scheduler e-mails the welcome with the guest QR code (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const base = baseURL as string;
    const owner = await createOwner(page.request, base, { language });
    await signInThroughApi(page, base, owner);
    const name = language === 'pl' ? 'Wesele Zuzanny i Grzegorza' : 'Emma & Oliver’s wedding';
    const created = await page.request.post('/api/events', {
      headers: { origin: base },
      data: {
        name,
        eventDate: addDays(localDate(new Date(), 'Europe/Warsaw'), 20),
        type: 'wedding',
        language,
        plan: 'trial',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const eventId = (await created.json()).event.id as string;

    const outbox = join(process.env[dataDirVariable] as string, 'outbox');
    let welcome: Buffer | undefined;
    await expect
      .poll(
        async () => {
          const mails = await rawMailsTo(outbox, owner.email);
          welcome = mails.find((raw) =>
            (parseEml(raw).headers.get('subject') ?? '').includes(name),
          );
          return welcome !== undefined;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const mail = htmlWithImages(welcome as Buffer);
    expect(mail.subject).toContain(name);
    expect(mail.images).toBe(1);
    expect(mail.html).toContain(`/public/${eventId}`);

    await shoot(page, welcome as Buffer, `welcome-live-${language}`, 390);
    await shoot(page, welcome as Buffer, `welcome-live-${language}`, 1000);
    // The QR code is shown, whole.
    const qr = page.locator('img[src^="data:image/png"]');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(228);
  });
}

test('every lifecycle e-mail renders in both languages', async ({ page }) => {
  test.setTimeout(60_000);
  const dir = mkdtempSync(join(tmpdir(), 'momenty-lifecycle-e2e-'));
  const mailer = new OutboxMailer(dir, {
    from: 'Momenty <no-reply@momenty.example>',
    log: { info() {} },
  });
  const emails = createLifecycleEmails({
    siteName: 'Momenty',
    baseUrl: 'https://momenty.example',
    supportEmail: 'pomoc@momenty.example',
  });
  for (const language of ['pl', 'en'] as const) {
    for (const type of emailTypes) {
      const trial = type === 'trialEndsEmail' || type === 'welcomeEmail';
      const rendered = await emails.render({
        type,
        language,
        plan: trial ? 'trial' : 'standard',
        event: {
          id: 'Xb3kQ9mR2tVw7yZa1cDe5f',
          name: language === 'pl' ? 'Chrzciny Ignacego Przybyszewskiego' : 'Sophie’s christening',
          timeZone: 'Europe/Warsaw',
          expiresAt: new Date('2026-10-10T10:00:00Z'),
        },
        startUploadDate: '2026-06-20',
        endUploadDate: trial ? '2026-06-26' : '2026-07-03',
        endDownloadDate: trial ? '2026-07-03' : '2026-07-23',
        endFreeTrialDate: trial ? '2026-06-26' : null,
      });
      await mailer.send({ to: `${language}-${type}@example.test`, ...rendered });
    }
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  expect(files).toHaveLength(emailTypes.length * 2);
  for (const file of files) {
    const raw = readFileSync(join(dir, file));
    const to = parseEml(raw).headers.get('to') ?? '';
    const [language, type] = to.split('@')[0]?.split('-') ?? [];
    const { html } = htmlWithImages(raw);
    expect(html).not.toMatch(/\b(?:lifecycle|emails)\.[A-Za-z]|\{\{/);
    await shoot(page, raw, `${type}-${language}`, 600);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Nothing wider than the phone-sized mail column forces sideways scrolling.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
