/**
 * Test helpers for anything behind owner accounts: an HTTP client that keeps
 * cookies like a browser (and sends the site's Origin, as a browser does),
 * the outbox read back as parsed e-mails with their codes, and shortcuts that
 * sign an owner up and in through the real endpoints.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TestServer } from '../../../test/server';
import { parseEml } from '../../adapters/mail/parse-eml';

/** A password that meets every rule of the policy. */
export const strongPassword = 'Wesele-2026!';

/** A fresh, unused e-mail address. */
export function newEmail(prefix = 'owner'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export type HttpAnswer = {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the endpoint answered
  body: any;
  setCookies: string[];
};

/** An HTTP client with a cookie jar, for one "browser". */
export class HttpClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly options: { origin?: string; headers?: Record<string, string> } = {},
  ) {}

  get(urlPath: string, headers: Record<string, string> = {}) {
    return this.request('GET', urlPath, undefined, headers);
  }

  post(urlPath: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request('POST', urlPath, body, headers);
  }

  async request(
    method: string,
    urlPath: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const all: Record<string, string> = { ...this.options.headers, ...headers };
    if (this.options.origin) all.origin = this.options.origin;
    if (this.cookies.size > 0) {
      all.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (body !== undefined) all['content-type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${urlPath}`, {
      method,
      headers: all,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const setCookies = res.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, headers: res.headers, body: parsed, setCookies };
  }
}

/** A client for `server`, sending the site's own Origin like the web app does. */
export function browser(server: TestServer, headers: Record<string, string> = {}): HttpClient {
  return new HttpClient(server.url, { origin: server.config.baseUrl, headers });
}

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The 6-digit code the e-mail carries, if any. */
  code: string | undefined;
};

/** Every e-mail in the outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml') && !f.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const parsed = parseEml(readFileSync(path.join(dir, file)));
    const text = parsed.text ?? '';
    return {
      file,
      to: parsed.headers.get('to') ?? '',
      subject: parsed.headers.get('subject') ?? '',
      text,
      html: parsed.html ?? '',
      code: /\b(\d{6})\b/.exec(text)?.[1],
    };
  });
}

/** The e-mails sent to `to`, oldest first. */
export function mailsTo(dataDir: string, to: string): OutboxMail[] {
  return readOutbox(dataDir).filter((mail) => mail.to.includes(to));
}

/**
 * Waits for e-mail number `count` to `to` (e-mails go out after the answer)
 * and returns it.
 */
export async function waitForMail(
  dataDir: string,
  to: string,
  count: number,
  timeoutMs = 5000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = mailsTo(dataDir, to);
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`no e-mail number ${count} to ${to} (found ${mails.length})`);
    }
    await sleep(20);
  }
}

/** Signs an owner up through the API and returns the confirmation e-mail. */
export async function signUp(
  server: TestServer,
  client: HttpClient,
  values: { email?: string; password?: string; language?: 'pl' | 'en' } = {},
) {
  const email = values.email ?? newEmail();
  const password = values.password ?? strongPassword;
  const before = mailsTo(server.dataDir, email).length;
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: '',
    termsAccepted: true,
    ...(values.language ? { language: values.language } : {}),
  });
  if (res.status !== 200)
    throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const mail = await waitForMail(server.dataDir, email, before + 1);
  return { email, password, mail, res };
}

/** A new owner, confirmed (unless `verified: false`) and signed in, with their own client. */
export async function signedInOwner(
  server: TestServer,
  values: { language?: 'pl' | 'en'; verified?: boolean } = {},
) {
  const client = browser(server);
  const { email, password, mail, res } = await signUp(server, client, values);
  if (values.verified !== false) {
    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: mail.code,
    });
    if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  }
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return { client, email, password, userId: res.body.user.id as string };
}
