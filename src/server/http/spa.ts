/**
 * Serves the built web app: every file precompressed (brotli, gzip: built once
 * by scripts/precompress.mjs) when the browser takes it, hashed assets cached
 * for a year (and answered from memory: asset-cache.ts), other files for an
 * hour; the guest pages (guest.html with the event's shell and data filled in)
 * and index.html for every other path that is not an API or media path, both
 * revalidated on every visit.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { demoEventId, type PublicEventResponse } from '../../shared/api/public';
import { type Language, parseLanguage } from '../../shared/i18n/index';
import { credentialsOf, type GuestCredentials } from '../policies/guest-credentials';
import { AppError } from './app-error';
import { assetCache, immutableCacheControl } from './asset-cache';
import { compressAnswers } from './compress-answers';
import type { AppEnv } from './env';
import { renderGuestHtml } from './guest-html';
import { acceptedLanguage } from './language';
import { hasSessionCookie, renderOwnerHtml } from './start-html';

/** What the guest pages' HTML needs: the page's data, as GET /api/public/events/{id} answers it. */
export interface GuestPageSource {
  getEvent(
    eventId: string,
    language: Language,
    credentials: GuestCredentials,
  ): Promise<PublicEventResponse>;
}

/** The language a page request asks for: `?lang`, then the browser's (Accept-Language). */
function askedLanguage(c: Context<AppEnv>): Language | undefined {
  return parseLanguage(c.req.query('lang')) ?? acceptedLanguage(c.req.header('accept-language'));
}

/** A built HTML file kept in memory, read again when a new build replaces it. */
function htmlFile(file: string) {
  let cached: { mtimeMs: number; html: string } | undefined;
  return async () => {
    try {
      const { mtimeMs } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      cached = undefined;
      return undefined;
    }
  };
}

export function spa(webDir: string, guests?: GuestPageSource, options: { siteName?: string } = {}) {
  const root = path.resolve(webDir);
  const loadIndex = htmlFile(path.join(root, 'index.html'));
  const loadGuest = htmlFile(path.join(root, 'guest.html'));

  async function guestPage(c: Context<AppEnv>, eventId: string, page: 'event' | 'slideshow') {
    const template = await loadGuest();
    if (template === undefined || !guests) return undefined;
    const asked = askedLanguage(c);
    let answer: PublicEventResponse | null;
    try {
      answer = await guests.getEvent(eventId, asked ?? 'pl', credentialsOf(c.req.raw.headers));
    } catch (error) {
      // A link to no event says so at once; anything else is left to the app (it retries).
      if (!(error instanceof AppError && error.id === 'eventNotFound')) {
        return { html: template, found: true };
      }
      answer = null;
    }
    const language = asked ?? answer?.event.language ?? 'pl';
    return {
      html: renderGuestHtml(template, { answer, language, page, siteName: options.siteName }),
      found: answer !== null,
    };
  }

  const sendGuestPage = async (
    c: Context<AppEnv>,
    eventId: string,
    which: 'event' | 'slideshow' = 'event',
  ) => {
    const page = (await guestPage(c, eventId, which)) ?? { html: await loadIndex(), found: true };
    if (page.html === undefined) {
      return c.text('The web app is not built: run npm run build.', 503);
    }
    // The page holds what this visitor may see (the event's cookie): never shared, always asked.
    c.header('Cache-Control', 'private, no-cache');
    c.header('Vary', 'Cookie, Accept-Language');
    return c.html(page.html, page.found ? 200 : 404);
  };

  return (
    new Hono<AppEnv>()
      .use('/assets/*', assetCache(root))
      .use(
        '*',
        serveStatic({
          root,
          precompressed: true,
          // Folders never resolve to their index.html here: the fallback below sends it uncached.
          index: '\0',
          onFound: (file, c) => {
            const hashed = file.startsWith(path.join(root, 'assets') + path.sep);
            c.header('Cache-Control', hashed ? immutableCacheControl : 'public, max-age=3600');
          },
        }),
      )
      // The pages themselves are made per request: compressed on the way out.
      .use('*', compressAnswers({ types: /^text\/html\b/ }))
      .get('/test-event', (c) => sendGuestPage(c, demoEventId))
      .get('/public/:eventId', (c) => sendGuestPage(c, c.req.param('eventId')))
      .get('/public/:eventId/slideshow', (c) =>
        sendGuestPage(c, c.req.param('eventId'), 'slideshow'),
      )
      .get('*', async (c) => {
        // A missing file with an extension is a real 404, not a page of the app.
        if (path.extname(c.req.path) !== '') return c.notFound();
        const template = await loadIndex();
        if (template === undefined) {
          return c.text('The web app is not built: run npm run build.', 503);
        }
        // Without a session cookie the visitor is signed out for sure: the page says so, and `/`
        // shows the start screen's top before any script.
        const signedOut = !hasSessionCookie(c.req.header('cookie'));
        const startLanguage = signedOut && c.req.path === '/' ? (askedLanguage(c) ?? 'pl') : null;
        c.header('Cache-Control', 'private, no-cache');
        c.header('Vary', 'Cookie, Accept-Language');
        return c.html(
          renderOwnerHtml(template, {
            signedOut,
            startLanguage,
            siteName: options.siteName ?? 'Momenty',
          }),
        );
      })
  );
}
