/**
 * The creation wizard without React: its values, which steps it has (the plan
 * step only without a code, the activation-date step only for paid plans and
 * codes), each step's checks from the shared domain rules, and the request body.
 */
import {
  type CreateEventRequest,
  maxGuestCount,
  minGuestCount,
} from '../../../../shared/api/events';
import {
  type EventType,
  validateActivationCode,
  validateEventDate,
  validateEventName,
  validateEventType,
  validatePlan,
} from '../../../../shared/domain/event-validation';
import type { PlanId } from '../../../../shared/domain/plans';
import { defaultTimeZone, type Instant } from '../../../../shared/domain/time';
import type { Language } from '../../../../shared/i18n/index';
import { readStored, writeStored } from '../../../shared/browser-storage';

export type WizardStep = 'start' | 'details' | 'plan' | 'activation';

export interface WizardValues {
  withCode: boolean;
  activationCode: string;
  /** The plan of the checked activation code (null until the server confirmed it). */
  codePlan: PlanId | null;
  name: string;
  /** YYYY-MM-DD or '' */
  eventDate: string;
  description: string;
  type: EventType | null;
  /** A number, or '' when not given (NumberInput's empty value). */
  guestCount: number | string;
  language: Language;
  timeZone: string;
  plan: PlanId | null;
  /** YYYY-MM-DD or '' */
  activationDate: string;
}

export type WizardField = keyof WizardValues;

/** Field → i18n key of its problem. */
export type WizardErrors = Partial<Record<WizardField, string>>;

/** A fresh wizard; with `activationCode` (a link from a bought gift) it starts on the code path. */
export function initialValues(language: Language, activationCode?: string | null): WizardValues {
  const code = activationCode?.trim() ?? '';
  return {
    withCode: code !== '',
    activationCode: code,
    codePlan: null,
    name: '',
    eventDate: '',
    description: '',
    type: null,
    guestCount: '',
    language,
    timeZone: defaultTimeZone,
    plan: null,
    activationDate: '',
  };
}

/** Whether the event will be paid for (a paid plan, or a code that carries one). */
export function needsActivationDate(values: WizardValues): boolean {
  return values.withCode || (values.plan !== null && values.plan !== 'trial');
}

/**
 * The wizard's steps for what is chosen so far. Until a plan is chosen the activation step is
 * counted too (a paid plan needs it), so the counter never calls a step the last when one may
 * follow; choosing the trial drops it.
 */
export function wizardSteps(values: WizardValues): WizardStep[] {
  const steps: WizardStep[] = ['start', 'details'];
  if (!values.withCode) steps.push('plan');
  if (needsActivationDate(values) || (!values.withCode && values.plan === null)) {
    steps.push('activation');
  }
  return steps;
}

/** The fields each step shows (where server issues are placed). */
export const stepFields: Record<WizardStep, WizardField[]> = {
  start: ['withCode', 'activationCode', 'codePlan'],
  details: ['name', 'eventDate', 'description', 'type', 'guestCount', 'language', 'timeZone'],
  plan: ['plan'],
  activation: ['activationDate'],
};

function guestCountProblem(value: number | string): string | null {
  if (value === '' || value === null) return null;
  const count = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(count) && count >= minGuestCount && count <= maxGuestCount
    ? null
    : 'validation.event.guestCountInvalid';
}

/** The problems of one step's fields (empty when it may be left). */
export function validateStep(step: WizardStep, values: WizardValues, now: Instant): WizardErrors {
  const errors: WizardErrors = {};
  const set = (field: WizardField, key: string | null) => {
    if (key) errors[field] = key;
  };
  switch (step) {
    case 'start':
      set('activationCode', validateActivationCode(values.activationCode, values.withCode));
      break;
    case 'details':
      set('name', validateEventName(values.name));
      set('eventDate', validateEventDate(values.eventDate, values.timeZone, now));
      set('type', validateEventType(values.type));
      set('guestCount', guestCountProblem(values.guestCount));
      break;
    case 'plan':
      set('plan', validatePlan(values.plan));
      break;
    case 'activation':
      set('activationDate', validateEventDate(values.activationDate, values.timeZone, now));
      break;
  }
  return errors;
}

/**
 * The body of POST /api/events. With a code the code decides the plan (the
 * server reads it from the code again; the checked plan is sent because the
 * body requires one).
 */
export function requestBody(values: WizardValues): CreateEventRequest {
  const plan: PlanId = values.withCode ? (values.codePlan ?? 'basic') : (values.plan ?? 'trial');
  const description = values.description.trim();
  const guestCount = values.guestCount === '' ? undefined : Number(values.guestCount);
  return {
    ...(values.withCode ? { activationCode: values.activationCode.trim() } : {}),
    name: values.name.trim(),
    eventDate: values.eventDate,
    ...(description ? { description } : {}),
    type: values.type ?? 'other',
    ...(guestCount !== undefined ? { guestCount } : {}),
    language: values.language,
    timeZone: values.timeZone,
    plan,
    ...(needsActivationDate(values) ? { activationDate: values.activationDate } : {}),
  };
}

/** Server issue paths (`['name']`, `'eventDate'`) as wizard fields; unknown paths are dropped. */
export function fieldErrorsFromIssues(issues: unknown): WizardErrors {
  const errors: WizardErrors = {};
  if (!Array.isArray(issues)) return errors;
  const fields = Object.values(stepFields).flat();
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    const head = Array.isArray(path) ? path[0] : path;
    if (typeof head !== 'string' || typeof message !== 'string') continue;
    if ((fields as string[]).includes(head) && !errors[head as WizardField]) {
      errors[head as WizardField] = message;
    }
  }
  return errors;
}

/** sessionStorage key of the wizard's draft (kept while the owner steps away, e.g. to buy a gift). */
export const wizardDraftKey = 'create-event-draft';

export type WizardDraft = { values: WizardValues; active: number };

/** The draft this tab left, if any and if it still has the shape of the values. */
export function readWizardDraft(fresh: WizardValues): WizardDraft | null {
  try {
    const raw = readStored('sessionStorage', wizardDraftKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; active?: unknown };
    const values = parsed.values as Record<string, unknown> | undefined;
    if (!values || typeof values !== 'object') return null;
    // Only known fields holding plain values are taken back; each step checks them again.
    const restored = { ...fresh };
    for (const key of Object.keys(fresh) as (keyof WizardValues)[]) {
      const value = values[key];
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
        (restored as unknown as Record<string, unknown>)[key] = value;
      }
    }
    const active = Number.isInteger(parsed.active) ? Math.max(0, parsed.active as number) : 0;
    return { values: restored, active };
  } catch {
    return null;
  }
}

/** Keeps the draft; storage refusing (private modes) only loses the convenience. */
export function writeWizardDraft(draft: WizardDraft | null): void {
  // Nothing to tell the owner when storage refuses: the wizard works without it.
  writeStored('sessionStorage', wizardDraftKey, draft && JSON.stringify(draft));
}
