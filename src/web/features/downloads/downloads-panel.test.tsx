// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventDetail } from '../../../shared/api/events';
import { defaultEventSettings } from '../../../shared/api/events';
import type { DownloadPlan } from '../../../shared/api/gallery';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { structuralViolations } from '../../../test/web/axe';
import { renderWithProviders, testConfig } from '../../../test/web/render';
import { eventQueryKey } from '../../shared/api/get-event';
import { DownloadsPanel } from './downloads-panel';

const event: EventDetail = {
  id: 'e1',
  name: 'Wesele Ani i Tomka',
  eventDate: '2026-06-20',
  plan: 'premium',
  paid: true,
  activationDate: '2026-06-20',
  timeZone: 'Europe/Warsaw',
  state: 'downloading',
  filesCount: 3,
  filesLimit: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  role: 'owner',
  description: '',
  type: 'wedding',
  guestCount: null,
  language: 'pl',
  settings: defaultEventSettings,
  style: {} as EventDetail['style'],
  hasPassword: false,
  videosCount: 0,
  albumsCount: 1,
  limits: { files: null, videos: null, albums: 10 },
  periods: {
    uploadStart: '2026-06-20T00:00:00.000Z',
    uploadEnd: '2026-07-19T22:00:00.000Z',
    downloadEnd: '2026-08-28T12:00:00.000Z',
  },
  guestUrl: 'http://localhost:3000/public/e1',
  expiresAt: '2026-08-29T00:00:00.000Z',
  zipStatus: 'FAILED',
};

const plan: DownloadPlan = {
  parts: [
    {
      part: 1,
      size: 4_000_000_000,
      files: 900,
      url: '/api/events/e1/download.zip?part=1',
      fileName: 'a-1.zip',
    },
    {
      part: 2,
      size: 1_000_000_000,
      files: 300,
      url: '/api/events/e1/download.zip?part=2',
      fileName: 'a-2.zip',
    },
  ],
  totalSize: 5_000_000_000,
  mediaCount: 1200,
  includesGuestbook: true,
  zipStatus: 'FAILED',
  partMaxBytes: 4_294_967_296,
};

type Call = { url: string; method: string };

function stubServer(answers: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method });
      const answer = answers[`${method} ${url}`];
      if (answer) return answer();
      return Response.json(
        { error: 'errors.notFound', status: 404, message: 'x' },
        { status: 404 },
      );
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function renderPanel(detail: EventDetail, language: 'pl' | 'en' = 'pl') {
  return renderWithProviders(<DownloadsPanel event={detail} />, {
    language,
    queries: [[eventQueryKey('e1'), detail]],
  });
}

