/**
 * The print kit over HTTP on both databases: every format and design read back with pdftotext
 * (the event's language, the hosts' texts or the defaults, the how-to) and its QR code decoded
 * from a rendered page (pdftoppm, then jsqr) to the guest link; one challenge per table card;
 * bad options refused; another owner's event does not exist.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printKitPath } from '../../../shared/api/print-kit';
import { printDesigns, printFormats, printQrMillimetres } from '../../../shared/domain/print-kit';
import { type HttpClient, signedInOwner } from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { fetchBytes } from '../../../test/downloads';
import { ownedEvent } from '../../../test/gallery';
import { startTestServer, type TestServer } from '../../../test/server';
import { hasTool, run } from '../../../test/tools';
import { guestUrl } from './events.presenter';

const poppler = (await hasTool('pdftotext')) && (await hasTool('pdftoppm'));
const folder = mkdtempSync(join(tmpdir(), 'momenty-print-'));

async function pdfText(pdf: Buffer, name: string): Promise<string> {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  return (await run('pdftotext', [file, '-'])).stdout.replace(/\s+/g, ' ');
}

/** The QR codes read from page `page` rendered at `dpi` (each quarter of the page looked at alone). */
async function qrCodes(pdf: Buffer, name: string, dpi: number, page = 1): Promise<string[]> {
  const file = join(folder, `${name}.pdf`);
  writeFileSync(file, pdf);
  const prefix = join(folder, `${name}-${dpi}`);
  await run('pdftoppm', [
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-png',
    file,
    prefix,
  ]);
  const png = readFileSync(`${prefix}-${page}.png`);
  const { width = 0, height = 0 } = await sharp(png).metadata();
  const found: string[] = [];
  const halves = [
    { left: 0, top: 0, width, height },
    {
      left: 0,
      top: Math.floor(height / 2),
      width: Math.floor(width / 2),
      height: Math.floor(height / 2),
    },
  ];
  for (const region of halves) {
    const { data, info } = await sharp(png)
      .extract(region)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    if (code) found.push(code.data);
  }
  return found;
}

describe.each(testDatabases)('print kit on $kind', (testDatabase) => {
  let server: TestServer;
  let owner: { client: HttpClient; userId: string };

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
    owner = await signedInOwner(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, client: HttpClient = owner.client) => fetchBytes(server, client, path);

  it.skipIf(!poppler)(
    'every format and design: texts in the event’s language, a QR code of the guest link',
    async () => {
      const seeded = await ownedEvent(server, owner.userId, { plan: 'basic' });
      const link = guestUrl(server.config.baseUrl, seeded.eventId);
      for (const format of printFormats) {
        for (const design of printDesigns) {
          const answer = await get(printKitPath(seeded.eventId, { format, design }));
          expect(answer.status, `${format} ${design}`).toBe(200);
          expect(answer.headers.get('content-type')).toBe('application/pdf');
          expect(answer.headers.get('content-disposition')).toMatch(/^attachment; /);
          const text = await pdfText(answer.bytes, `${format}-${design}`);
          expect(text).toContain('Podzielcie się z nami zdjęciami!');
          expect(text).toContain('Wesele Ani i Tomka');
          expect(text).toContain('Zeskanuj kod · stuknij przycisk · wyślij – bez aplikacji');
          expect(text).toContain(link);
          expect(await qrCodes(answer.bytes, `${format}-${design}`, 100)).toContain(link);
        }
      }
    },
  );

  it.skipIf(!poppler)('the hosts’ own texts; the smallest code still reads at 2 cm', async () => {
    const seeded = await ownedEvent(server, owner.userId, { plan: 'basic', language: 'en' });
    const link = guestUrl(server.config.baseUrl, seeded.eventId);
    const answer = await get(
      printKitPath(seeded.eventId, {
        format: 'tableCard',
        design: 'bold',
        headline: 'Zdjęcia, proszę! 📸',
        subline: 'Żółć gęślą jaźń',
      }),
    );
    expect(answer.status).toBe(200);
    const text = await pdfText(answer.bytes, 'own');
    expect(text).toContain('Zdjęcia, proszę!');
    expect(text).toContain('Żółć gęślą jaźń');
    expect(text).toContain('Scan the code · tap the button · send – no app needed');
    // A 45 mm code printed at 2 cm is 20/45 of it: render the page at that fraction of 150 dpi.
    expect(printQrMillimetres.tableCard).toBeGreaterThanOrEqual(20);
    const dpi = Math.round((150 * 20) / printQrMillimetres.tableCard);
    expect(await qrCodes(answer.bytes, 'own', dpi)).toContain(link);
  });

  it.skipIf(!poppler)('a different photo challenge on each table card', async () => {
    const seeded = await ownedEvent(server, owner.userId, { plan: 'standard' });
    const put = await owner.client.request('PUT', `/api/events/${seeded.eventId}/prompts`, {
      prompts: [{ title: 'Taniec' }, { title: 'Toast' }, { title: 'Uśmiech babci' }],
    });
    expect(put.status).toBe(200);
    const answer = await get(
      printKitPath(seeded.eventId, { format: 'tableCard', challenges: '1' }),
    );
    expect(answer.status).toBe(200);
    const text = await pdfText(answer.bytes, 'challenges');
    for (const title of ['Taniec', 'Toast', 'Uśmiech babci']) {
      expect(text).toContain(`Dzisiejsze wyzwanie: ${title}`);
    }
    const { stdout } = await run('pdfinfo', [join(folder, 'challenges.pdf')]);
    expect(stdout).toMatch(/Pages:\s+2/);
  });

  it('refuses bad options and other owners’ events', async () => {
    const seeded = await ownedEvent(server, owner.userId, { plan: 'basic' });
    const base = `/api/events/${seeded.eventId}/print-kit.pdf`;
    expect((await owner.client.get(`${base}?format=A3`)).status).toBe(400);
    expect((await owner.client.get(`${base}?design=neon`)).status).toBe(400);
    const long = await owner.client.get(`${base}?headline=${'x'.repeat(61)}`);
    expect(long.status).toBe(400);
    expect(long.body.data.issues[0].message).toBe('validation.printKit.headlineTooLong');
    const stranger = await signedInOwner(server);
    expect((await stranger.client.get(base)).status).toBe(404);
  });
});
