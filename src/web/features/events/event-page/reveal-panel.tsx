/**
 * Reveal mode on the event page: until the reveal, when it comes and the "Reveal now" button
 * (asked once more: every guest and the live wall see the photos at that moment).
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRevealed, planHasPlay } from '../../../../shared/domain/reveal';
import { formatDateTime } from '../../../../shared/i18n/format';
import { useErrorMessage } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import type { EventDetail } from '../../../shared/api/get-event';
import { useRevealNow } from '../../../shared/api/prompts';

export function RevealPanel({ event }: { event: EventDetail }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useErrorMessage();
  const reveal = useRevealNow(event.id);
  const [confirm, setConfirm] = useState(false);
  // Re-rendered while a set time approaches; the clock is read at each render.
  const [, setTick] = useState(0);
  const { settings } = event;
  const pending = planHasPlay(event.plan) && !isRevealed(settings, new Date());

  // A set time passes while the page is open: the panel goes by itself.
  useEffect(() => {
    if (!pending || !settings.revealAt) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 15_000);
    return () => clearInterval(timer);
  }, [pending, settings.revealAt]);

  if (!pending) return null;
  const time = settings.revealAt
    ? formatDateTime(settings.revealAt, currentLanguage(i18n), event.timeZone)
    : null;
  return (
    <Alert color="grape" variant="light" icon={<IconEye size={20} />} data-testid="reveal-panel">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {time ? t('play.owner.pending', { time }) : t('play.owner.pendingHand')}
        </Text>
        <Button onClick={() => setConfirm(true)} data-testid="reveal-now">
          {t('play.owner.revealNow')}
        </Button>
        {reveal.isError && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(reveal.error)}
          </Text>
        )}
      </Stack>
      <Modal
        opened={confirm}
        onClose={() => setConfirm(false)}
        title={t('play.owner.revealNow')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('play.owner.revealConfirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirm(false)} data-autofocus>
              {t('common.actions.cancel')}
            </Button>
            <Button
              loading={reveal.isPending}
              onClick={async () => {
                await reveal.mutateAsync().catch(() => undefined);
                setConfirm(false);
              }}
              data-testid="reveal-confirm"
            >
              {t('play.owner.revealNow')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Alert>
  );
}
