// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicEvent } from '../../../../shared/api/public';
import { en } from '../../../../shared/i18n/en/index';
import { pl } from '../../../../shared/i18n/pl/index';
import { structuralViolations } from '../../../../test/web/axe';
import { renderWithProviders } from '../../../../test/web/render';
import { GuestEntryPoints } from './guest-entry-points';

/** Answers fetch from `answers` ("METHOD url"), else 404. */
function stubServer(answers: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = answers[`${init?.method ?? 'GET'} ${String(input)}`];
      if (answer) return answer();
      return Response.json(
        { error: 'errors.notFound', status: 404, message: 'x' },
        { status: 404 },
      );
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the guest page entry points', () => {
  const flags = (slideshowVisible: boolean, guestDownloadAvailable: boolean) =>
    ({ id: 'e1', slideshowVisible, guestDownloadAvailable }) satisfies Pick<
      PublicEvent,
      'id' | 'slideshowVisible' | 'guestDownloadAvailable'
    >;

  it('shows nothing when the owner allows neither', () => {
    renderWithProviders(<GuestEntryPoints language="pl" event={flags(false, false)} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the slideshow link and the ZIP button when allowed', () => {
    renderWithProviders(<GuestEntryPoints language="pl" event={flags(true, true)} />, {
      language: 'en',
    });
    expect(
      screen.getByRole('link', { name: en.downloads.guest.slideshow }).getAttribute('href'),
    ).toBe('/public/e1/slideshow?lang=pl');
    expect(screen.getByRole('button', { name: en.downloads.guest.zip })).toBeTruthy();
  });

  it('shows only what is allowed', () => {
    renderWithProviders(<GuestEntryPoints language="pl" event={flags(false, true)} />);
    expect(screen.queryByRole('link', { name: pl.downloads.guest.slideshow })).toBeNull();
    expect(screen.getByRole('button', { name: pl.downloads.guest.zip })).toBeTruthy();
  });

  it('shows the server’s "only the owner can download" when the guest ZIP is refused', async () => {
    stubServer({
      'GET /api/public/events/e1/downloads': () =>
        Response.json(
          { error: 'errors.guestDownloadNotAllowed', status: 403, message: 'x' },
          { status: 403 },
        ),
    });
    const { user } = renderWithProviders(
      <GuestEntryPoints language="pl" event={flags(false, true)} />,
    );
    await user.click(screen.getByRole('button', { name: pl.downloads.guest.zip }));
    expect(await screen.findByText(pl.errors.guestDownloadNotAllowed)).toBeTruthy();
  });

  it('lists a big archive’s parts, each link named with its part', async () => {
    const GB = 1_000_000_000;
    stubServer({
      'GET /api/public/events/e1/downloads': () =>
        Response.json({
          parts: [1, 2, 3].map((part) => ({
            part,
            size: part === 3 ? 1.2 * GB : 3.9 * GB,
            files: part === 3 ? 40 : 120,
            url: `/api/public/events/e1/download.zip?part=${part}`,
            fileName: `wesele-${part}.zip`,
          })),
          totalSize: 9 * GB,
          mediaCount: 280,
          includesGuestbook: true,
          zipStatus: 'READY',
          partMaxBytes: 4 * GB,
        }),
    });
    const { user } = renderWithProviders(
      <GuestEntryPoints language="pl" event={flags(false, true)} />,
    );
    await user.click(screen.getByRole('button', { name: pl.downloads.guest.zip }));
    const dialog = await screen.findByRole('dialog', { name: pl.downloads.parts.title });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/public/events/e1/download.zip?part=1',
      '/api/public/events/e1/download.zip?part=2',
      '/api/public/events/e1/download.zip?part=3',
    ]);
    // A screen reader's list of links tells the parts apart, and the name starts with what
    // the link shows (so a spoken "Pobierz" finds it).
    const names = links.map((link) => link.getAttribute('aria-label') ?? '');
    expect(new Set(names).size).toBe(3);
    expect(names[1]).toMatch(new RegExp(`^${pl.downloads.parts.download}: Część 2 z 3`));
    expect(await structuralViolations(dialog)).toEqual([]);
  });

  it('says there is nothing to download yet instead of saving an empty archive', async () => {
    stubServer({
      'GET /api/public/events/e1/downloads': () =>
        Response.json({
          parts: [
            {
              part: 1,
              size: 22,
              files: 0,
              url: '/api/public/events/e1/download.zip?part=1',
              fileName: 'wesele.zip',
            },
          ],
          totalSize: 22,
          mediaCount: 0,
          includesGuestbook: false,
          zipStatus: 'READY',
          partMaxBytes: 4_294_967_296,
        }),
    });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(
      <GuestEntryPoints language="pl" event={flags(false, true)} />,
    );
    await user.click(screen.getByRole('button', { name: pl.downloads.guest.zip }));
    const dialog = await screen.findByRole('dialog', { name: pl.downloads.parts.title });
    expect(within(dialog).getByText(pl.downloads.parts.empty)).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(clicked).not.toHaveBeenCalled();
    clicked.mockRestore();
  });
});
