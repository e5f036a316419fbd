/** Owner accounts for the journeys: unique addresses, created through the API or the sign-up screen. */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { addDays, localDate } from '../src/shared/domain/time';
import { en } from '../src/shared/i18n/en/index';
import { pl } from '../src/shared/i18n/pl/index';
import { mailsTo, waitForCode } from './outbox';

export const catalogues = { pl, en } as const;
export type Lang = keyof typeof catalogues;

/** Meets every rule of the password policy. */
export const ownerPassword = 'Wesele#2026ok';

export function newOwnerEmail(label = 'owner'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.test`;
}

/**
 * Creates an account through Better Auth's endpoints and, unless told
 * otherwise, confirms its address with the e-mailed code. Nobody is left
 * signed in (the account is created without a session).
 */
export async function createOwner(
  request: APIRequestContext,
  baseURL: string,
  options: {
    email?: string;
    language?: Lang;
    verified?: boolean;
    /** The server's DATA_DIR, where its e-mails are (the journeys' server by default). */
    dataDir?: string;
  } = {},
): Promise<{ email: string; password: string }> {
  const email = options.email ?? newOwnerEmail();
  const headers = { origin: baseURL };
  const seen = (await mailsTo(email, options.dataDir)).length;
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers,
    data: {
      email,
      password: ownerPassword,
      name: '',
      language: options.language ?? 'pl',
      termsAccepted: true,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  if (options.verified !== false) {
    const otp = await waitForCode(email, seen, undefined, options.dataDir);
    const verify = await request.post('/api/auth/email-otp/verify-email', {
      headers,
      data: { email, otp },
    });
    expect(verify.ok(), await verify.text()).toBe(true);
  }
  return { email, password: ownerPassword };
}

/** Signs the page's browser context in through the API (its cookies are the page's). */
export async function signInThroughApi(
  page: Page,
  baseURL: string,
  owner: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseURL },
    data: { email: owner.email, password: owner.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills the 6-digit code boxes labelled `label`; the last digit submits the code. */
export async function enterCode(page: Page, label: string, code: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).first().click();
  await page.keyboard.type(code);
}

/** Signs a new owner in and creates a trial event from the page (its cookies); returns its id. */
export async function ownerWithTrial(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  name: string,
  language: Lang = 'pl',
): Promise<string> {
  const owner = await createOwner(request, baseURL, { language });
  await signInThroughApi(page, baseURL, owner);
  await page.goto(`/events?lang=${language}`);
  return createTrialEvent(page, name, language);
}

/** Creates a trial event dated in 30 days as the page's signed-in owner; returns its id. */
export async function createTrialEvent(
  page: Page,
  name: string,
  language: Lang = 'pl',
): Promise<string> {
  const eventDate = addDays(localDate(new Date(), 'Europe/Warsaw'), 30);
  const created = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/events', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { name, eventDate, type: 'wedding', plan: 'trial', language },
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.event.id as string;
}
