/**
 * The owner's lightbox: one item full screen (the large photo over its placeholder, the video
 * with its poster, the voice message: `shared/lightbox-media.tsx`), ←/→/Esc, arrows and swipe
 * (`shared/step-through.ts`), and beside it who sent it, when, their message, "download
 * original", hide/show and delete.
 */
import { ActionIcon, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  IconChevronLeft,
  IconChevronRight,
  IconDownload,
  IconEye,
  IconEyeOff,
  IconMicrophone,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/i18n/format';
import { currentLanguage } from '../../app/i18n';
import { LightboxMedia } from '../../shared/lightbox-media';
import { useStepThrough } from '../../shared/step-through';
import type { OwnerMedia } from './api/owner-media';
import classes from './owner-lightbox.module.css';

export interface OwnerLightboxProps {
  items: readonly OwnerMedia[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onHiddenChange: (item: OwnerMedia, hidden: boolean) => void;
  onDelete: (item: OwnerMedia) => void;
  busy?: boolean;
}

export function OwnerLightbox({
  items,
  index,
  onIndexChange,
  onClose,
  onHiddenChange,
  onDelete,
  busy = false,
}: OwnerLightboxProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const item = items[index];
  const { hasPrevious, hasNext, stageHandlers } = useStepThrough(
    index,
    items.length,
    onIndexChange,
  );

  if (!item) return null;
  const sender = item.guestName ?? t('album.lightbox.anonymous');
  const media = (
    <LightboxMedia
      item={item}
      alt={t('album.tile.from', { name: sender })}
      audioLabel={t('album.tile.audio')}
      mediaClassName={classes.media}
      audioClassName={classes.audio}
    />
  );
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t('album.lightbox.position', { index: index + 1, count: items.length })}
      closeButtonProps={{ 'aria-label': t('common.actions.close'), c: '#f2ece6', size: 'lg' }}
      styles={{
        content: { background: '#141110' },
        header: { background: '#141110', color: '#f2ece6' },
        body: { padding: 0 },
        title: { fontFamily: 'system-ui, sans-serif', fontSize: '1rem' },
      }}
    >
      <div className={classes.layout}>
        <div className={classes.stage} {...stageHandlers} data-testid="lightbox-stage">
          {hasPrevious && (
            <ActionIcon
              className={classes.nav}
              data-side="previous"
              variant="filled"
              color="dark"
              size="xl"
              radius="xl"
              onClick={() => onIndexChange(index - 1)}
              aria-label={t('album.lightbox.previous')}
            >
              <IconChevronLeft aria-hidden="true" />
            </ActionIcon>
          )}
          {item.kind === 'audio' ? (
            <Stack align="center" gap="md" className={classes.audioBox}>
              <IconMicrophone size={56} aria-hidden="true" />
              {media}
            </Stack>
          ) : (
            media
          )}
          {hasNext && (
            <ActionIcon
              className={classes.nav}
              data-side="next"
              variant="filled"
              color="dark"
              size="xl"
              radius="xl"
              onClick={() => onIndexChange(index + 1)}
              aria-label={t('album.lightbox.next')}
            >
              <IconChevronRight aria-hidden="true" />
            </ActionIcon>
          )}
        </div>
        <aside className={classes.info} aria-label={sender}>
          <Stack gap="xs">
            <Text fw={600} className={classes.text}>
              {sender}
            </Text>
            <Text size="sm" c="#cfc6bd">
              {t('album.lightbox.sentAt', { time: formatDateTime(item.createdAt, language) })}
            </Text>
            {item.takenAt && (
              <Text size="sm" c="#cfc6bd">
                {t('album.lightbox.takenAt', { time: formatDateTime(item.takenAt, language) })}
              </Text>
            )}
            {item.hidden && (
              <Badge color="gray" variant="filled" leftSection={<IconEyeOff size={12} />}>
                {t('album.lightbox.hidden')}
              </Badge>
            )}
            {item.state !== 'ready' && (
              <Text size="sm" c={item.state === 'failed' ? 'red.3' : '#cfc6bd'}>
                {t(`album.lightbox.${item.state}`)}
              </Text>
            )}
            {item.message && (
              <Text size="sm" className={classes.message}>
                {item.message}
              </Text>
            )}
            <Group gap="xs" mt="xs">
              <Button
                component="a"
                href={item.urls.original}
                download={item.originalName ?? ''}
                variant="light"
                color="gray"
                size="xs"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
              >
                {t('album.lightbox.downloadOriginal')}
              </Button>
              <Button
                variant="light"
                color="gray"
                size="xs"
                loading={busy}
                leftSection={
                  item.hidden ? (
                    <IconEye size={16} aria-hidden="true" />
                  ) : (
                    <IconEyeOff size={16} aria-hidden="true" />
                  )
                }
                onClick={() => onHiddenChange(item, !item.hidden)}
              >
                {item.hidden ? t('album.lightbox.show') : t('album.lightbox.hide')}
              </Button>
              <Button
                variant="light"
                color="red"
                size="xs"
                disabled={busy}
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                onClick={() => onDelete(item)}
              >
                {t('album.lightbox.delete')}
              </Button>
            </Group>
            <Anchor
              href={item.urls.original}
              target="_blank"
              rel="noreferrer"
              size="xs"
              c="#cfc6bd"
              className={classes.text}
            >
              {item.originalName}
            </Anchor>
          </Stack>
        </aside>
      </div>
    </Modal>
  );
}
