/**
 * /albums/:eventId/:albumId, the owner's page of one album: the header (back to the event,
 * name, album switcher, rename, delete, new album, download), the photo grid (filters, sort,
 * selection of up to 20, the lightbox) and the guestbook view; live updates keep both current.
 * Filter, sort and view live in the URL, so a reload keeps them.
 */
import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Menu,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArrowUp,
  IconChecks,
  IconDotsVertical,
  IconDownload,
  IconPencil,
  IconPlus,
  IconTrash,
  IconWifiOff,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  downloadPaths,
  type LiveMessage,
  type MediaSort,
  maxGridSelection,
  type OwnerMedia,
} from '../../../shared/api/gallery';
import { ApiError, useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { BackButton } from '../../ui/back-button';
import { FitTitle } from '../../ui/fit-title';
import { DownloadButton } from '../downloads/download-button';
import { AlbumNameModal, DeleteAlbumModal } from '../events/event-page/album-modals';
import {
  type Album,
  albumsQueryKey,
  useAlbums,
  useCreateAlbum,
  useDeleteAlbum,
  useRenameAlbum,
} from '../events/event-page/api/albums';
import { eventQueryKey, useEvent } from '../events/event-page/api/get-event';
import { formatNumber, pluralKey } from '../events/format';
import { useLiveEvents } from '../live/use-live-events';
import classes from './album-page.module.css';
import {
  deleteMedia,
  type MediaKind,
  ownerGuestbookQueryKey,
  updateMedia,
} from './api/owner-media';
import { GuestbookView } from './guestbook-view';
import { MediaGrid } from './media-grid';
import { expectedTotal, type ListView, useMediaList } from './media-list';
import { OwnerLightbox } from './owner-lightbox';
import { DeleteMediaModal, MoveMediaModal, SelectionBar } from './selection-bar';

const kinds = ['photo', 'video', 'audio'] as const satisfies readonly MediaKind[];

export interface AlbumParams {
  view: 'photos' | 'guestbook';
  kind: MediaKind | null;
  sort: MediaSort;
}

/** Reads the page's state from the URL; anything unknown falls back to the default. */
export function readAlbumParams(params: URLSearchParams): AlbumParams {
  const kind = params.get('kind');
  return {
    view: params.get('view') === 'guestbook' ? 'guestbook' : 'photos',
    kind: kinds.find((known) => known === kind) ?? null,
    sort: params.get('sort') === 'taken' ? 'taken' : 'uploaded',
  };
}

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
      ) : albums.isError ? (
        albums.error instanceof ApiError && albums.error.status === 404 ? (
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

type AlbumDialog = 'rename' | 'delete' | 'create' | null;

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const event = useEvent(eventId);
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readAlbumParams(searchParams);
  const [dialog, setDialog] = useState<AlbumDialog>(null);
  const renameAlbum = useRenameAlbum(eventId);
  const deleteAlbum = useDeleteAlbum(eventId);
  const createAlbum = useCreateAlbum(eventId);

  const view: ListView = useMemo(
    () => ({ albumId: album.id, kind: params.kind, sort: params.sort }),
    [album.id, params.kind, params.sort],
  );
  const list = useMediaList(eventId, view);
  const { state, dispatch, reload } = list;

  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const refreshAlbums = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: albumsQueryKey(eventId) }),
        queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true }),
      ]),
    [queryClient, eventId],
  );

  const live = useLiveEvents(downloadPaths.ownerLive(eventId), (message: LiveMessage) => {
    switch (message.type) {
      case 'media.added':
      case 'media.updated':
        if ('state' in message.item) {
          const item = message.item;
          dispatch(
            message.type === 'media.added'
              ? { type: 'added', item }
              : { type: 'updated', items: [item] },
          );
        }
        return;
      case 'media.removed':
        dispatch({ type: 'removed', ids: message.ids });
        return;
      case 'guestbook.added':
      case 'guestbook.updated':
      case 'guestbook.removed':
        void queryClient.invalidateQueries({
          queryKey: ownerGuestbookQueryKey(eventId, album.id),
        });
        return;
      case 'event.updated':
        void queryClient.invalidateQueries({ queryKey: eventQueryKey(eventId), exact: true });
        return;
      case 'reset':
        reload();
        void queryClient.invalidateQueries({
          queryKey: ownerGuestbookQueryKey(eventId, album.id),
        });
        void refreshAlbums();
        return;
    }
  });

  // ------------------------------------------------------------- selection
  const [selectMode, setSelectMode] = useState(false);
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [refused, setRefused] = useState(false);
  const lastPicked = useRef<number | null>(null);
  const present = useMemo(() => new Set(state.items.map((item) => item.id)), [state.items]);
  const selection = useMemo(
    () => selectedIds.filter((id) => present.has(id)),
    [selectedIds, present],
  );
  const selectedSet = useMemo(() => new Set(selection), [selection]);

  const clearSelection = () => {
    setSelectedIds([]);
    setRefused(false);
    setSelectMode(false);
    lastPicked.current = null;
  };

  const toggle = (index: number, { range }: { range: boolean }) => {
    const item = state.items[index];
    if (!item) return;
    setSelectMode(true);
    const from = lastPicked.current;
    lastPicked.current = index;
    if (range && from !== null && from !== index) {
      const [low, high] = from < index ? [from, index] : [index, from];
      const next = [...selection];
      let over = false;
      for (let at = low; at <= high; at += 1) {
        const id = state.items[at]?.id;
        if (!id || next.includes(id)) continue;
        if (next.length >= maxGridSelection) {
          over = true;
          break;
        }
        next.push(id);
      }
      setSelectedIds(next);
      setRefused(over);
      return;
    }
    if (selectedSet.has(item.id)) {
      setSelectedIds(selection.filter((id) => id !== item.id));
      setRefused(false);
    } else if (selection.length >= maxGridSelection) {
      setRefused(true);
    } else {
      setSelectedIds([...selection, item.id]);
      setRefused(false);
    }
  };

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

  const counts = state.counts;
  const total = expectedTotal(state, params.kind);
  const filesLabel = t(`album.files.${pluralKey(counts.all, language)}`, {
    count: formatNumber(counts.all, language),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" className={classes.header}>
        <div className={classes.grow}>
          <FitTitle order={1} className={classes.title} text={album.name} />
          <Text size="sm" c="dimmed" className={classes.name}>
            {event.data ? `${event.data.name} · ` : ''}
            {state.status === 'loading' ? '' : filesLabel}
          </Text>
        </div>
        <Group gap="xs" className={classes.headerActions}>
          <Select
            className={classes.switcher}
            aria-label={t('album.switcher')}
            data={albums.map((known) => ({ value: known.id, label: known.name }))}
            value={album.id}
            allowDeselect={false}
            onChange={(next) => {
              if (next && next !== album.id)
                navigate(`/albums/${encodeURIComponent(eventId)}/${encodeURIComponent(next)}`);
            }}
          />
          <DownloadButton
            eventId={eventId}
            audience="owner"
            scope={{ albumId: album.id }}
            label={t('album.actions.downloadAlbum')}
            variant="light"
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            disabled={counts.all === 0}
          />
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" px="xs" aria-label={t('album.actions.more')}>
                <IconDotsVertical size={18} aria-hidden="true" />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPlus size={16} />} onClick={() => setDialog('create')}>
                {t('album.actions.create')}
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => setDialog('rename')}>
                {t('album.actions.rename')}
              </Menu.Item>
              {!album.isDefault && (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDialog('delete')}
                >
                  {t('album.actions.delete')}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

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
          <Group justify="space-between" gap="sm" className={classes.toolbar}>
            <Chip.Group
              value={params.kind ?? 'all'}
              onChange={(value) => {
                setParam('kind', value === 'all' ? null : String(value));
                clearSelection();
              }}
            >
              <Group
                gap={6}
                className={classes.chips}
                role="group"
                aria-label={t('album.filters.label')}
              >
                <Chip value="all" size="sm">
                  {t('album.filters.all')} ({formatNumber(counts.all, language)})
                </Chip>
                {kinds.map((kind) => (
                  <Chip key={kind} value={kind} size="sm">
                    {t(`album.filters.${kind}`)} ({formatNumber(counts[kind], language)})
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="xs">
              {!live.connected && state.status === 'ready' && (
                <Tooltip label={t('album.live.offline')}>
                  <ThemeIcon
                    variant="light"
                    color="gray"
                    role="status"
                    aria-label={t('album.live.offline')}
                  >
                    <IconWifiOff size={16} aria-hidden="true" />
                  </ThemeIcon>
                </Tooltip>
              )}
              <Select
                size="sm"
                w={200}
                aria-label={t('album.sort.label')}
                data={[
                  { value: 'uploaded', label: t('album.sort.uploaded') },
                  { value: 'taken', label: t('album.sort.taken') },
                ]}
                value={params.sort}
                allowDeselect={false}
                onChange={(value) => setParam('sort', value === 'taken' ? 'taken' : null)}
              />
              <Button
                variant={selectMode ? 'filled' : 'default'}
                size="sm"
                leftSection={<IconChecks size={16} aria-hidden="true" />}
                aria-pressed={selectMode}
                onClick={() => (selectMode ? clearSelection() : setSelectMode(true))}
              >
                {selectMode ? t('album.selection.cancel') : t('album.selection.start')}
              </Button>
            </Group>
          </Group>

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
                {params.kind && counts.all > 0 ? t('album.empty.filtered') : t('album.empty.text')}
              </Text>
              {!(params.kind && counts.all > 0) && (
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
      <AlbumNameModal
        opened={dialog === 'rename'}
        title={t('events.page.albums.renameModal.title')}
        submitLabel={t('events.page.albums.renameModal.submit')}
        initialName={album.name}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          await renameAlbum.mutateAsync({ albumId: album.id, name });
          notifications.show({ color: 'teal', message: t('album.renamed') });
        }}
      />
      <AlbumNameModal
        opened={dialog === 'create'}
        title={t('events.page.albums.createModal.title')}
        submitLabel={t('events.page.albums.createModal.submit')}
        onClose={() => setDialog(null)}
        onSubmit={async (name) => {
          const created = await createAlbum.mutateAsync(name);
          notifications.show({
            color: 'teal',
            message: t('album.created', { name: created.name }),
          });
          navigate(`/albums/${encodeURIComponent(eventId)}/${encodeURIComponent(created.id)}`);
        }}
      />
      <DeleteAlbumModal
        opened={dialog === 'delete'}
        albumName={album.name}
        onClose={() => setDialog(null)}
        onConfirm={async (confirmation) => {
          await deleteAlbum.mutateAsync({ albumId: album.id, confirmation });
          notifications.show({ color: 'teal', message: t('album.deleted') });
          navigate(`/events/album/${encodeURIComponent(eventId)}`);
        }}
      />
    </Stack>
  );
}
