/**
 * An event's settings in tabs (details, guest page, features, share), shown
 * by the /events/settings/{id} page and by the event page's modal alike. The
 * tabs edit one draft with one Save, which also sets a typed guests' password;
 * "saved" is said only when everything typed is stored. Background images are
 * saved at once. Leaving with unsaved changes asks first.
 */
import { Alert, Button, Group, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAdjustments,
  IconCheck,
  IconInfoCircle,
  IconPalette,
  IconShare,
} from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, useErrorMessage } from '../../../app/api';
import type { EventDetail } from '../../../shared/api/get-event';
import { useSetEventPassword, useUpdateEvent } from './api/settings';
import { DeleteEventSection } from './delete-event';
import { DetailsTab } from './details-tab';
import type { DraftEditor } from './draft-editor';
import { FeaturesTab } from './features-tab';
import { GuestPageTab } from './guest-page-tab';
import { type PasswordDraft, passwordLengthOk } from './password-section';
import classes from './settings.module.css';
import {
  changesOf,
  type DraftErrors,
  type DraftField,
  draftErrorsFromIssues,
  draftFromEvent,
  type SettingsTab,
  tabOfField,
  validateDraft,
} from './settings-model';
import { ShareTab } from './share-tab';
import { UnsavedChangesDialog, useLeaveGuard } from './unsaved-changes';

export type { DraftEditor };

