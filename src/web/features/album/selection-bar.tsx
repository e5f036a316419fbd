/**
 * The sticky bar of the select mode: "n / 20", the refusal of the 21st pick, and the actions on
 * the selection (hide, show, move, download, delete). Also the two modals it opens.
 */
import { Alert, Button, CloseButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconEye, IconEyeOff, IconFolderShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxGridSelection } from '../../../shared/api/gallery';
import { currentLanguage } from '../../app/i18n';
import { DownloadButton } from '../downloads/download-button';
import type { Album } from '../events/event-page/api/albums';
import { pluralKey } from '../events/format';
import classes from './album-page.module.css';

export interface SelectionBarProps {
  eventId: string;
  ids: readonly string[];
  refused: boolean;
  busy: boolean;
  /** False when the event has no other album. */
  canMove: boolean;
  onHide: (hidden: boolean) => void;
  onMove: () => void;
  onDelete: () => void;
  onCancel: () => void;
}

export function SelectionBar({
  eventId,
  ids,
  refused,
  busy,
  canMove,
  onHide,
  onMove,
  onDelete,
  onCancel,
}: SelectionBarProps) {
  const { t } = useTranslation();
  const none = ids.length === 0;
  return (
    <section
      className={classes.actionBar}
      aria-label={t('album.selection.start')}
      data-testid="selection-bar"
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={600} className={classes.actionCount} aria-live="polite">
            {t('album.selection.count', { count: ids.length, limit: maxGridSelection })}
          </Text>
          <CloseButton onClick={onCancel} aria-label={t('album.selection.cancel')} />
        </Group>
        {refused && (
          <Alert color="orange" p="xs" role="alert" data-testid="selection-refused">
            {t('validation.selection.tooMany')}
          </Alert>
        )}
        {none ? (
          <Text size="sm" c="dimmed">
            {t('album.selection.hint')}
          </Text>
        ) : (
          <Group gap={6} className={classes.actionButtons}>
            <Button
              size="xs"
              variant="light"
              disabled={busy}
              leftSection={<IconEyeOff size={16} aria-hidden="true" />}
              onClick={() => onHide(true)}
            >
              {t('album.selection.hide')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={busy}
              leftSection={<IconEye size={16} aria-hidden="true" />}
              onClick={() => onHide(false)}
            >
              {t('album.selection.show')}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={busy || !canMove}
              leftSection={<IconFolderShare size={16} aria-hidden="true" />}
              onClick={onMove}
            >
              {t('album.selection.move')}
            </Button>
            <DownloadButton
              eventId={eventId}
              audience="owner"
              scope={{ ids }}
              label={t('album.selection.download')}
              size="xs"
              variant="light"
              disabled={busy}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
            />
            <Button
              size="xs"
              variant="light"
              color="red"
              disabled={busy}
              leftSection={<IconTrash size={16} aria-hidden="true" />}
              onClick={onDelete}
            >
              {t('album.selection.delete')}
            </Button>
          </Group>
        )}
      </Stack>
    </section>
  );
}

/** Confirms deleting `count` files. */
export function DeleteMediaModal({
  count,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  count: number;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('album.deleteMedia.title')}
      centered
      zIndex={400}
    >
      <Stack gap="md">
        <Text size="sm">
          {t(`album.deleteMedia.text.${pluralKey(count, language)}`, { count })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('album.deleteMedia.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t('album.deleteMedia.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Picks another album of the event to move the selection to. */
export function MoveMediaModal({
  opened,
  albums,
  currentAlbumId,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  albums: readonly Album[];
  currentAlbumId: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (albumId: string) => void;
}) {
  const { t } = useTranslation();
  const others = albums.filter((album) => album.id !== currentAlbumId);
  const [target, setTarget] = useState<string | null>(null);
  const chosen = others.some((album) => album.id === target) ? target : (others[0]?.id ?? null);
  return (
    <Modal opened={opened} onClose={onClose} title={t('album.selection.moveTo')} centered>
      <Stack gap="md">
        <Select
          label={t('album.selection.moveTarget')}
          data={others.map((album) => ({ value: album.id, label: album.name }))}
          value={chosen}
          onChange={setTarget}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true, zIndex: 500 }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('album.selection.cancel')}
          </Button>
          <Button loading={busy} disabled={!chosen} onClick={() => chosen && onConfirm(chosen)}>
            {t('album.selection.moveSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
