/**
 * /albums/:eventId/:albumId, the owner's page of one album: the header (back to the event,
 * name, album switcher, rename, delete, new album, download), the photo grid (filters, sort,
 * selection of up to 20, the lightbox) and the guestbook view; live updates keep both current.
 * Filter, sort and view live in the URL, so a reload keeps them.
 */
import { Alert, Anchor, Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowUp } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OwnerMedia } from '../../../shared/api/gallery';
import { planHasPlay } from '../../../shared/domain/reveal';
import { isGone, showsData, useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { type Album, albumsQueryKey, useAlbums } from '../../shared/api/albums';
import { eventQueryKey, useEvent } from '../../shared/api/get-event';
import { usePrompts } from '../../shared/api/prompts';
import { formatNumber, pluralKey } from '../../shared/format';
import { BackButton } from '../../ui/back-button';
import { AlbumHeader } from './album-header';
import classes from './album-page.module.css';
import { useAlbumParams } from './album-params';
import { AlbumToolbar } from './album-toolbar';
import { deleteMedia, updateMedia } from './api/owner-media';
import { GuestbookView } from './guestbook-view';
import { MediaGrid } from './media-grid';
import { expectedTotal, useMediaList } from './media-list';
import { OwnerLightbox } from './owner-lightbox';
import type { ListView } from './page-request';
import { DeleteMediaModal, MoveMediaModal, SelectionBar } from './selection-bar';
import { useAlbumLive } from './use-album-live';
import { useGridSelection } from './use-grid-selection';

export function AlbumPage({ eventId, albumId }: { eventId: string; albumId: string }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const albums = useAlbums(eventId);
  const album = albums.data?.find((known) => known.id === albumId);
  usePageTitle(album?.name ?? t('album.loading'));
  const eventPath = `/events/album/${encodeURIComponent(eventId)}`;

  return (
    <Stack gap="md" className={classes.page}>
      <div>
        <BackButton to={eventPath} label={t('album.back')} />
      </div>
      {albums.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label={t('album.loading')}>
          <Skeleton height={40} width="50%" radius="md" />
          <Skeleton height={36} radius="md" />
          <Skeleton height={320} radius="md" />
        </Stack>
      ) : !showsData(albums) ? (
        isGone(albums.error) ? (
          <AlbumMissing eventPath={eventPath} />
        ) : (
          <Alert color="red" title={t('errors.loadAlbumFailed')} role="alert">
            <Text size="sm">{errorMessage(albums.error)}</Text>
            <Button variant="light" color="red" mt="sm" onClick={() => albums.refetch()}>
              {t('album.retry')}
            </Button>
          </Alert>
        )
      ) : !album ? (
        <AlbumMissing eventPath={eventPath} />
      ) : (
        <AlbumContent key={albumId} eventId={eventId} album={album} albums={albums.data} />
      )}
    </Stack>
  );
}

function AlbumMissing({ eventPath }: { eventPath: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" title={t('album.notFound.title')}>
      <Text size="sm">{t('album.notFound.text')}</Text>
      <Anchor component={Link} to={eventPath} mt="sm" display="inline-block">
        {t('album.back')}
      </Anchor>
    </Alert>
  );
}

