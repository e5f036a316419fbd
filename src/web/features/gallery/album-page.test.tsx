// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Album } from '../../../shared/api/events';
import type { MediaCounts } from '../../../shared/api/gallery';
import { en } from '../../../shared/i18n/en/index';
import { pl } from '../../../shared/i18n/pl/index';
import { ownerMedia } from '../../../test/web/album';
import { FakeEventSource } from '../../../test/web/fake-event-source';
import { renderWithProviders } from '../../../test/web/render';
import { albumsQueryKey } from '../../shared/api/albums';
import { AlbumPage } from './album-page';
import type { OwnerMedia } from './api/owner-media';
import { prefetchFirstPage } from './grid-prefetch';
import { pageRequest } from './page-request';

const albums: Album[] = [
  { id: 'a1', name: 'Główny', isDefault: true, filesCount: 33, position: 0 },
  { id: 'a2', name: 'Ceremonia', isDefault: false, filesCount: 0, position: 1 },
];

/** The owner media API of one event, in memory, answering like the server (fetch boundary). */
class FakeServer {
  media: OwnerMedia[] = [];
  requests: { method: string; url: URL; body: unknown }[] = [];

  constructor() {
    for (let index = 0; index < 30; index += 1)
      this.media.push(
        ownerMedia(`p${String(index).padStart(2, '0')}`, {
          createdAt: new Date(Date.UTC(2026, 5, 20, 12, 0, 30 - index)).toISOString(),
        }),
      );
    this.media.push(ownerMedia('v1', { kind: 'video', durationMs: 75_000 }));
    this.media.push(ownerMedia('v2', { kind: 'video', durationMs: 5_000 }));
    this.media.push(
      ownerMedia('s1', {
        kind: 'audio',
        durationMs: 12_000,
        urls: { ...ownerMedia('s1').urls, thumb: null },
      }),
    );
  }

  liveCursor = 40;
  /** Items per page; null answers everything at once. */
  pageSize: number | null = null;

  counts(albumId: string): MediaCounts {
    const inAlbum = this.media.filter((item) => item.albumId === albumId);
    return {
      all: inAlbum.length,
      photo: inAlbum.filter((item) => item.kind === 'photo').length,
      video: inAlbum.filter((item) => item.kind === 'video').length,
      audio: inAlbum.filter((item) => item.kind === 'audio').length,
    };
  }

  fetch = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, url, body });
    if (url.pathname === '/api/events/e1/media' && method === 'GET') {
      const albumId = url.searchParams.get('albumId') ?? '';
      const kind = url.searchParams.get('kind');
      const items = this.media.filter(
        (item) => item.albumId === albumId && (!kind || item.kind === kind),
      );
      // Pages of `pageSize` items when it is set; the cursor is the offset of the next one.
      const offset = Number(url.searchParams.get('cursor') ?? 0);
      const end = this.pageSize === null ? items.length : offset + this.pageSize;
      // Every answer is read at a later live position; the stream starts at the first one's.
      this.liveCursor += 1;
      return Response.json({
        items: items.slice(offset, end),
        nextCursor: end < items.length ? String(end) : null,
        counts: this.counts(albumId),
        liveCursor: this.liveCursor,
      });
    }
    if (url.pathname === '/api/events/e1/media' && method === 'PATCH') {
      const { ids, hidden, albumId } = body as {
        ids: string[];
        hidden?: boolean;
        albumId?: string;
      };
      if (ids.length > 20)
        return Response.json(
          { error: 'validation.selection.tooMany', status: 400, message: 'too many' },
          { status: 400 },
        );
      this.media = this.media.map((item) =>
        ids.includes(item.id)
          ? { ...item, hidden: hidden ?? item.hidden, albumId: albumId ?? item.albumId }
          : item,
      );
      return Response.json({ items: this.media.filter((item) => ids.includes(item.id)) });
    }
    if (url.pathname === '/api/events/e1/media' && method === 'DELETE') {
      const { ids } = body as { ids: string[] };
      this.media = this.media.filter((item) => !ids.includes(item.id));
      return Response.json({ deleted: ids });
    }
    if (url.pathname === '/api/events/e1/albums') return Response.json({ albums });
    return Response.json(
      { error: 'errors.eventNotFound', status: 404, message: 'not found' },
      { status: 404 },
    );
  };

  last(method: string) {
    return this.requests.filter((request) => request.method === method).at(-1);
  }
}

let server: FakeServer;

beforeEach(() => {
  server = new FakeServer();
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.forget();
});

function renderPage(path = '/albums/e1/a1', language: 'pl' | 'en' = 'pl', albumId = 'a1') {
  return renderWithProviders(<AlbumPage eventId="e1" albumId={albumId} />, {
    path,
    language,
    queries: [[albumsQueryKey('e1'), albums]],
  });
}

