import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaAccept } from '../../shared/domain/limits';
import { testDatabases } from '../../test/db';
import { seedEvent, warsawDay } from '../../test/guest';
import { rawRequest as rawGet } from '../../test/raw-http';
import { startTestServer, type TestServer } from '../../test/server';
import { events } from '../db/schema';

/** A raw HTTP GET: the body as the server sent it (no decoding), with every header. */
/** The inline data of a guest page, as the browser's script reads it. */
function inlineData(html: string) {
  const match = /<script id="guest-data" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
}

/** The page without the buttons' icons, for comparing the rest of a button. */
const withoutIcons = (html: string) =>
  html.replace(/<svg [^>]*>(?:<path d="[^"]*"\/>)+<\/svg>/g, '');

const template = readFileSync(path.resolve('src/web/guest.html'), 'utf8')
  .replace(
    '<script type="module" src="/guest-main.tsx"></script>',
    '<script type="module" src="/assets/guest-1a2b3c.js"></script>',
  )
  // As the build writes the page's stylesheet.
  .replace(
    '</head>',
    '<link rel="stylesheet" crossorigin href="/assets/guest-1a2b3c.css">\n</head>',
  );

describe.each(testDatabases)('guest pages as HTML on $kind', (testDatabase) => {
  let server: TestServer;
  let webDir: string;
  const script = `console.log(${JSON.stringify('guest '.repeat(400))});`;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'momenty-guest-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDir, 'guest.html'), template);
    const asset = path.join(webDir, 'assets', 'guest-1a2b3c.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script));
    server = await startTestServer(testDatabase, { webDir });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('an open event: name, date and upload button in the first HTML, with its data inline', async () => {
    const { eventId } = await seedEvent(server, { extraAlbums: 1 });
    await server.database.db
      .update(events)
      .set({ name: 'Ania & Tomek </script><script>alert(1)</script>', eventDate: '2026-06-20' })
      .where(eq(events.id, eventId));
    const res = await rawGet(`${server.url}/public/${eventId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('Cookie');
    expect(res.headers.vary).toContain('Accept-Language');
    const html = withoutIcons(res.body.toString('utf8'));
    expect(html).toContain('<html lang="pl">');
    expect(html).toMatch(
      /<h1[^>]*>Ania &#38; Tomek &#60;\/script&#62;&#60;script&#62;alert\(1\)&#60;\/script&#62;<\/h1>/,
    );
    expect(html).toContain('<time datetime="2026-06-20">20 czerwca 2026</time>');
    // "Share" is the browser's own picker, usable before any script, with the page's `accept`.
    expect(html).toContain(
      `<label class="gs-btn" data-primary><input type="file" class="gs-pick" accept="${mediaAccept}" multiple data-shell-picker><span>Podziel się wspomnieniami</span></label>`,
    );
    // "Message" and "voice" are links to marked places in the page: a tap before any script
    // marks the address, and the page opens that dialog when it starts.
    expect(html).toContain(
      '<a class="gs-btn" href="#message"><span>Zostaw wpis w księdze gości</span></a>',
    );
    expect(html).toContain(
      '<a class="gs-btn" href="#voice"><span>Nagraj życzenia głosowe</span></a>',
    );
    expect(html).toContain(
      '<i id="message" class="gs-mark"></i><i id="voice" class="gs-mark"></i>',
    );
    // The page's stylesheet does not hold the picture back: the app applies it before it renders.
    expect(html).toContain(
      '<link rel="preload" as="style" data-app-style crossorigin href="/assets/guest-1a2b3c.css">',
    );
    expect(html).not.toContain('rel="stylesheet"');
    // The name never closes the data's script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const data = inlineData(html);
    expect(data.language).toBe('pl');
    expect(data.answer.access).toBe('open');
    expect(data.answer.event.id).toBe(eventId);
    expect(data.answer.event.name).toBe('Ania & Tomek </script><script>alert(1)</script>');
    expect(data.answer.event.albums).toHaveLength(2);
  });

  it('an event not yet taking uploads: its buttons are disabled in the first HTML, as on the page; no picker on the slideshow', async () => {
    const { eventId } = await seedEvent(server, { activationDate: warsawDay(3) });
    const html = withoutIcons((await rawGet(`${server.url}/public/${eventId}`)).body.toString());
    expect(inlineData(html).answer.event.uploadState).toBe('notYetActive');
    expect(html).not.toContain('data-shell-picker');
    expect(html).not.toContain('<a class="gs-btn"');
    expect(html).toContain(
      '<button type="button" class="gs-btn" data-primary disabled><span>Podziel się wspomnieniami</span></button>',
    );
    expect(html).toContain(
      '<button type="button" class="gs-btn" disabled><span>Zostaw wpis w księdze gości</span></button>',
    );
    // The slideshow's picture has no picker: nothing there would take the picks.
    const open = await seedEvent(server);
    const slideshow = withoutIcons(
      (await rawGet(`${server.url}/public/${open.eventId}/slideshow`)).body.toString(),
    );
    expect(slideshow).not.toContain('data-shell-picker');
    expect(slideshow).not.toContain('class="gs-mark"');
    expect(slideshow).toContain(
      '<button type="button" class="gs-btn"><span>Zostaw wpis w księdze gości</span></button>',
    );
    expect(slideshow).toContain(
      '<button type="button" class="gs-btn" data-primary><span>Podziel się wspomnieniami</span></button>',
    );
    // The demo takes nothing either.
    const demo = (await rawGet(`${server.url}/test-event?lang=pl`)).body.toString();
    expect(demo).not.toContain('data-shell-picker');
    expect(demo).toMatch(/<button type="button" class="gs-btn" data-primary disabled>/);
  });

  it('sizes the name so that its longest word fits a phone before any script', async () => {
    const { eventId } = await seedEvent(server);
    await server.database.db
      .update(events)
      .set({ name: 'Wesele Brzęczyszczykiewiczów' })
      .where(eq(events.id, eventId));
    const html = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    // 21 letters at about 0.62 em each: the size is capped by the screen's width.
    expect(html).toContain(
      '<h1 style="font-size:min(var(--guest-title-size),calc((100vw - 40px) / 13.02))">Wesele Brzęczyszczykiewiczów</h1>',
    );
    const short = await seedEvent(server);
    expect((await rawGet(`${server.url}/public/${short.eventId}`)).body.toString()).toContain(
      '<h1>Wesele Ani i Tomka</h1>',
    );
  });

  it("the first HTML wears the owner's look, as the page does: sizes, font, position, panels, icons", async () => {
    const { eventId } = await seedEvent(server);
    await server.database.db
      .update(events)
      .set({
        style: {
          backgroundSize: 'half',
          contentPosition: 'top',
          font: 'Lato',
          titleFontSize: 52,
          textFontSize: 20,
          topText: { text: 'Zapraszamy', background: true, opacity: 0.8, radius: 16 },
          button: { color: '#1d4e89', radius: 4 },
        },
      })
      .where(eq(events.id, eventId));
    const html = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    const main = /<main class="gs" data-size="half" data-position="top" style="([^"]*)">/.exec(
      html,
    )?.[1];
    expect(main).toBeDefined();
    const variables = Object.fromEntries(
      (main ?? '')
        .replaceAll('&#39;', "'")
        .replaceAll('&#34;', '"')
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).slice(0, 2)),
    );
    expect(variables).toMatchObject({
      '--guest-title-size': '52px',
      '--guest-text-size': '20px',
      '--guest-bold': '700',
      '--guest-button-color': '#1d4e89',
      '--guest-button-radius': '4px',
      '--guest-bg-color': '#f4ece6',
      '--guest-bg-mobile': 'none',
    });
    expect(variables['--guest-font']).toMatch(/^'Lato', system-ui/);
    expect(html).toContain(
      '<div class="gs-block" style="background:rgba(255, 255, 255, 0.8);border-radius:16px"><p>Zapraszamy</p><p class="gs-date">',
    );
    // The three buttons carry the page's own icons.
    expect(html.match(/<svg [^>]*aria-hidden="true">(?:<path d="[^"]*"\/>)+<\/svg>/g)).toHaveLength(
      3,
    );
  });

  it('a stored look that no longer passes the checks shows the default look, never its values', async () => {
    const { eventId } = await seedEvent(server);
    await server.database.db
      .update(events)
      .set({
        style: {
          backgroundColor: 'red;background-image:url(https://elsewhere.example/x.png)',
          titleFontSize: 44,
        } as never,
      })
      .where(eq(events.id, eventId));
    const page = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    // The picture (the data for the page's script follows it).
    const picture = page.slice(
      page.indexOf('<div id="root">'),
      page.indexOf('<script id="guest-data"'),
    );
    expect(picture).toContain('<main class="gs"');
    expect(picture).not.toContain('elsewhere.example');
    expect(picture).toContain('--guest-bg-color:#f4ece6;');
    expect(picture).toContain('--guest-title-size:40px;');
  });

  it('speaks the language asked: ?lang, then the browser, then the event', async () => {
    const { eventId } = await seedEvent(server, { language: 'en' });
    const byEvent = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    expect(byEvent).toContain('<html lang="en">');
    expect(byEvent).toContain('>Share your memories</span></label>');
    const byBrowser = (
      await rawGet(`${server.url}/public/${eventId}`, { 'Accept-Language': 'pl-PL,pl;q=0.9' })
    ).body.toString();
    expect(byBrowser).toContain('<html lang="pl">');
    expect(inlineData(byBrowser).language).toBe('pl');
    const byQuery = (
      await rawGet(`${server.url}/public/${eventId}/slideshow?lang=en`, {
        'Accept-Language': 'pl-PL',
      })
    ).body.toString();
    expect(byQuery).toContain('<html lang="en">');
  });

  it('a protected event shows only the password screen: no gallery data before the password', async () => {
    const { eventId } = await seedEvent(server, { password: 'sekret' });
    const html = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    expect(html).toContain('To wydarzenie jest chronione hasłem');
    expect(html).not.toContain('Podziel się wspomnieniami');
    // The prompt's card as the page draws it: the field can be typed into before any script, and
    // "enter" is a link to a marked place, which the page takes when it starts. No form: nothing
    // could send the password before the page (a form's own sending would put it in the address).
    expect(html).toContain('<h1 class="gs-name">Wesele Ani i Tomka</h1>');
    expect(html).toContain(
      '<input id="gs-password" class="gs-input" type="password" autocomplete="current-password" data-shell-password>',
    );
    expect(html).toContain('<a class="gs-submit" href="#unlock">Wejdź</a>');
    expect(html).toContain('<i id="unlock" class="gs-mark"></i>');
    expect(html).not.toContain('<form');
    // The slideshow's picture is the same prompt: its page takes what is typed there too.
    const slideshow = (await rawGet(`${server.url}/public/${eventId}/slideshow`)).body.toString();
    expect(slideshow).toContain('To wydarzenie jest chronione hasłem');
    expect(slideshow).toContain('data-shell-password>');
    expect(slideshow).toContain('<a class="gs-submit" href="#unlock">Wejdź</a>');
    const data = inlineData(html);
    expect(data.answer.access).toBe('locked');
    expect(data.answer.event.albums).toBeUndefined();
    expect(data.answer.event.allowance).toBeUndefined();
  });

  it('a link sent in a messenger previews the event’s name and an invitation, in its language', async () => {
    const { eventId } = await seedEvent(server, { password: 'sekret' });
    const html = (await rawGet(`${server.url}/public/${eventId}`)).body.toString();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta property="og:title" content="Wesele Ani i Tomka">');
    expect(head).toContain('<meta property="og:site_name" content="Momenty">');
    expect(head).toContain('<meta property="og:type" content="website">');
    expect(head).toContain(
      '<meta property="og:description" content="Dodaj swoje zdjęcia, filmy i życzenia prosto z telefonu – bez aplikacji i bez konta.">',
    );
    expect(head).toContain('<meta name="description" content="Dodaj swoje zdjęcia');
    const english = (await rawGet(`${server.url}/public/${eventId}?lang=en`)).body.toString();
    expect(english).toContain(
      '<meta property="og:description" content="Add your photos, videos and wishes straight from your phone – no app, no account.">',
    );
    // A name is text in an attribute, never markup.
    const odd = await seedEvent(server);
    await server.database.db
      .update(events)
      .set({ name: 'Ania "&" <Tomek>' })
      .where(eq(events.id, odd.eventId));
    const oddHtml = (await rawGet(`${server.url}/public/${odd.eventId}`)).body.toString();
    expect(oddHtml).toContain(
      '<meta property="og:title" content="Ania &#34;&#38;&#34; &#60;Tomek&#62;">',
    );
  });

  it('a link to no event answers 404 with the "not found" screen at once', async () => {
    const res = await rawGet(`${server.url}/public/doesnotexist1`);
    expect(res.status).toBe(404);
    const html = res.body.toString();
    expect(html).toContain('Nie znaleziono wydarzenia');
    expect(inlineData(html)).toBeNull();
    expect(html).not.toContain('og:title');
  });

  it('the test event is a guest page too', async () => {
    const html = (await rawGet(`${server.url}/test-event?lang=en`)).body.toString();
    expect(html).toContain('<html lang="en">');
    expect(inlineData(html).answer.event.demo).toBe(true);
  });

  it('pages go out compressed; built files go out precompressed and cached for a year', async () => {
    const { eventId } = await seedEvent(server);
    const page = await rawGet(`${server.url}/public/${eventId}`, { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('Podziel się wspomnieniami');

    const url = `${server.url}/assets/guest-1a2b3c.js`;
    const br = await rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(readFileSync(path.join(webDir, 'assets', 'guest-1a2b3c.js.br')))).toBe(
      true,
    );
    const gz = await rawGet(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await rawGet(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('API answers over 1 KB go out compressed', async () => {
    const { eventId } = await seedEvent(server, { extraAlbums: 30 });
    const res = await rawGet(`${server.url}/api/public/events/${eventId}`, {
      'Accept-Encoding': 'gzip',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).event.albums).toHaveLength(31);
    expect(res.headers['content-length']).toBe(String(res.body.length));
  });

  it('API answers under 1 KB go out as they are, with their length', async () => {
    const { eventId } = await seedEvent(server);
    const res = await rawGet(`${server.url}/api/public/events/${eventId}`, {
      'Accept-Encoding': 'gzip, deflate, br',
    });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.body.length));
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(res.body.toString()).event.id).toBe(eventId);
  });
});
