/** The create-event wizard's steps, one component each; the page (create-event-page.tsx) holds the state. */
import {
  Alert,
  Anchor,
  Group,
  Input,
  NumberInput,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconKey, IconSparkles } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  maxEventDescriptionLength,
  maxGuestCount,
  minGuestCount,
} from '../../../../shared/api/events';
import { eventTypes, maxEventNameLength } from '../../../../shared/domain/event-validation';
import { maxTrialEvents } from '../../../../shared/domain/limits';
import { planIds } from '../../../../shared/domain/plans';
import { formatLongDate } from '../../../../shared/i18n/format';
import { languages } from '../../../../shared/i18n/index';
import { currentLanguage } from '../../../app/i18n';
import { PlanCard } from '../../../ui/plan-card';
import classes from './create-event.module.css';
import type { timeZoneOptions } from './time-zones';
import type { WizardValues } from './wizard-model';

/** What every step gets from the page. */
export type StepProps = {
  values: WizardValues;
  update: <K extends keyof WizardValues>(field: K, value: WizardValues[K]) => void;
  /** The field's error in the user's language, if any. */
  message: (field: keyof WizardValues) => string | undefined;
  /** The step's heading, focused after a step change. */
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 1: with an activation code or without (a code is checked by the server on Next). */
export function StartStep({ values, update, message, headingRef }: StepProps & {}) {
  const { t } = useTranslation();

  return (
    <Stack gap="md">
      <StepHeading
        headingRef={headingRef}
        title={t('events.create.start.title')}
        text={t('events.create.start.text')}
      />
      <Radio.Group
        value={values.withCode ? 'code' : 'noCode'}
        onChange={(value) => update('withCode', value === 'code')}
        label={t('events.create.start.title')}
        labelProps={{ className: classes.srOnly }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ChoiceCard
            value="noCode"
            icon={<IconSparkles size={22} aria-hidden="true" />}
            title={t('events.create.start.withoutCode')}
            text={t('events.create.start.withoutCodeText')}
          />
          <ChoiceCard
            value="code"
            icon={<IconKey size={22} aria-hidden="true" />}
            title={t('events.create.start.withCode')}
            text={t('events.create.start.withCodeText')}
          />
        </SimpleGrid>
      </Radio.Group>
      {values.withCode && (
        <TextInput
          label={t('events.create.start.code')}
          placeholder={t('events.create.start.codePlaceholder')}
          value={values.activationCode}
          onChange={(event) => update('activationCode', event.currentTarget.value)}
          error={message('activationCode')}
          withAsterisk
          autoComplete="off"
          maxLength={64}
          classNames={{ input: classes.codeInput }}
        />
      )}
      {values.withCode && values.codePlan !== null && (
        <Text size="sm" c="teal.9" fw={600} role="status">
          {t('payments.code.valid', { plan: t(`events.plans.${values.codePlan}`) })}
        </Text>
      )}
    </Stack>
  );
}

/** The event: name, date, type, description, guests, language, time zone. */
export function DetailsStep({
  values,
  update,
  message,
  headingRef,
  range,
  zones,
}: StepProps & {
  range: { min: string; max: string };
  zones: ReturnType<typeof timeZoneOptions>;
}) {
  const { t } = useTranslation();

  return (
    <Stack gap="md" maw="46rem">
      <StepHeading headingRef={headingRef} title={t('events.create.details.title')} />
      <TextInput
        label={t('events.create.details.name')}
        placeholder={t('events.create.details.namePlaceholder')}
        description={t('events.create.details.nameHint', { max: maxEventNameLength })}
        value={values.name}
        onChange={(event) => update('name', event.currentTarget.value)}
        error={message('name')}
        withAsterisk
        maxLength={maxEventNameLength}
      />
      <TextInput
        type="date"
        label={t('events.create.details.date')}
        value={values.eventDate}
        min={range.min}
        max={range.max}
        onChange={(event) => update('eventDate', event.currentTarget.value)}
        error={message('eventDate')}
        withAsterisk
        classNames={{ input: classes.dateInput }}
      />
      <Radio.Group
        value={values.type ?? ''}
        onChange={(value) => update('type', value as WizardValues['type'])}
        label={t('events.create.details.type')}
        error={message('type')}
        withAsterisk
      >
        <div className={classes.typeGrid}>
          {eventTypes.map((type) => (
            <Radio.Card key={type} value={type} className={classes.typeCard}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <Radio.Indicator size="xs" mt={3} />
                <Text size="sm" className={classes.typeLabel}>
                  {t(`events.create.types.${type}`)}
                </Text>
              </Group>
            </Radio.Card>
          ))}
        </div>
      </Radio.Group>
      <Textarea
        label={t('events.create.details.description')}
        placeholder={t('events.create.details.descriptionPlaceholder')}
        value={values.description}
        onChange={(event) => update('description', event.currentTarget.value)}
        error={message('description')}
        rows={3}
        maxLength={maxEventDescriptionLength}
      />
      <NumberInput
        label={t('events.create.details.guestCount')}
        description={t('events.create.details.guestCountHint')}
        value={values.guestCount}
        onChange={(value) => update('guestCount', value)}
        error={message('guestCount')}
        min={minGuestCount}
        max={maxGuestCount}
        allowDecimal={false}
        allowNegative={false}
        inputMode="numeric"
        classNames={{ wrapper: classes.shortInput }}
      />
      <Stack gap={4}>
        <Input.Label component="span" id="event-language-label">
          {t('events.create.details.language')}
        </Input.Label>
        <SegmentedControl
          aria-labelledby="event-language-label"
          value={values.language}
          onChange={(value) => update('language', value as WizardValues['language'])}
          data={languages.map((language) => ({
            value: language,
            label: t(`common.language.${language}`),
          }))}
          className={classes.segmented}
        />
      </Stack>
      <Select
        label={t('events.create.details.timeZone')}
        description={t('events.create.details.timeZoneHint')}
        data={zones}
        value={values.timeZone}
        onChange={(value) => value && update('timeZone', value)}
        error={message('timeZone')}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('events.create.details.timeZoneNothingFound')}
        limit={100}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

/** The plan, with the trial refused after three and a warning when the trial ends before the event. */
export function PlanStep({
  values,
  update,
  message,
  headingRef,
  trialsUsedUp,
  trialEndsEarly,
}: StepProps & {
  trialsUsedUp: boolean;
  trialEndsEarly: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Stack gap="md">
      <StepHeading
        headingRef={headingRef}
        title={t('events.create.plan.title')}
        text={t('events.create.plan.text')}
      />
      {message('plan') !== undefined && (
        <Text c="red.8" size="sm" role="alert">
          {message('plan')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        {planIds.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            selected={values.plan === plan}
            onSelect={(chosen) => update('plan', chosen)}
            unavailable={
              plan === 'trial' && trialsUsedUp
                ? t('errors.trialLimitReached', { max: maxTrialEvents })
                : undefined
            }
            footer={
              plan === 'trial' ? undefined : (
                <Anchor
                  component={Link}
                  to={`/events/gift/${plan}`}
                  size="sm"
                  ta="center"
                  onClick={(event) => event.stopPropagation()}
                >
                  {t('payments.upgrade.gift')}
                </Anchor>
              )
            }
          />
        ))}
      </SimpleGrid>
      {trialEndsEarly && (
        <Alert
          color="orange"
          role="status"
          icon={<IconAlertCircle size={20} aria-hidden="true" />}
          data-testid="trial-dates-warning"
        >
          {t('events.create.plan.trialEndsBeforeEvent', {
            uploadEnd: formatLongDate(trialEndsEarly, language),
            eventDate: formatLongDate(values.eventDate, language),
          })}
        </Alert>
      )}
    </Stack>
  );
}

/** The day a paid plan starts counting (its upload and download windows follow from it). */
export function ActivationStep({
  values,
  update,
  message,
  headingRef,
  range,
}: StepProps & {
  range: { min: string; max: string };
}) {
  const { t } = useTranslation();

  return (
    <Stack gap="md">
      <StepHeading headingRef={headingRef} title={t('events.create.activation.title')} />
      {values.withCode && values.codePlan !== null && (
        <Alert color="teal" variant="light" icon={<IconKey size={20} aria-hidden="true" />}>
          {t('events.create.activation.codePlan', {
            plan: t(`events.plans.${values.codePlan}`),
          })}
        </Alert>
      )}
      <TextInput
        type="date"
        label={t('events.create.activation.date')}
        description={t('events.create.activation.hint', { timeZone: values.timeZone })}
        value={values.activationDate}
        min={range.min}
        max={range.max}
        onChange={(event) => update('activationDate', event.currentTarget.value)}
        error={message('activationDate')}
        withAsterisk
        classNames={{ input: classes.dateInput }}
      />
    </Stack>
  );
}

function StepHeading({
  title,
  text,
  headingRef,
}: {
  title: string;
  text?: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack gap={4}>
      <Title order={2} className={classes.stepTitle} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      {text && (
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      )}
    </Stack>
  );
}

function ChoiceCard({
  value,
  icon,
  title,
  text,
}: {
  value: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Radio.Card value={value} className={classes.choiceCard}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Radio.Indicator mt={2} />
        <Stack gap={4} className={classes.choiceBody}>
          <Group gap={6} wrap="nowrap">
            {icon}
            <Text fw={600} className={classes.choiceTitle}>
              {title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