/** The grid's page reads the server got, in order. */
const pageRequests = () =>
  server.requests.filter(
    (request) => request.method === 'GET' && request.url.pathname === '/api/events/e1/media',
  );

/** Holds the browser's frames; the function returned paints the held ones. */
function holdFrames(): () => void {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  return () =>
    act(() => {
      for (const frame of frames.splice(0)) frame(performance.now());
    });
}

const tiles = () => screen.getAllByTestId('media-tile');
const tileIds = () => tiles().map((tile) => tile.dataset.id);

describe('AlbumPage', () => {
  it('shows the album, its counts per kind and the tiles newest first', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Główny' })).toBeTruthy();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20));
    expect(tileIds().slice(0, 2)).toEqual(['p00', 'p01']);
    expect(screen.getByText('Wszystko (33)')).toBeTruthy();
    expect(screen.getByText('Filmy (2)')).toBeTruthy();
    expect(screen.getByText('Nagrania (1)')).toBeTruthy();
    expect(screen.getByText(/33 pliki/)).toBeTruthy();
    const request = server.last('GET');
    expect(request?.url.searchParams.get('albumId')).toBe('a1');
    expect(request?.url.searchParams.get('sort')).toBe('uploaded');
    expect(request?.url.searchParams.get('limit')).toBe('200');
  });

  it('asks for the rest of the album only once the first page is on screen', async () => {
    server.pageSize = 20;
    const paint = holdFrames();
    renderPage();
    await waitFor(() => expect(tileIds()).toContain('p19'));
    // Not before the browser has painted a frame with the first tiles.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pageRequests()).toHaveLength(1);
    expect(tileIds()).not.toContain('p20');
    paint();
    await waitFor(() => expect(tileIds()).toContain('p20'));
    expect(pageRequests()).toHaveLength(2);
    expect(pageRequests()[1]?.url.searchParams.get('cursor')).toBe('20');
    expect(pageRequests()[1]?.url.searchParams.get('limit')).toBe('2000');
  });

  it('shows the first page that arrived while the app started in its first render, without asking again', async () => {
    server.pageSize = 20;
    const paint = holdFrames();
    await prefetchFirstPage(
      'e1',
      pageRequest({ albumId: 'a1', kind: null, sort: 'uploaded', promptId: null }, null),
    );
    renderPage();
    // No loading render first: the tiles and counts are there at once.
    expect(tileIds().slice(0, 2)).toEqual(['p00', 'p01']);
    expect(screen.getByText('Wszystko (33)')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pageRequests()).toHaveLength(1);
    // The rest once a frame with the first tiles was painted, from the page's cursor.
    paint();
    await waitFor(() => expect(tileIds()).toContain('p20'));
    expect(pageRequests()[1]?.url.searchParams.get('cursor')).toBe('20');
    // Started with once: another view, and then this one again, are asked for.
    server.requests = [];
    renderPage('/albums/e1/a1?kind=video');
    await waitFor(() => expect(pageRequests()).toHaveLength(1));
  });

  it('reads the filter and sort from the URL and writes changes back', async () => {
    const { user, router } = renderPage('/albums/e1/a1?kind=video&sort=taken', 'en');
    await waitFor(() => expect(tileIds()).toEqual(['v1', 'v2']));
    expect(server.last('GET')?.url.searchParams.get('kind')).toBe('video');
    expect(server.last('GET')?.url.searchParams.get('sort')).toBe('taken');
    expect(screen.getByText('1:15')).toBeTruthy();
    await user.click(screen.getByText(`${en.album.filters.audio} (1)`));
    await waitFor(() => expect(tileIds()).toEqual(['s1']));
    expect(router.state.location.search).toContain('kind=audio');
    expect(router.state.location.search).toContain('sort=taken');
    await user.click(screen.getByText(`${en.album.filters.all} (33)`));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20));
    expect(router.state.location.search).not.toContain('kind=');
  });

  it('selects up to 20 items and refuses the 21st with a message', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(20));
    await user.click(screen.getByRole('button', { name: pl.album.selection.start }));
    const all = tiles();
    for (const tile of all.slice(0, 20)) await user.click(within(tile).getByRole('checkbox'));
    const bar = screen.getByTestId('selection-bar');
    expect(within(bar).getByText('Zaznaczono 20 / 20')).toBeTruthy();
    expect(within(bar).queryByRole('alert')).toBeNull();
    await user.click(within(all[20] as HTMLElement).getByRole('checkbox'));
    expect(within(bar).getByRole('alert').textContent).toBe(pl.validation.selection.tooMany);
    expect(within(bar).getByText('Zaznaczono 20 / 20')).toBeTruthy();
    expect((within(all[20] as HTMLElement).getByRole('checkbox') as HTMLInputElement).checked).toBe(
      false,
    );
    // Unselecting one makes room again and clears the message.
    await user.click(within(all[0] as HTMLElement).getByRole('checkbox'));
    expect(within(bar).queryByRole('alert')).toBeNull();
    expect(within(bar).getByText('Zaznaczono 19 / 20')).toBeTruthy();
  });

  it('selects a range with shift-click, never past the limit', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(25));
    const all = tiles();
    await user.click(within(all[0] as HTMLElement).getByRole('checkbox'));
    await user.keyboard('{Shift>}');
    await user.click(within(all[25] as HTMLElement).getByRole('checkbox'));
    await user.keyboard('{/Shift}');
    const bar = screen.getByTestId('selection-bar');
    expect(within(bar).getByText('Zaznaczono 20 / 20')).toBeTruthy();
    expect(within(bar).getByRole('alert')).toBeTruthy();
  });

  it('hides the selection, then shows the hidden badge and closes the bar', async () => {
    const { user } = renderPage('/albums/e1/a1', 'en');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(tiles()[1] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en.album.selection.hide }));
    await waitFor(() => expect(screen.queryByTestId('selection-bar')).toBeNull());
    expect(server.last('PATCH')?.body).toEqual({ ids: ['p00', 'p01'], hidden: true });
    expect(within(tiles()[0] as HTMLElement).getByText(en.album.tile.hidden)).toBeTruthy();
    expect(within(tiles()[2] as HTMLElement).queryByText(en.album.tile.hidden)).toBeNull();
  });

  it('moves the selection to another album: the items leave the grid and the counts follow', async () => {
    const { user } = renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(within(tiles()[1] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: pl.album.selection.move }));
    const dialog = await screen.findByRole('dialog');
    // The title says what the dialog does once; the field is named for what it asks.
    expect(within(dialog).getAllByText(pl.album.selection.moveTo)).toHaveLength(1);
    expect(within(dialog).getAllByLabelText(pl.album.selection.moveTarget).length).toBeGreaterThan(
      0,
    );
    await user.click(within(dialog).getByRole('button', { name: pl.album.selection.moveSubmit }));
    await waitFor(() => expect(tileIds()[0]).toBe('p02'));
    expect(server.last('PATCH')?.body).toEqual({ ids: ['p00', 'p01'], albumId: 'a2' });
    expect(screen.getByText('Wszystko (31)')).toBeTruthy();
    expect(await screen.findByText('Przeniesiono 2 pliki do albumu „Ceremonia”.')).toBeTruthy();
  });

  it('deletes the selection after confirmation; cancelling changes nothing', async () => {
    const { user } = renderPage('/albums/e1/a1', 'en');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: en.album.selection.delete }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: en.album.deleteMedia.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.last('DELETE')).toBeUndefined();
    await user.click(screen.getByRole('button', { name: en.album.selection.delete }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/1 file will be deleted for good/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: en.album.deleteMedia.submit }));
    await waitFor(() => expect(tileIds()[0]).toBe('p01'));
    expect(server.last('DELETE')?.body).toEqual({ ids: ['p00'] });
    expect(screen.getByText(`${en.album.filters.all} (32)`)).toBeTruthy();
  });

  it('shows the server error of a refused action and keeps the items', async () => {
    const { user } = renderPage('/albums/e1/a1', 'en');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getByRole('checkbox'));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { error: 'errors.eventNotFound', status: 404, message: 'nope' },
          { status: 404 },
        ),
      ),
    );
    await user.click(screen.getByRole('button', { name: en.album.selection.hide }));
    expect(await screen.findByText(en.errors.eventNotFound)).toBeTruthy();
    expect(tileIds()[0]).toBe('p00');
    expect(screen.getByTestId('selection-bar')).toBeTruthy();
  });

  it('applies live messages: new uploads on top, updates, moves away and removals', async () => {
    renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    const source = FakeEventSource.current;
    // From the position the first page was read at: a change in between is replayed.
    expect(source?.url).toBe('/api/events/e1/live?lastEventId=41');
    act(() =>
      source?.emit({
        type: 'media.added',
        item: ownerMedia('new', { state: 'processing', createdAt: '2026-06-21T00:00:00.000Z' }),
      }),
    );
    expect(tileIds()[0]).toBe('new');
    expect(screen.getByText('Wszystko (34)')).toBeTruthy();
    expect(within(tiles()[0] as HTMLElement).getByLabelText(pl.album.tile.processing)).toBeTruthy();
    act(() =>
      source?.emit({
        type: 'media.updated',
        item: ownerMedia('new', { createdAt: '2026-06-21T00:00:00.000Z' }),
      }),
    );
    expect(within(tiles()[0] as HTMLElement).queryByLabelText(pl.album.tile.processing)).toBeNull();
    act(() =>
      source?.emit({ type: 'media.added', item: ownerMedia('elsewhere', { albumId: 'a2' }) }),
    );
    expect(tileIds()).not.toContain('elsewhere');
    act(() => source?.emit({ type: 'media.updated', item: ownerMedia('p00', { albumId: 'a2' }) }));
    act(() => source?.emit({ type: 'media.removed', ids: ['new', 'p01'] }));
    expect(tileIds().slice(0, 2)).toEqual(['p02', 'p03']);
    expect(screen.getByText('Wszystko (31)')).toBeTruthy();
  });

  it('says live updates are paused only once the stream has failed, until it is back', async () => {
    renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    const source = FakeEventSource.current;
    // Opened, not yet answered: connecting is not being offline.
    expect(screen.queryByLabelText(pl.album.live.offline)).toBeNull();
    act(() => source?.onerror?.());
    expect(screen.getByLabelText(pl.album.live.offline)).toBeTruthy();
    act(() => source?.onopen?.());
    expect(screen.queryByLabelText(pl.album.live.offline)).toBeNull();
  });

  it('reloads the grid when the stream says reset', async () => {
    renderPage();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    const before = server.requests.filter((request) =>
      request.url.pathname.endsWith('/media'),
    ).length;
    server.media = server.media.slice(5);
    const source = FakeEventSource.current;
    act(() => source?.emit({ type: 'reset' }));
    await waitFor(() => expect(tileIds()[0]).toBe('p05'));
    // The stream stays open: only the grid was read again.
    expect(FakeEventSource.current).toBe(source);
    expect(source?.url).toBe('/api/events/e1/live?lastEventId=41');
    expect(
      server.requests.filter((request) => request.url.pathname.endsWith('/media')).length,
    ).toBeGreaterThan(before);
  });

  it('opens the lightbox with the sender and moves with the keyboard', async () => {
    const { user } = renderPage('/albums/e1/a1', 'en');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 33')).toBeTruthy();
    expect(within(dialog).getAllByText('Zażółć Gęślą').length).toBeGreaterThan(0);
    expect(
      within(dialog)
        .getByRole('link', { name: en.album.lightbox.downloadOriginal })
        .getAttribute('href'),
    ).toBe('/media/e1/p00/original');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('2 of 33')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: en.album.lightbox.hide }));
    await waitFor(() => expect(server.last('PATCH')?.body).toEqual({ ids: ['p01'], hidden: true }));
    expect(
      await within(dialog).findByRole('button', { name: en.album.lightbox.show }),
    ).toBeTruthy();
  });

  it('deletes from the lightbox after confirmation and shows the next item', async () => {
    const { user } = renderPage('/albums/e1/a1', 'en');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
    await user.click(within(tiles()[0] as HTMLElement).getAllByRole('button')[0] as HTMLElement);
    const lightbox = await screen.findByRole('dialog');
    await user.click(within(lightbox).getByRole('button', { name: en.album.lightbox.delete }));
    const confirm = await screen.findByRole('dialog', { name: en.album.deleteMedia.title });
    await user.click(within(confirm).getByRole('button', { name: en.album.deleteMedia.submit }));
    await waitFor(() => expect(server.last('DELETE')?.body).toEqual({ ids: ['p00'] }));
    await waitFor(() => expect(screen.getByText('1 of 32')).toBeTruthy());
    expect(
      screen.getByRole('link', { name: en.album.lightbox.downloadOriginal }).getAttribute('href'),
    ).toBe('/media/e1/p01/original');
  });

  it('says when the album does not exist, with a way back', async () => {
    renderPage('/albums/e1/nope', 'en', 'nope');
    expect(screen.getByText(en.album.notFound.title)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: en.album.back })[0]?.getAttribute('href')).toBe(
      '/events/album/e1',
    );
  });

  it('shows the empty state with a hint to share the guest link', async () => {
    server.media = [];
    renderPage('/albums/e1/a1', 'en');
    expect(await screen.findByText(en.album.empty.title)).toBeTruthy();
    expect(screen.getByText(en.album.empty.text)).toBeTruthy();
  });

  it('offers the photos load error with a retry', async () => {
    const working = server.fetch;
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) =>
        fail && String(input).includes('/media')
          ? Response.json(
              { error: 'errors.unexpected', status: 500, message: 'x' },
              { status: 500 },
            )
          : working(input, init),
      ),
    );
    const { user } = renderPage('/albums/e1/a1', 'en');
    expect(await screen.findByText(en.errors.loadPhotosFailed)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: en.album.retry }));
    await waitFor(() => expect(tiles().length).toBeGreaterThan(3));
  });
});
