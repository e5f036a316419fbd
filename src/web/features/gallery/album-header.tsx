/**
 * The album page's header: the album's name and what it holds, the album switcher, the
 * album's download, and the menu to create, rename or delete an album (with their dialogs).
 */
import { Button, Group, Menu, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconDotsVertical,
  IconDownload,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AlbumNameModal, DeleteAlbumModal } from '../../shared/album-modals';
import {
  type Album,
  useCreateAlbum,
  useDeleteAlbum,
  useRenameAlbum,
} from '../../shared/api/albums';
import { DownloadButton } from '../../shared/download-button';
import { FitTitle } from '../../ui/fit-title';
import classes from './album-page.module.css';

type AlbumDialog = 'rename' | 'delete' | 'create' | null;

export function AlbumHeader({
  eventId,
  album,
  albums,
  subtitle,
  empty,
}: {
  eventId: string;
  album: Album;
  albums: Album[];
  /** The event's name and the album's file count. */
  subtitle: string;
  /** Nothing to download yet. */
  empty: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<AlbumDialog>(null);
  const renameAlbum = useRenameAlbum(eventId);
  const deleteAlbum = useDeleteAlbum(eventId);
  const createAlbum = useCreateAlbum(eventId);
  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm" className={classes.header}>
        <div className={classes.grow}>
          <FitTitle order={1} className={classes.title} text={album.name} />
          <Text size="sm" c="dimmed" className={classes.name}>
            {subtitle}
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
            disabled={empty}
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
    </>
  );
}