describe('the downloads panel', () => {
  it('FAILED: says so with the support address, and Retry asks the server again', async () => {
    const calls = stubServer({
      'GET /api/events/e1/downloads': () => Response.json(plan),
      'POST /api/events/e1/zip/retry': () => Response.json({ zipStatus: 'GENERATING' }),
    });
    const { user, queryClient } = renderPanel(event);
    const status = screen.getByTestId('zip-status');
    expect(within(status).getByText(pl.downloads.panel.status.FAILED.title)).toBeTruthy();
    const mail = within(status).getByRole('link', { name: testConfig.supportEmail });
    expect(mail.getAttribute('href')).toBe(`mailto:${testConfig.supportEmail}`);
    expect(within(status).getByText(/48 godzin/)).toBeTruthy();
    await user.click(within(status).getByRole('button', { name: pl.downloads.panel.retry }));
    await waitFor(() =>
      expect(calls).toContainEqual({ url: '/api/events/e1/zip/retry', method: 'POST' }),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<EventDetail>(eventQueryKey('e1'))?.zipStatus).toBe(
        'GENERATING',
      ),
    );
    // The size and the parts of the whole-event archive come from the plan.
    expect(await screen.findByText('Plików: 1200, 4,7 GB, części: 2')).toBeTruthy();
  });

  it('lists the parts of an archive above the part size, each link named with its part (English)', async () => {
    stubServer({
      'GET /api/events/e1/downloads': () => Response.json({ ...plan, zipStatus: 'READY' }),
    });
    const { user } = renderPanel({ ...event, zipStatus: 'READY' }, 'en');
    await user.click(screen.getByRole('button', { name: en.downloads.panel.zip }));
    const dialog = await screen.findByRole('dialog', { name: en.downloads.parts.title });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `${en.downloads.parts.download}: Part 1 of 2: 900 files, 3.7 GB`,
      `${en.downloads.parts.download}: Part 2 of 2: 300 files, 953.7 MB`,
    ]);
    expect(links.map((link) => link.getAttribute('download'))).toEqual(['a-1.zip', 'a-2.zip']);
    expect(await structuralViolations(dialog)).toEqual([]);
  });

  it('an event with nothing in it yet says so, and the button saves no empty archive', async () => {
    const empty = {
      ...plan,
      parts: [{ ...plan.parts[0], size: 22, files: 0 }],
      totalSize: 22,
      mediaCount: 0,
      includesGuestbook: false,
      zipStatus: 'WAITING',
    };
    const calls = stubServer({ 'GET /api/events/e1/downloads': () => Response.json(empty) });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderPanel({ ...event, zipStatus: 'WAITING' });
    const summary = screen.getByTestId('zip-summary');
    await waitFor(() => expect(summary.textContent).toBe(pl.downloads.parts.empty));
    await user.click(screen.getByRole('button', { name: pl.downloads.panel.zip }));
    const dialog = await screen.findByRole('dialog', { name: pl.downloads.parts.title });
    expect(within(dialog).getByText(pl.downloads.parts.empty)).toBeTruthy();
    expect(within(dialog).queryByRole('link')).toBeNull();
    expect(clicked).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.url === '/api/events/e1/downloads')).toHaveLength(2);
    clicked.mockRestore();
  });

  it('FAILED: a refused retry shows the error and keeps the button', async () => {
    stubServer({
      'POST /api/events/e1/zip/retry': () =>
        Response.json({ error: 'errors.zipFailed', status: 500, message: 'x' }, { status: 500 }),
    });
    const { user } = renderPanel(event, 'en');
    await user.click(screen.getByRole('button', { name: en.downloads.panel.retry }));
    expect(await screen.findByText(en.errors.zipFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.downloads.panel.retry })).toBeTruthy();
  });

  it.each([
    ['WAITING', pl.downloads.panel.status.WAITING.text.replace('{{date}}', '20 lipca 2026')],
    ['GENERATING', pl.downloads.panel.status.GENERATING.text],
    ['READY', pl.downloads.panel.status.READY.text.replace('{{date}}', '28 sierpnia 2026')],
  ] as const)('%s: explains the state, with no retry', (zipStatus, text) => {
    stubServer({});
    renderPanel({ ...event, zipStatus });
    const status = screen.getByTestId('zip-status');
    expect(within(status).getByText(text)).toBeTruthy();
    expect(within(status).queryByRole('button')).toBeNull();
  });

  it('links the guestbook PDF in A4 and A5 and opens the slideshow in a new tab', () => {
    stubServer({});
    renderPanel({ ...event, zipStatus: 'READY' }, 'en');
    expect(screen.getByRole('link', { name: en.downloads.panel.pdfA4 }).getAttribute('href')).toBe(
      '/api/events/e1/guestbook.pdf?size=a4',
    );
    expect(screen.getByRole('link', { name: en.downloads.panel.pdfA5 }).getAttribute('href')).toBe(
      '/api/events/e1/guestbook.pdf?size=a5',
    );
    const slideshow = screen.getByRole('link', { name: en.downloads.panel.slideshowOpen });
    expect(slideshow.getAttribute('href')).toBe('/events/e1/slideshow');
    expect(slideshow.getAttribute('target')).toBe('_blank');
  });

  it('offers the upgrade instead of the slideshow below Premium', () => {
    stubServer({});
    renderPanel({ ...event, plan: 'standard', zipStatus: 'READY' }, 'en');
    expect(screen.queryByRole('link', { name: en.downloads.panel.slideshowOpen })).toBeNull();
    expect(
      screen.getByRole('link', { name: en.downloads.panel.slideshowUpgrade }).getAttribute('href'),
    ).toBe('/events/e1/upgrade');
  });
});
