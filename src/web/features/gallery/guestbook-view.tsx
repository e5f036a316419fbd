/**
 * The album's guestbook as the owner sees it: every entry (hidden ones too, with a badge), the
 * name, time and message, the voice message's player, attachments that open the lightbox, and
 * per entry hide/show and delete; links to the printable PDF (A4, A5).
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEye, IconEyeOff, IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadPaths } from '../../../shared/api/gallery';
import { formatDateTime } from '../../../shared/i18n/format';
import { showsData, useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { formatNumber, pluralKey } from '../../shared/format';
import classes from './album-page.module.css';
import {
  deleteMedia,
  type OwnerGuestbookEntry,
  type OwnerMedia,
  ownerGuestbookQueryKey,
  updateMedia,
  useDeleteGuestbookEntry,
  useOwnerGuestbook,
  useSetGuestbookEntryHidden,
} from './api/owner-media';
import { OwnerLightbox } from './owner-lightbox';

export function GuestbookView({ eventId, albumId }: { eventId: string; albumId: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const guestbook = useOwnerGuestbook(eventId, albumId, true);
  const setHidden = useSetGuestbookEntryHidden(eventId, albumId);
  const deleteEntry = useDeleteGuestbookEntry(eventId, albumId);
  const [confirming, setConfirming] = useState<OwnerGuestbookEntry | null>(null);
  const [viewer, setViewer] = useState<{ media: OwnerMedia[]; index: number } | null>(null);
  const pdfPath = (size: 'a4' | 'a5') =>
    `${downloadPaths.guestbookPdf(eventId)}?${new URLSearchParams({ size, albumId })}`;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: ownerGuestbookQueryKey(eventId, albumId) });

  const entries = guestbook.data?.pages.flatMap((page) => page.items) ?? [];
  const total = guestbook.data?.pages[0]?.total ?? 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <div className={classes.grow}>
          <Title order={2} size="h3">
            {t('album.guestbook.title')}
          </Title>
          {guestbook.data && (
            <Text size="sm" c="dimmed">
              {t(`album.guestbook.total.${pluralKey(total, language)}`, {
                count: formatNumber(total, language),
              })}
            </Text>
          )}
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={pdfPath('a4')}
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            aria-label={`${t('album.guestbook.pdf')}: A4`}
          >
            {t('album.guestbook.pdfA4')}
          </Button>
          <Button
            component="a"
            href={pdfPath('a5')}
            variant="light"
            leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
            aria-label={`${t('album.guestbook.pdf')}: A5`}
          >
            {t('album.guestbook.pdfA5')}
          </Button>
        </Group>
      </Group>
      {guestbook.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={96} radius="lg" />
          <Skeleton height={96} radius="lg" />
        </Stack>
      ) : !showsData(guestbook) ? (
        <Alert color="red" title={t('album.guestbook.loadFailed')} role="alert">
          <Text size="sm">{errorMessage(guestbook.error)}</Text>
          <Button variant="light" color="red" mt="sm" onClick={() => guestbook.refetch()}>
            {t('album.retry')}
          </Button>
        </Alert>
      ) : entries.length === 0 ? (
        <Text c="dimmed">{t('album.guestbook.empty')}</Text>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          className="plain-list"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {entries.map((entry) => {
            const voice = entry.media.filter((item) => item.kind === 'audio');
            const visual = entry.media.filter((item) => item.kind !== 'audio');
            return (
              <li
                key={entry.id}
                className={classes.entry}
                data-hidden={entry.hidden || undefined}
                data-testid="guestbook-entry"
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                    <div className={classes.grow}>
                      <Text fw={600} className={classes.name}>
                        {entry.guestName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(entry.createdAt, language)}
                      </Text>
                    </div>
                    <Group gap={4} wrap="nowrap">
                      {entry.hidden && (
                        <Badge color="gray" variant="light" leftSection={<IconEyeOff size={12} />}>
                          {t('album.guestbook.hidden')}
                        </Badge>
                      )}
                      <Tooltip
                        label={entry.hidden ? t('album.guestbook.show') : t('album.guestbook.hide')}
                      >
                        <ActionIcon
                          variant="subtle"
                          color="sand.8"
                          size="lg"
                          aria-label={`${entry.hidden ? t('album.guestbook.show') : t('album.guestbook.hide')}: ${entry.guestName}`}
                          onClick={() =>
                            setHidden
                              .mutateAsync({ entryId: entry.id, hidden: !entry.hidden })
                              .catch((error: unknown) =>
                                notifications.show({ color: 'red', message: errorMessage(error) }),
                              )
                          }
                        >
                          {entry.hidden ? (
                            <IconEye size={18} aria-hidden="true" />
                          ) : (
                            <IconEyeOff size={18} aria-hidden="true" />
                          )}
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('album.guestbook.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          aria-label={`${t('album.guestbook.delete')}: ${entry.guestName}`}
                          onClick={() => setConfirming(entry)}
                        >
                          <IconTrash size={18} aria-hidden="true" />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                  {entry.message && <Text className={classes.message}>{entry.message}</Text>}
                  {voice.map((item) => (
                    // biome-ignore lint/a11y/useMediaCaption: voice messages come without captions.
                    <audio
                      key={item.id}
                      src={item.urls.original}
                      controls
                      preload="none"
                      aria-label={t('album.guestbook.voice')}
                      style={{ width: 'min(100%, 28rem)' }}
                    />
                  ))}
                  {visual.length > 0 && (
                    <div className={classes.attachments}>
                      {visual.map((item, index) => (
                        <button
                          key={item.id}
                          type="button"
                          className={classes.attachment}
                          style={{
                            backgroundImage: item.placeholder
                              ? `url("${item.placeholder}")`
                              : undefined,
                          }}
                          aria-label={t('album.guestbook.attachment', { name: entry.guestName })}
                          onClick={() => setViewer({ media: visual, index })}
                        >
                          {item.urls.thumb && (
                            <img
                              src={item.urls.thumb}
                              alt=""
                              loading="lazy"
                              decoding="async"
                              className={classes.thumb}
                            />
                          )}
                        </button>
                      ))}
                    </div>
                  )}
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      {guestbook.hasNextPage && (
        <Button
          variant="default"
          onClick={() => guestbook.fetchNextPage()}
          loading={guestbook.isFetchingNextPage}
          w="fit-content"
        >
          {t('album.guestbook.more')}
        </Button>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('album.guestbook.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {t('album.guestbook.deleteText', { name: confirming?.guestName ?? '' })}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('album.guestbook.deleteCancel')}
            </Button>
            <Button
              color="red"
              loading={deleteEntry.isPending}
              onClick={async () => {
                if (!confirming) return;
                try {
                  await deleteEntry.mutateAsync(confirming.id);
                  notifications.show({ color: 'teal', message: t('album.guestbook.deletedToast') });
                  setConfirming(null);
                } catch (error) {
                  notifications.show({ color: 'red', message: errorMessage(error) });
                }
              }}
            >
              {t('album.guestbook.deleteSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {viewer && (
        <OwnerLightbox
          items={viewer.media}
          index={viewer.index}
          onIndexChange={(index) => setViewer({ ...viewer, index })}
          onClose={() => setViewer(null)}
          onHiddenChange={async (item, hidden) => {
            try {
              const [updated] = await updateMedia(eventId, { ids: [item.id], hidden });
              if (updated)
                setViewer(
                  (current) =>
                    current && {
                      ...current,
                      media: current.media.map((known) =>
                        known.id === updated.id ? updated : known,
                      ),
                    },
                );
              await refresh();
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error) });
            }
          }}
          onDelete={async (item) => {
            try {
              await deleteMedia(eventId, [item.id]);
              setViewer(null);
              await refresh();
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error) });
            }
          }}
        />
      )}
    </Stack>
  );
}