function AlbumContent({
  eventId,
  album,
  albums,
}: {
  eventId: string;
  album: Album;
  albums: Album[];
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const event = useEvent(eventId);
  const { params, setParam } = useAlbumParams();

  const view: ListView = useMemo(
    () => ({ albumId: album.id, kind: params.kind, sort: params.sort, promptId: params.prompt }),
    [album.id, params.kind, params.sort, params.prompt],
  );
  const list = useMediaList(eventId, view);
  const { state, dispatch, reload } = list;

  const refreshAlbums = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: albumsQueryKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true }),
      ]),
    [queryClient, eventId],
  );

  const live = useAlbumLive({
    eventId,
    albumId: album.id,
    dispatch,
    reload,
    refreshAlbums,
    cursor: state.liveCursor,
  });

  // ------------------------------------------------------------- selection
  const { selectMode, setSelectMode, selection, selectedSet, refused, clearSelection, toggle } =
    useGridSelection(state.items);

  // ------------------------------------------------------------- actions
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const [moving, setMoving] = useState(false);
  // The open item by id, so live insertions above it do not change what is shown.
  const [lightboxId, setLightboxId] = useState<string | null>(null);
  const lightboxIndex =
    lightboxId === null ? -1 : state.items.findIndex((item) => item.id === lightboxId);
  const openAt = useCallback(
    (index: number) => setLightboxId(state.items[index]?.id ?? null),
    [state.items],
  );

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const setHidden = (ids: string[], hidden: boolean, fromSelection: boolean) =>
    run(async () => {
      const items = await updateMedia(eventId, { ids, hidden });
      dispatch({ type: 'updated', items });
      notifications.show({
        color: 'teal',
        message: t(
          `album.selection.${hidden ? 'hidden' : 'shown'}.${pluralKey(items.length, language)}`,
          {
            count: items.length,
          },
        ),
      });
      if (fromSelection) clearSelection();
    });

  const moveTo = (target: string) =>
    run(async () => {
      const items = await updateMedia(eventId, { ids: selection, albumId: target });
      dispatch({ type: 'updated', items });
      const name = albums.find((known) => known.id === target)?.name ?? '';
      notifications.show({
        color: 'teal',
        message: t(`album.selection.moved.${pluralKey(items.length, language)}`, {
          count: items.length,
          album: name,
        }),
      });
      setMoving(false);
      clearSelection();
      await refreshAlbums();
    });

  const remove = (ids: string[]) =>
    run(async () => {
      const deleted = await deleteMedia(eventId, ids);
      dispatch({ type: 'removed', ids: deleted });
      notifications.show({
        color: 'teal',
        message: t(`album.selection.deleted.${pluralKey(deleted.length, language)}`, {
          count: deleted.length,
        }),
      });
      setConfirmDelete(null);
      if (lightboxId !== null) {
        // Show the next item that is left (or the previous one at the end).
        const gone = new Set(deleted);
        const after = state.items.slice(lightboxIndex).find((item) => !gone.has(item.id));
        const before = state.items
          .slice(0, Math.max(0, lightboxIndex))
          .reverse()
          .find((item) => !gone.has(item.id));
        setLightboxId((after ?? before)?.id ?? null);
      } else {
        clearSelection();
      }
      await refreshAlbums();
    });

  // The album's counts, or the photo challenge's when the grid shows one (the header then
  // names no number: it is the album's title, and the chips say how many answer the challenge).
  const counts = state.counts;
  const total = expectedTotal(state, params.kind);
  const prompts = usePrompts(eventId, event.data ? planHasPlay(event.data.plan) : false);
  const filesLabel =
    state.status === 'loading' || params.prompt
      ? ''
      : t(`album.files.${pluralKey(counts.all, language)}`, {
          count: formatNumber(counts.all, language),
        });
  const subtitle = [event.data?.name, filesLabel].filter(Boolean).join(' · ');

  return (
    <Stack gap="md">
      <AlbumHeader
        eventId={eventId}
        album={album}
        albums={albums}
        subtitle={subtitle}
        empty={!params.prompt && counts.all === 0}
      />

      <SegmentedControl
        aria-label={t('album.views.label')}
        value={params.view}
        onChange={(value) => {
          setParam('view', value === 'guestbook' ? 'guestbook' : null);
          clearSelection();
        }}
        data={[
          { value: 'photos', label: t('album.views.photos') },
          { value: 'guestbook', label: t('album.views.guestbook') },
        ]}
        w="fit-content"
      />

      {params.view === 'guestbook' ? (
        <GuestbookView eventId={eventId} albumId={album.id} />
      ) : (
        <>
          <AlbumToolbar
            kind={params.kind}
            sort={params.sort}
            counts={counts}
            offline={live.down && state.status === 'ready'}
            selectMode={selectMode}
            onKind={(kind) => {
              setParam('kind', kind);
              clearSelection();
            }}
            onSort={(sort) => setParam('sort', sort === 'taken' ? 'taken' : null)}
            prompts={prompts.data ?? []}
            prompt={params.prompt}
            onPrompt={(prompt) => {
              setParam('prompt', prompt);
              clearSelection();
            }}
            onSelectMode={(on) => (on ? setSelectMode(true) : clearSelection())}
          />

          {state.pending.length > 0 && (
            <div className={classes.newPill}>
              <Button
                radius="xl"
                size="xs"
                leftSection={<IconArrowUp size={14} aria-hidden="true" />}
                onClick={() => {
                  dispatch({ type: 'showPending' });
                  window.scrollTo({ top: 0 });
                }}
              >
                {t(`album.newItems.${pluralKey(state.pending.length, language)}`, {
                  count: state.pending.length,
                })}
              </Button>
            </div>
          )}

          {state.status === 'loading' ? (
            <div
              className={classes.grid}
              role="status"
              aria-busy="true"
              aria-label={t('album.loading')}
            >
              <Skeleton height={320} radius="md" />
            </div>
          ) : state.status === 'error' ? (
            <Alert color="red" title={t('errors.loadPhotosFailed')} role="alert">
              <Text size="sm">{errorMessage(state.error)}</Text>
              <Button variant="light" color="red" mt="sm" onClick={reload}>
                {t('album.retry')}
              </Button>
            </Alert>
          ) : total === 0 ? (
            <Stack gap={6} py="xl" align="flex-start">
              <Text fw={600}>{t('album.empty.title')}</Text>
              <Text c="dimmed" size="sm">
                {params.kind && counts.all > 0
                  ? t('album.empty.filtered')
                  : params.prompt
                    ? t('play.owner.filterEmpty')
                    : t('album.empty.text')}
              </Text>
              {!(params.kind && counts.all > 0) && !params.prompt && (
                <Anchor
                  component={Link}
                  to={`/events/album/${encodeURIComponent(eventId)}`}
                  size="sm"
                >
                  {t('album.empty.share')}
                </Anchor>
              )}
            </Stack>
          ) : (
            <MediaGrid
              items={state.items}
              total={total}
              selected={selectedSet}
              selectMode={selectMode}
              onOpen={openAt}
              onToggle={toggle}
              onLongPress={(index) => toggle(index, { range: false })}
            />
          )}

          {selectMode && (
            <SelectionBar
              eventId={eventId}
              ids={selection}
              refused={refused}
              busy={busy}
              canMove={albums.length > 1}
              onHide={(hidden) => setHidden(selection, hidden, true)}
              onMove={() => setMoving(true)}
              onDelete={() => setConfirmDelete(selection)}
              onCancel={clearSelection}
            />
          )}
        </>
      )}

      {lightboxIndex >= 0 && (
        <OwnerLightbox
          items={state.items}
          index={lightboxIndex}
          onIndexChange={openAt}
          onClose={() => setLightboxId(null)}
          busy={busy}
          onHiddenChange={(item: OwnerMedia, hidden) => setHidden([item.id], hidden, false)}
          onDelete={(item) => setConfirmDelete([item.id])}
        />
      )}
      <DeleteMediaModal
        opened={confirmDelete !== null}
        count={confirmDelete?.length ?? 0}
        busy={busy}
        onClose={() => setConfirmDelete(null)}
        onConfirm={() => confirmDelete && remove(confirmDelete)}
      />
      <MoveMediaModal
        opened={moving}
        albums={albums}
        currentAlbumId={album.id}
        busy={busy}
        onClose={() => setMoving(false)}
        onConfirm={moveTo}
      />
    </Stack>
  );
}
