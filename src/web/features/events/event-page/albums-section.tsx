/**
 * The event's albums: cards with name (a link to the album page), file count and the default
 * badge; create, rename, delete.
 */
import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError, showsData } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import { AlbumNameModal, DeleteAlbumModal } from '../../../shared/album-modals';
import {
  type Album,
  useAlbums,
  useCreateAlbum,
  useDeleteAlbum,
  useRenameAlbum,
} from '../../../shared/api/albums';
import type { EventDetail } from '../../../shared/api/get-event';
import { formatNumber, pluralKey } from '../../../shared/format';
import classes from './event-page.module.css';

const albumLimitKey = 'errors.albumLimitReached';

type Dialog =
  | { kind: 'create' }
  | { kind: 'rename'; album: Album }
  | { kind: 'delete'; album: Album };

export function AlbumsSection({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const albums = useAlbums(event.id);
  const createAlbum = useCreateAlbum(event.id);
  const renameAlbum = useRenameAlbum(event.id);
  const deleteAlbum = useDeleteAlbum(event.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const count = albums.data?.length ?? event.albumsCount;

  return (
    <Paper className={classes.panel} component="section" aria-labelledby="albums-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div className={classes.grow}>
            <Title order={2} id="albums-title" className={classes.sectionTitle}>
              {t('events.page.albums.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('events.page.albums.lead')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('events.page.albums.usage', {
                count: formatNumber(count, language),
                limit: formatNumber(event.limits.albums, language),
              })}
            </Text>
          </div>
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('events.page.albums.add')}
          </Button>
        </Group>
        {albums.isPending ? (
          <div className={classes.albumGrid}>
            <Skeleton height={92} radius="md" />
            <Skeleton height={92} radius="md" />
          </div>
        ) : !showsData(albums) ? (
          <Alert color="red">{t('events.page.albums.loadFailed')}</Alert>
        ) : albums.data.length === 0 ? (
          <Text c="dimmed">{t('events.page.albums.empty')}</Text>
        ) : (
          <ul className={classes.albumGrid}>
            {albums.data.map((album) => (
              <li key={album.id} className={classes.albumCard} data-testid="album-card">
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Stack gap={4} className={classes.grow}>
                    <Anchor
                      component={Link}
                      to={`/albums/${encodeURIComponent(event.id)}/${encodeURIComponent(album.id)}`}
                      fw={600}
                      c="inherit"
                      className={classes.albumName}
                    >
                      {album.name}
                    </Anchor>
                    <Group gap={6} wrap="nowrap" c="dimmed">
                      <IconPhoto size={16} aria-hidden="true" />
                      <Text size="sm">
                        {t(`events.page.albums.files.${pluralKey(album.filesCount, language)}`, {
                          count: formatNumber(album.filesCount, language),
                        })}
                      </Text>
                    </Group>
                    {album.isDefault && (
                      <Badge variant="light" radius="sm" w="fit-content">
                        {t('events.page.albums.default')}
                      </Badge>
                    )}
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('events.page.albums.rename')}>
                      <ActionIcon
                        variant="subtle"
                        color="sand.8"
                        size="lg"
                        aria-label={t('events.page.albums.renameLabel', { name: album.name })}
                        onClick={() => setDialog({ kind: 'rename', album })}
                      >
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    {!album.isDefault && (
                      <Tooltip label={t('events.page.albums.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={t('events.page.albums.deleteLabel', { name: album.name })}
                          onClick={() => setDialog({ kind: 'delete', album })}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
      <AlbumNameModal
        opened={dialog?.kind === 'create'}
        title={t('events.page.albums.createModal.title')}
        submitLabel={t('events.page.albums.createModal.submit')}
        onClose={close}
        onSubmit={async (name) => {
          let album: Album;
          try {
            album = await createAlbum.mutateAsync(name);
          } catch (error) {
            if (!(error instanceof ApiError) || error.key !== albumLimitKey) throw error;
            // The plan's limit: no point in retrying, so a toast replaces the form.
            const plan = String(error.params.plan ?? event.plan);
            notifications.show({
              color: 'red',
              message: t(albumLimitKey, {
                plan: i18n.exists(`events.plans.${plan}`) ? t(`events.plans.${plan}`) : plan,
                limit: Number(error.params.limit ?? event.limits.albums),
              }),
            });
            return;
          }
          notifications.show({
            color: 'teal',
            message: t('events.page.albums.created', { name: album.name }),
          });
        }}
      />
      <AlbumNameModal
        opened={dialog?.kind === 'rename'}
        title={t('events.page.albums.renameModal.title')}
        submitLabel={t('events.page.albums.renameModal.submit')}
        initialName={dialog?.kind === 'rename' ? dialog.album.name : ''}
        onClose={close}
        onSubmit={async (name) => {
          if (dialog?.kind !== 'rename') return;
          await renameAlbum.mutateAsync({ albumId: dialog.album.id, name });
          notifications.show({ color: 'teal', message: t('events.page.albums.renamed') });
        }}
      />
      <DeleteAlbumModal
        opened={dialog?.kind === 'delete'}
        albumName={dialog?.kind === 'delete' ? dialog.album.name : ''}
        onClose={close}
        onConfirm={async (confirmation) => {
          if (dialog?.kind !== 'delete') return;
          await deleteAlbum.mutateAsync({ albumId: dialog.album.id, confirmation });
          notifications.show({ color: 'teal', message: t('events.page.albums.deleted') });
        }}
      />
    </Paper>
  );
}
