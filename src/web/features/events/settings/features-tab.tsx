/**
 * The Features tab: uploads (turning them off asks first), guestbook,
 * slideshow and its interval (plans with a slideshow only), guests' ZIP
 * download, and the guests' password (saved with the rest, or at once by its own button).
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  slideshowIntervalMaxSeconds,
  slideshowIntervalMinSeconds,
} from '../../../../shared/domain/limits';
import { planRules } from '../../../../shared/domain/plans';
import type { EventDetail } from '../../../shared/api/get-event';
import type { DraftEditor } from './draft-editor';
import { PasswordSection } from './password-section';
import { RevealSection } from './reveal-section';
import classes from './settings.module.css';

export function FeaturesTab({ event, editor }: { event: EventDetail; editor: DraftEditor }) {
  const { t } = useTranslation();
  const { draft, errors, updateSettings } = editor;
  const settings = draft.settings;
  const [confirmUploadsOff, setConfirmUploadsOff] = useState(false);
  const slideshowInPlan = planRules(event.plan).slideshow;
  const prefix = 'eventSettings.features';

  return (
    <Stack gap="lg" className={classes.narrow}>
      <Text size="sm" c="dimmed">
        {t(`${prefix}.lead`)}
      </Text>
      <Stack gap="md">
        <Switch
          label={t(`${prefix}.uploads`)}
          description={t(`${prefix}.uploadsHint`)}
          checked={settings.uploadsEnabled}
          onChange={(change) => {
            if (change.currentTarget.checked) updateSettings({ uploadsEnabled: true });
            else setConfirmUploadsOff(true);
          }}
        />
        <Switch
          label={t(`${prefix}.guestbook`)}
          description={t(`${prefix}.guestbookHint`)}
          checked={settings.guestbookVisible}
          onChange={(change) => updateSettings({ guestbookVisible: change.currentTarget.checked })}
        />
        <Switch
          label={t(`${prefix}.gallery`)}
          description={t(`${prefix}.galleryHint`)}
          checked={settings.guestGalleryVisible}
          onChange={(change) =>
            updateSettings({ guestGalleryVisible: change.currentTarget.checked })
          }
        />
        <Stack gap="xs">
          <Switch
            label={t(`${prefix}.slideshow`)}
            description={t(`${prefix}.slideshowHint`)}
            checked={slideshowInPlan && settings.slideshowVisible}
            disabled={!slideshowInPlan}
            onChange={(change) =>
              updateSettings({ slideshowVisible: change.currentTarget.checked })
            }
          />
          <NumberInput
            label={t(`${prefix}.slideshowInterval`)}
            description={t(`${prefix}.slideshowIntervalHint`, {
              min: slideshowIntervalMinSeconds,
              max: slideshowIntervalMaxSeconds,
            })}
            value={settings.slideshowIntervalSeconds}
            onChange={(value) => {
              if (typeof value === 'number') updateSettings({ slideshowIntervalSeconds: value });
            }}
            min={slideshowIntervalMinSeconds}
            max={slideshowIntervalMaxSeconds}
            allowDecimal={false}
            allowNegative={false}
            disabled={!slideshowInPlan || !settings.slideshowVisible}
            error={errors.slideshowIntervalSeconds ? t(errors.slideshowIntervalSeconds) : undefined}
            className={classes.shortInput}
            ml={52}
          />
          {!slideshowInPlan && (
            <Alert color="clay" variant="light" p="sm" className={classes.planHint}>
              <Text size="sm">{t(`${prefix}.slideshowPremium`)}</Text>
              <Anchor component={Link} to={`/events/${event.id}/upgrade`} size="sm" fw={600}>
                {t(`${prefix}.upgrade`)}
              </Anchor>
            </Alert>
          )}
        </Stack>
        <Switch
          label={t(`${prefix}.zip`)}
          description={t(`${prefix}.zipHint`)}
          checked={settings.guestZipDownload}
          onChange={(change) => updateSettings({ guestZipDownload: change.currentTarget.checked })}
        />
      </Stack>

      <RevealSection event={event} editor={editor} />

      <Paper className={classes.box} component="section" aria-labelledby="password-title">
        <Stack gap="sm">
          <Group gap={8} wrap="nowrap">
            <IconLock size={20} aria-hidden="true" />
            <Title order={3} id="password-title" className={classes.boxTitle}>
              {t(`${prefix}.password.title`)}
            </Title>
          </Group>
          <PasswordSection
            event={event}
            draft={editor.password}
            onDraftChange={editor.setPassword}
          />
        </Stack>
      </Paper>

      <Modal
        opened={confirmUploadsOff}
        onClose={() => setConfirmUploadsOff(false)}
        title={t(`${prefix}.uploadsOff.title`)}
        centered
        zIndex={400}
      >
        <Stack gap="md">
          <Text size="sm">{t(`${prefix}.uploadsOff.text`)}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmUploadsOff(false)} data-autofocus>
              {t(`${prefix}.uploadsOff.cancel`)}
            </Button>
            <Button
              color="red"
              onClick={() => {
                updateSettings({ uploadsEnabled: false });
                setConfirmUploadsOff(false);
              }}
            >
              {t(`${prefix}.uploadsOff.confirm`)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