export interface EventSettingsProps {
  event: EventDetail;
  initialTab?: SettingsTab;
  /** Told whenever the draft starts or stops differing from the stored event. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function EventSettingsForm({
  event,
  initialTab = 'details',
  onDirtyChange,
}: EventSettingsProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const updateEvent = useUpdateEvent(event.id);
  const [tab, setTab] = useState<SettingsTab>(initialTab);
  // The stored values the draft is compared with; replaced by what a save answers.
  const [initial, setInitial] = useState(() => draftFromEvent(event));
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saveError, setSaveError] = useState<unknown>(null);
  const saving = useRef(false);

  const [password, setPassword] = useState<PasswordDraft>({ value: null, error: null });
  const setEventPassword = useSetEventPassword(event.id);
  const changes = useMemo(() => changesOf(initial, draft), [initial, draft]);
  // A typed password is an unsaved change like any other: Save sets it, leaving asks.
  const passwordPending = password.value !== null && password.value !== '';
  const dirty = changes !== null || passwordPending;
  const busy = updateEvent.isPending || setEventPassword.isPending;
  const blocker = useLeaveGuard(dirty);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  const clearError = (field: DraftField) =>
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  const editor: DraftEditor = {
    draft,
    errors,
    update: (key, value) => {
      setDraft((current) => ({ ...current, [key]: value }));
      if (key in tabOfField) clearError(key as DraftField);
    },
    updateSettings: (patch) => {
      setDraft((current) => ({ ...current, settings: { ...current.settings, ...patch } }));
      if ('slideshowIntervalSeconds' in patch) clearError('slideshowIntervalSeconds');
    },
    updateStyle: (patch) =>
      setDraft((current) => ({ ...current, style: { ...current.style, ...patch } })),
    password,
    setPassword,
  };

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    const first = (Object.keys(found) as DraftField[])[0];
    if (first) setTab(tabOfField[first]);
  };

  const save = async (submit?: FormEvent) => {
    submit?.preventDefault();
    if (!dirty || saving.current) return;
    const problems = validateDraft(draft);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const typedPassword = passwordPending ? password.value : null;
    if (typedPassword !== null && !passwordLengthOk(typedPassword)) {
      setPassword({ value: typedPassword, error: 'validation.eventPassword.length' });
      setTab('features');
      return;
    }
    saving.current = true;
    setSaveError(null);
    try {
      if (changes) {
        const saved = await updateEvent.mutateAsync(changes);
        const next = draftFromEvent(saved);
        setInitial(next);
        setDraft(next);
        setErrors({});
      }
      if (typedPassword !== null) {
        await setEventPassword.mutateAsync(typedPassword);
        setPassword({ value: null, error: null });
      }
      notifications.show({ color: 'teal', message: t('eventSettings.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.key === 'errors.validation') {
        const fieldErrors = draftErrorsFromIssues(error.params.issues);
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      }
      setSaveError(error);
    } finally {
      saving.current = false;
    }
  };

  const discard = () => {
    setDraft(initial);
    setErrors({});
    setSaveError(null);
    setPassword({ value: null, error: null });
  };

  const saveErrorText = saveError ? errorMessage(saveError) : null;
  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={save} noValidate className={classes.form}>
      <Tabs
        value={tab}
        onChange={(value) => value && setTab(value as SettingsTab)}
        keepMounted={false}
        classNames={{ tab: classes.tab }}
      >
        <Tabs.List>
          <Tabs.Tab value="details" leftSection={<IconInfoCircle size={18} aria-hidden="true" />}>
            {t('eventSettings.tabs.details')}
          </Tabs.Tab>
          <Tabs.Tab value="guestPage" leftSection={<IconPalette size={18} aria-hidden="true" />}>
            {t('eventSettings.tabs.guestPage')}
          </Tabs.Tab>
          <Tabs.Tab value="features" leftSection={<IconAdjustments size={18} aria-hidden="true" />}>
            {t('eventSettings.tabs.features')}
          </Tabs.Tab>
          <Tabs.Tab value="share" leftSection={<IconShare size={18} aria-hidden="true" />}>
            {t('eventSettings.tabs.share')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" className={classes.panel}>
          <PanelTitle tab="details" />
          <DetailsTab event={event} editor={editor} />
          <DeleteEventSection event={event} />
        </Tabs.Panel>
        <Tabs.Panel value="guestPage" className={classes.panel}>
          <PanelTitle tab="guestPage" />
          <GuestPageTab event={event} editor={editor} />
        </Tabs.Panel>
        <Tabs.Panel value="features" className={classes.panel}>
          <PanelTitle tab="features" />
          <FeaturesTab event={event} editor={editor} />
        </Tabs.Panel>
        <Tabs.Panel value="share" className={classes.panel}>
          <PanelTitle tab="share" />
          <ShareTab event={event} />
        </Tabs.Panel>
      </Tabs>

      <div className={classes.saveBar} data-dirty={dirty || undefined}>
        {(saveErrorText || hasFieldErrors) && (
          <Alert
            color="red"
            role="alert"
            title={t('errors.saveSettingsFailed')}
            className={classes.saveError}
          >
            {saveErrorText ?? t('eventSettings.fixErrors')}
          </Alert>
        )}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text
            size="sm"
            c={dirty ? undefined : 'dimmed'}
            fw={dirty ? 600 : undefined}
            aria-live="polite"
          >
            {dirty ? (
              t('eventSettings.unsavedNote')
            ) : (
              <span className={classes.savedNote}>
                <IconCheck size={16} aria-hidden="true" />
                {t('eventSettings.savedNote')}
              </span>
            )}
          </Text>
          <Group gap="sm" className={classes.saveActions}>
            <Button variant="default" onClick={discard} disabled={!dirty || busy}>
              {t('eventSettings.discard')}
            </Button>
            <Button type="submit" disabled={!dirty} loading={busy}>
              {t('eventSettings.save')}
            </Button>
          </Group>
        </Group>
      </div>

      <UnsavedChangesDialog
        opened={blocker.state === 'blocked'}
        onKeepEditing={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
      />
    </form>
  );
}

/**
 * The open tab's name as the heading of its panel (for a screen reader's list of headings; the
 * tab shows it): the sections inside are its h3s, on the page (under its h1) and in the modal.
 */
function PanelTitle({ tab }: { tab: SettingsTab }) {
  const { t } = useTranslation();
  return <VisuallyHidden component="h2">{t(`eventSettings.tabs.${tab}`)}</VisuallyHidden>;
}
