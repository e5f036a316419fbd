/**
 * /events/create: the creation wizard. Step 0 with or without an activation
 * code, then the details, the plan (without a code) and the activation date
 * (paid plans and codes). Values stay while moving between steps; each step
 * is checked with the shared domain rules before the next; the server's field
 * issues are placed on their fields and its other errors shown as an alert.
 * `notice` is shown with the "confirm your e-mail" error (the verify banner).
 */
import { Alert, Button, Group, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { eventDateRange } from '../../../../shared/domain/event-validation';
import { canCreateTrial } from '../../../../shared/domain/limits';
import { trialUploadsEndBeforeEvent } from '../../../../shared/domain/periods';
import { localDate } from '../../../../shared/domain/time';
import { ApiError, useErrorMessage } from '../../../app/api';
import { currentLanguage } from '../../../app/i18n';
import { usePageTitle } from '../../../app/page-title';
import { BackButton } from '../../../ui/back-button';
import { useCreateEvent } from '../api/create-event';
import { eventsQuery } from '../api/get-events';
import { codeProblemKey, verifyActivationCode } from '../api/verify-activation-code';
import classes from './create-event.module.css';
import { timeZoneOptions } from './time-zones';
import {
  fieldErrorsFromIssues,
  initialValues,
  readWizardDraft,
  requestBody,
  stepFields,
  validateStep,
  type WizardErrors,
  type WizardStep,
  type WizardValues,
  wizardSteps,
  writeWizardDraft,
} from './wizard-model';

import { ActivationStep, DetailsStep, PlanStep, StartStep, type StepProps } from './wizard-steps';

export interface CreateEventPageProps {
  notice?: ReactNode;
  /** "Now" for the date checks; tests pass a fixed day. */
  now?: () => Date;
}

export function CreateEventPage({ notice, now = () => new Date() }: CreateEventPageProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const createEvent = useCreateEvent();
  const submitting = useRef(false);
  usePageTitle(t('events.create.title'));

  const [searchParams] = useSearchParams();
  // What was typed survives a visit elsewhere in this tab (e.g. "buy as a gift"); a code link wins.
  const [restored] = useState(() => {
    const code = searchParams.get('code');
    const fresh = initialValues(currentLanguage(i18n), code);
    if (code) return { values: fresh, active: 0 };
    return readWizardDraft(fresh) ?? { values: fresh, active: 0 };
  });
  const [values, setValues] = useState<WizardValues>(restored.values);
  const [errors, setErrors] = useState<WizardErrors>({});
  const [formError, setFormError] = useState<{ key: string; message: string } | null>(null);
  const [active, setActive] = useState(restored.active);
  useEffect(() => {
    writeWizardDraft({ values, active });
  }, [values, active]);
  const [checkingCode, setCheckingCode] = useState(false);
  const checking = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(false);

  // After a step change, screen readers and keyboards continue at the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change
  useEffect(() => {
    if (shown.current) headingRef.current?.focus();
    shown.current = true;
  }, [active]);

  const steps = wizardSteps(values);
  const step: WizardStep = steps[Math.min(active, steps.length - 1)] ?? 'start';
  // Until a plan is chosen it is unknown whether an activation-date step follows.
  const last = active >= steps.length - 1 && !(step === 'plan' && values.plan === null);
  const range = eventDateRange(values.timeZone, now());
  // Three trials already: the trial card says so at the plan step (the server refuses it too).
  // Read from the cache the owner's sidebar keeps fresh; never fetched just for this.
  const ownEvents = useQuery({ ...eventsQuery, enabled: false });
  const trialsUsedUp =
    ownEvents.data !== undefined &&
    !canCreateTrial(ownEvents.data.filter((each) => each.plan === 'trial').length);
  // A trial opens for uploads today: when its days end before the event, say so before creating.
  const trialEndsEarly =
    values.plan === 'trial' && values.eventDate !== ''
      ? trialUploadsEndBeforeEvent(values.eventDate, localDate(now(), values.timeZone))
      : null;
  const zones = useMemo(() => timeZoneOptions(), []);

  function update<K extends keyof WizardValues>(field: K, value: WizardValues[K]) {
    // A changed code (or path) must be checked again.
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'activationCode' || field === 'withCode' ? { codePlan: null } : {}),
    }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  }

  const message = (field: keyof WizardValues) => {
    const key = errors[field];
    if (!key) return undefined;
    return i18n.exists(key) ? t(key) : t('errors.validation');
  };

  function goTo(index: number) {
    setFormError(null);
    setActive(index);
    window.scrollTo?.({ top: 0 });
  }

  async function next() {
    const problems = validateStep(step, values, now());
    if (Object.keys(problems).length > 0) {
      setErrors((current) => ({ ...current, ...problems }));
      return;
    }
    if (step === 'start' && values.withCode && values.codePlan === null) {
      // The server checks the code now, so a wrong one is caught before the details.
      if (checking.current) return;
      checking.current = true;
      setCheckingCode(true);
      try {
        const verified = await verifyActivationCode(values.activationCode.trim());
        setValues((current) => ({
          ...current,
          activationCode: verified.code,
          codePlan: verified.plan,
        }));
      } catch (error) {
        setErrors((current) => ({ ...current, activationCode: codeProblemKey(error) }));
        return;
      } finally {
        checking.current = false;
        setCheckingCode(false);
      }
    }
    goTo(active + 1);
  }

  async function submit() {
    if (submitting.current) return;
    // Every step again: a date checked yesterday may be in the past today.
    for (const [index, each] of steps.entries()) {
      const problems = validateStep(each, values, now());
      if (Object.keys(problems).length > 0) {
        setErrors((current) => ({ ...current, ...problems }));
        setActive(index);
        return;
      }
    }
    submitting.current = true;
    setFormError(null);
    try {
      const event = await createEvent.mutateAsync(requestBody(values));
      writeWizardDraft(null);
      const paid = event.plan === 'trial' || event.paid;
      notifications.show({
        color: paid ? 'teal' : 'orange',
        message: t(paid ? 'events.create.success' : 'events.create.paymentNeeded', {
          name: event.name,
        }),
      });
      // A paid plan goes straight to its payment; the list's card and the sidebar offer it later too.
      navigate(paid ? '/events' : `/events/payment/${event.id}`);
    } catch (error) {
      handleError(error);
    } finally {
      submitting.current = false;
    }
  }

  function handleError(error: unknown) {
    if (
      error instanceof ApiError &&
      (error.key === 'errors.invalidActivationCode' || error.key === 'errors.activationCodeUsed')
    ) {
      setErrors((current) => ({ ...current, activationCode: error.key }));
      setValues((current) => ({ ...current, codePlan: null }));
      setActive(steps.indexOf('start'));
      return;
    }
    if (error instanceof ApiError && error.key === 'errors.validation') {
      const fieldErrors = fieldErrorsFromIssues(error.params.issues);
      const index = steps.findIndex((each) =>
        stepFields[each].some((field) => fieldErrors[field] !== undefined),
      );
      if (index >= 0) {
        setErrors((current) => ({ ...current, ...fieldErrors }));
        setActive(index);
        return;
      }
    }
    setFormError({
      key: error instanceof ApiError ? error.key : 'errors.unexpected',
      message: errorMessage(error),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (last) void submit();
    else void next();
  }

  const stepProps: StepProps = { values, update, message, headingRef };
  const stepContent: Record<WizardStep, ReactNode> = {
    start: <StartStep {...stepProps} />,
    details: <DetailsStep {...stepProps} range={range} zones={zones} />,
    plan: <PlanStep {...stepProps} trialsUsedUp={trialsUsedUp} trialEndsEarly={trialEndsEarly} />,
    activation: <ActivationStep {...stepProps} range={range} />,
  };

  // A code pays for the event: only a paid plan chosen here goes on to the payment.
  const paidSubmit = !values.withCode && values.plan !== null && values.plan !== 'trial';

  return (
    <Stack gap="lg" className={classes.page}>
      <BackButton to="/events" label={t('events.create.back')} />
      <Stack gap={6}>
        <Title order={1} className={classes.title}>
          {t('events.create.title')}
        </Title>
        <Text c="dimmed">{t('events.create.lead')}</Text>
      </Stack>
      <Stepper
        active={active}
        onStepClick={(index) => index < active && goTo(index)}
        allowNextStepsSelect={false}
        size="sm"
        classNames={{
          root: classes.stepper,
          stepBody: classes.stepBody,
          separator: classes.separator,
        }}
      >
        {steps.map((each) => (
          <Stepper.Step key={each} label={t(`events.create.steps.${each}`)} />
        ))}
      </Stepper>
      <Text size="sm" c="dimmed" className={classes.stepCount}>
        {t('events.create.stepCount', {
          current: active + 1,
          total: steps.length,
          name: t(`events.create.steps.${step}`),
        })}
      </Text>
      <Paper component="form" noValidate onSubmit={onSubmit} className={classes.panel}>
        <Stack gap="lg">
          {stepContent[step]}
          {formError && (
            <Stack gap="sm">
              <Alert
                color="red"
                variant="light"
                radius="md"
                icon={<IconAlertCircle size={20} aria-hidden="true" />}
                role="alert"
              >
                {formError.message}
              </Alert>
              {formError.key === 'errors.emailNotVerified' && notice}
            </Stack>
          )}
          <Group justify="space-between" gap="sm" className={classes.actions}>
            {active > 0 ? (
              <Button
                variant="default"
                onClick={() => goTo(active - 1)}
                leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
                disabled={createEvent.isPending}
              >
                {t('events.create.previous')}
              </Button>
            ) : (
              <span />
            )}
            {last ? (
              <Button
                type="submit"
                loading={createEvent.isPending}
                disabled={createEvent.isPending}
                leftSection={<IconCheck size={18} aria-hidden="true" />}
                className={classes.submit}
              >
                {t(paidSubmit ? 'events.create.submitPaid' : 'events.create.submit')}
              </Button>
            ) : (
              <Button
                type="submit"
                loading={checkingCode}
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {t('events.create.next')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
