import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasSessionCookie, renderOwnerHtml } from './start-html';

const template = readFileSync(path.resolve('src/web/index.html'), 'utf8');

describe('the owner app HTML for a signed-out visitor', () => {
  it('knows a session cookie by its name, over http and https', () => {
    expect(hasSessionCookie('momenty.session_token=abc')).toBe(true);
    expect(hasSessionCookie('a=1; __Secure-momenty.session_token=abc')).toBe(true);
    expect(hasSessionCookie('momenty_device=x; momenty_guest_e1=y')).toBe(false);
    expect(hasSessionCookie('xmomenty.session_token=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('the start page: its headline and lead in the visitor language before any script', () => {
    const en = renderOwnerHtml(template, {
      signedOut: true,
      startLanguage: 'en',
      siteName: 'Momenty <&>',
    });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('<meta name="momenty-session" content="none" />');
    expect(en).toContain('Momenty &#60;&#38;&#62;');
    expect(en).toMatch(/<div id="root"><div class="ss" lang="en">.*<h1>[^<]+<\/h1>/);
    // Its landmarks, as the app's: the bar a header, the headline inside the page's main.
    expect(en).toMatch(
      /<header class="ss-bar">[^<]*<\/header><main class="ss-hero">.*<h1>.*<\/main>/,
    );
    // A search result's text: the start screen's lead, in the visitor's language.
    expect(en).toContain(
      '<meta name="description" content="Guests scan a QR code and send photos, videos, voice messages and wishes straight from their phones.',
    );
    // The app's stylesheets and code never hold the picture back.
    const built = template.replace(
      '</head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>',
    );
    const page = renderOwnerHtml(built, { signedOut: true, startLanguage: 'en', siteName: 'M' });
    expect(page).not.toContain('rel="stylesheet"');
    expect(page).toContain(
      '<link rel="preload" as="style" data-app-style crossorigin href="/assets/index-1.css">',
    );
    expect(page).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(page).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin');
    const pl = renderOwnerHtml(template, { signedOut: true, startLanguage: 'pl', siteName: 'M' });
    expect(pl).toContain('Wszystkie zdjęcia i\u00a0filmy od gości w\u00a0jednym miejscu');
  });

  it('other pages get only the hint; a visitor with a session cookie gets the page as built', () => {
    const other = renderOwnerHtml(template, {
      signedOut: true,
      startLanguage: null,
      siteName: 'M',
    });
    expect(other).toContain('<meta name="momenty-session" content="none" />');
    expect(other).toContain('<div id="root"></div>');
    expect(
      renderOwnerHtml(template, { signedOut: false, startLanguage: 'pl', siteName: 'M' }),
    ).toBe(template);
  });
});
