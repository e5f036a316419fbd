import { and, count, eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  browser,
  HttpClient,
  mailsTo,
  newEmail,
  signedInOwner,
  signUp,
  strongPassword,
  waitForMail,
} from '../../../test/auth';
import { testDatabases } from '../../../test/db';
import { startTestServer, type TestServer } from '../../../test/server';
import { loadConfig } from '../../config';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';
import { trustedOriginsFor } from './auth';

const newPassword = 'Nowe-Haslo-77!';

/** Long enough for an e-mail that is wrongly on its way to have arrived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe.each(testDatabases)('owner accounts on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase);
  });
  afterAll(async () => {
    await server?.close();
  });

  const db = () => server.database.db;

  /** Row counts of the account tables: a refused request must leave them as they were. */
  async function counts() {
    const [u] = await db().select({ n: count() }).from(users);
    const [a] = await db().select({ n: count() }).from(accounts);
    const [s] = await db().select({ n: count() }).from(sessions);
    const [t] = await db().select({ n: count() }).from(twoFactors);
    return { users: u?.n, accounts: a?.n, sessions: s?.n, twoFactors: t?.n };
  }

  async function userRow(email: string) {
    const [row] = await db().select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row;
  }

  async function passwordHash(email: string) {
    const user = await userRow(email);
    const [row] = await db()
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    return row?.password;
  }

  async function sessionCount(email: string) {
    const user = await userRow(email);
    const [row] = await db()
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    return row?.n;
  }

  /** Makes the latest e-mailed code of this kind expire, as if its 10 minutes had passed. */
  async function expireCode(kind: 'email-verification' | 'forget-password', email: string) {
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `${kind}-otp-${email}`));
  }

  it('signs up, confirms the e-mailed code, signs in, changes the password and signs out', async () => {
    const client = browser(server);
    const email = newEmail();
    const signUpRes = await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: '',
      language: 'pl',
      termsAccepted: true,
    });
    expect(signUpRes.status).toBe(200);
    expect(signUpRes.body).toMatchObject({
      token: null,
      user: { email, emailVerified: false, language: 'pl', twoFactorEnabled: false },
    });
    // No session until the owner signs in.
    expect(signUpRes.setCookies.filter((c) => c.includes('session_token='))).toEqual([]);
    const user = await userRow(email);
    expect(user.termsAcceptedAt).toBeInstanceOf(Date);
    // The library hashes the password (scrypt, salt:hash).
    const hash = await passwordHash(email);
    expect(hash).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    expect(hash).not.toContain(strongPassword);

    const mail = await waitForMail(server.dataDir, email, 1);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(`${mail.code} – Twój kod potwierdzający Momenty`);
    expect(mail.text).toContain('Potwierdź swój adres e-mail');
    expect(mail.text).toContain(`Twój kod: ${mail.code}`);
    expect(mail.text).toContain('10 minut');
    expect(mail.html).toContain(`>${mail.code}</div>`);
    expect(mail.html).toContain('lang="pl"');

    const verified = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: mail.code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: true, user: { emailVerified: true } });
    expect((await userRow(email)).emailVerified).toBe(true);

    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email, emailVerified: true });
    const session = await client.get('/api/auth/get-session');
    expect(session.body.user).toMatchObject({
      id: user.id,
      email,
      language: 'pl',
      emailVerified: true,
      twoFactorEnabled: false,
    });

    // Wrong current password: the library's INVALID_PASSWORD, nothing changes.
    const before = await counts();
    const wrong = await client.post('/api/auth/change-password', {
      currentPassword: 'Not-the-one-1!',
      newPassword,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_PASSWORD');
    expect(await passwordHash(email)).toBe(hash);

    // A new password that breaks the policy: every broken rule, nothing changes.
    const weak = await client.post('/api/auth/change-password', {
      currentPassword: strongPassword,
      newPassword: 'weakpass',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      code: 'PASSWORD_POLICY',
      message: 'Password must contain at least one uppercase letter',
      errors: [
        'validation.password.uppercase',
        'validation.password.number',
        'validation.password.specialCharacter',
      ],
    });
    expect(await passwordHash(email)).toBe(hash);
    expect(await counts()).toEqual(before);

    const changed = await client.post('/api/auth/change-password', {
      currentPassword: strongPassword,
      newPassword,
    });
    expect(changed.status).toBe(200);
    expect(await passwordHash(email)).not.toBe(hash);

    const signOut = await client.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    expect(signOut.body).toEqual({ success: true });
    expect((await client.get('/api/auth/get-session')).body).toBeNull();
    expect(await sessionCount(email)).toBe(0);

    const old = await client.post('/api/auth/sign-in/email', { email, password: strongPassword });
    expect(old.status).toBe(401);
    const fresh = await client.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(fresh.status).toBe(200);
  });

  it('e-mails codes in the language of the sign-up, else of the request', async () => {
    const english = await signUp(server, browser(server), { language: 'en' });
    expect(english.mail.subject).toBe(`${english.mail.code} is your Momenty confirmation code`);
    expect(english.mail.text).toContain('Confirm your e-mail address');
    expect(english.mail.html).toContain('lang="en"');
    expect((await userRow(english.email)).language).toBe('en');

    // No language in the body: the request's Accept-Language decides, and is stored.
    const fromHeader = await signUp(
      server,
      browser(server, { 'accept-language': 'en-GB,en;q=0.9' }),
    );
    expect(fromHeader.mail.text).toContain('Confirm your e-mail address');
    expect((await userRow(fromHeader.email)).language).toBe('en');

    const polish = await signUp(server, browser(server));
    expect(polish.mail.text).toContain('Potwierdź swój adres e-mail');
    expect((await userRow(polish.email)).language).toBe('pl');
  });

  it('keeps the names and the chosen language, and e-mails in the stored language', async () => {
    const client = browser(server);
    const email = newEmail();
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      name: 'Anna Nowak',
      fullName: ' Anna Nowak ',
      givenName: 'Anna',
      familyName: 'Nowak',
      language: 'pl',
      termsAccepted: true,
    });
    expect(res.status).toBe(200);
    expect(await userRow(email)).toMatchObject({
      name: 'Anna Nowak',
      fullName: 'Anna Nowak',
      givenName: 'Anna',
      familyName: 'Nowak',
      language: 'pl',
    });
    await waitForMail(server.dataDir, email, 1);
    await client.post('/api/auth/sign-in/email', { email, password: strongPassword });

    // Switching the interface language stores it...
    const update = await client.post('/api/auth/update-user', { language: 'en' });
    expect(update.status).toBe(200);
    expect((await userRow(email)).language).toBe('en');
    const refused = await client.post('/api/auth/update-user', { language: 'de' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_ERROR');
    expect((await userRow(email)).language).toBe('en');

    // ...and the next e-mail is in it, whatever language the request comes in.
    const again = await client.post(
      '/api/auth/email-otp/send-verification-otp?lang=pl',
      { email, type: 'email-verification' },
      { 'accept-language': 'pl' },
    );
    expect(again.status).toBe(200);
    const mail = await waitForMail(server.dataDir, email, 2);
    expect(mail.text).toContain('Confirm your e-mail address');
  });

  it('refuses weak passwords, missing fields, a bad language and unticked terms, creating nobody', async () => {
    const client = browser(server);
    const email = newEmail('refused');
    const before = await counts();
    const body = { email, password: strongPassword, name: '', termsAccepted: true };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...body, password: 'Short1!' }, 400, 'PASSWORD_POLICY'],
      [{ ...body, password: 'lowercase-only-1' }, 400, 'PASSWORD_POLICY'],
      [{ ...body, password: 'UPPERCASE-ONLY-1' }, 400, 'PASSWORD_POLICY'],
      [{ ...body, password: 'No-Digits-Here!' }, 400, 'PASSWORD_POLICY'],
      [{ ...body, password: 'NoSymbols123' }, 400, 'PASSWORD_POLICY'],
      [{ ...body, password: undefined }, 400, 'VALIDATION_ERROR'],
      [{ ...body, email: undefined }, 400, 'VALIDATION_ERROR'],
      [{ ...body, email: 'not-an-address' }, 400, 'VALIDATION_ERROR'],
      [{ ...body, language: 'de' }, 400, 'VALIDATION_ERROR'],
      [{ ...body, termsAccepted: undefined }, 400, 'TERMS_NOT_ACCEPTED'],
      [{ ...body, termsAccepted: false }, 400, 'TERMS_NOT_ACCEPTED'],
    ];
    for (const [values, status, code] of cases) {
      const res = await client.post('/api/auth/sign-up/email', values);
      expect(res.status, JSON.stringify(values)).toBe(status);
      expect(res.body.code, JSON.stringify(values)).toBe(code);
    }
    const noDigits = await client.post('/api/auth/sign-up/email', {
      ...body,
      password: 'No-Digits-Here!',
    });
    expect(noDigits.body).toEqual({
      code: 'PASSWORD_POLICY',
      message: 'Password must contain at least one number',
      errors: ['validation.password.number'],
    });
    expect(await counts()).toEqual(before);
    await settle();
    expect(mailsTo(server.dataDir, email)).toEqual([]);
  });

  it('answers a sign-up with a known address exactly like a new one, and tells the owner by e-mail', async () => {
    const client = browser(server);
    const known = await signUp(server, client, { language: 'en' });
    const knownUser = await userRow(known.email);
    const hash = await passwordHash(known.email);
    const before = await counts();

    const again = await client.post('/api/auth/sign-up/email', {
      email: known.email,
      password: 'Another-Pass-9!',
      name: '',
      language: 'en',
      termsAccepted: true,
    });
    const fresh = await client.post('/api/auth/sign-up/email', {
      email: newEmail(),
      password: 'Another-Pass-9!',
      name: '',
      language: 'en',
      termsAccepted: true,
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(again.body).toMatchObject({
      token: null,
      user: { email: known.email, emailVerified: false, language: 'en' },
    });
    // The answer names no real account and nothing changed for the existing one.
    expect(again.body.user.id).not.toBe(knownUser.id);
    expect(await userRow(known.email)).toEqual(knownUser);
    expect(await passwordHash(known.email)).toBe(hash);
    expect((await counts()).users).toBe((before.users ?? 0) + 1);

    const notice = await waitForMail(server.dataDir, known.email, 2);
    expect(notice.subject).toBe('You already have a Momenty account');
    expect(notice.code).toBeUndefined();
    expect(notice.text).toContain('Go to sign-in: http://localhost:0/?lang=en');
  });

  it('answers a wrong password and an unknown address alike at sign-in', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const before = await counts();
    const wrong = await client.post('/api/auth/sign-in/email', {
      email,
      password: 'Wrong-Password-1!',
    });
    const unknown = await client.post('/api/auth/sign-in/email', {
      email: newEmail('nobody'),
      password: 'Wrong-Password-1!',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('lets an unconfirmed owner sign in and confirm later with a new code; the old one stops working', async () => {
    const client = browser(server);
    const { email, mail: first } = await signUp(server, client);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    expect(signIn.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).body.user.emailVerified).toBe(false);

    const resend = await client.post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    expect(resend.status).toBe(200);
    expect(resend.body).toEqual({ success: true });
    const second = await waitForMail(server.dataDir, email, 2);
    expect(second.code).not.toBe(first.code);

    const stale = await client.post('/api/auth/email-otp/verify-email', {
      email,
      otp: first.code,
    });
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('INVALID_OTP');
    expect((await userRow(email)).emailVerified).toBe(false);

    const ok = await client.post('/api/auth/email-otp/verify-email', { email, otp: second.code });
    expect(ok.status).toBe(200);
    expect((await client.get('/api/auth/get-session')).body.user.emailVerified).toBe(true);
  });

  it('refuses wrong, expired and reused confirmation codes, and locks a code after 5 wrong guesses', async () => {
    const client = browser(server);
    const { email, mail } = await signUp(server, client);
    const wrongCode = mail.code === '000000' ? '111111' : '000000';
    const verify = (otp: string | undefined) =>
      client.post('/api/auth/email-otp/verify-email', { email, otp });

    const wrong = await verify(wrongCode);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'INVALID_OTP', message: 'Invalid OTP' });
    expect((await userRow(email)).emailVerified).toBe(false);

    await expireCode('email-verification', email);
    const expired = await verify(mail.code);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ code: 'OTP_EXPIRED', message: 'OTP expired' });
    expect((await userRow(email)).emailVerified).toBe(false);

    // A new code: five wrong guesses use it up, then even the right one is refused.
    await client.post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    const second = await waitForMail(server.dataDir, email, 2);
    for (let i = 0; i < 5; i++) expect((await verify(wrongCode)).body.code).toBe('INVALID_OTP');
    const locked = await verify(second.code);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts' });
    expect((await userRow(email)).emailVerified).toBe(false);

    // A third code works once; used again it is refused.
    await client.post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'email-verification',
    });
    const third = await waitForMail(server.dataDir, email, 3);
    expect((await verify(third.code)).status).toBe(200);
    const reused = await verify(third.code);
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_OTP');
  });

  it('answers a code request for an unknown address like a known one, sending nothing', async () => {
    const client = browser(server);
    const unknown = newEmail('nobody');
    const res = await client.post('/api/auth/email-otp/send-verification-otp', {
      email: unknown,
      type: 'email-verification',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    await settle();
    expect(mailsTo(server.dataDir, unknown)).toEqual([]);
  });

  it('resets a forgotten password with an e-mailed code, resend included, and signs every session out', async () => {
    const owner = await signedInOwner(server, { language: 'en' });
    const other = browser(server);
    const hash = await passwordHash(owner.email);
    const mailsBefore = mailsTo(server.dataDir, owner.email).length;

    const request = await other.post('/api/auth/email-otp/request-password-reset', {
      email: owner.email,
    });
    expect(request.status).toBe(200);
    expect(request.body).toEqual({ success: true });
    const first = await waitForMail(server.dataDir, owner.email, mailsBefore + 1);
    expect(first.subject).toBe(`${first.code} is your Momenty password reset code`);
    expect(first.text).toContain('Set a new password');

    // Resend: a new code; the first no longer works.
    await other.post('/api/auth/email-otp/request-password-reset', { email: owner.email });
    const second = await waitForMail(server.dataDir, owner.email, mailsBefore + 2);
    expect(second.code).not.toBe(first.code);
    const reset = (otp: string | undefined, password: string) =>
      other.post('/api/auth/email-otp/reset-password', { email: owner.email, otp, password });

    const before = await counts();
    const stale = await reset(first.code, newPassword);
    expect(stale.status).toBe(400);
    expect(stale.body.code).toBe('INVALID_OTP');
    const weak = await reset(second.code, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('PASSWORD_POLICY');
    expect(weak.body.errors).toEqual([
      'validation.password.uppercase',
      'validation.password.number',
      'validation.password.specialCharacter',
    ]);
    expect(await passwordHash(owner.email)).toBe(hash);
    expect(await counts()).toEqual(before);

    const done = await reset(second.code, newPassword);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect(await passwordHash(owner.email)).not.toBe(hash);
    // Every session of the account ends with a reset.
    expect((await owner.client.get('/api/auth/get-session')).body).toBeNull();
    expect(await sessionCount(owner.email)).toBe(0);

    const reused = await reset(second.code, 'Third-Password-3!');
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('INVALID_OTP');
    expect(
      (
        await other.post('/api/auth/sign-in/email', {
          email: owner.email,
          password: owner.password,
        })
      ).status,
    ).toBe(401);
    expect(
      (await other.post('/api/auth/sign-in/email', { email: owner.email, password: newPassword }))
        .status,
    ).toBe(200);
  });

  it('refuses an expired reset code, changing nothing', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const hash = await passwordHash(email);
    await client.post('/api/auth/email-otp/request-password-reset', { email });
    const mail = await waitForMail(server.dataDir, email, 2);
    await expireCode('forget-password', email);
    const expired = await client.post('/api/auth/email-otp/reset-password', {
      email,
      otp: mail.code,
      password: newPassword,
    });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('OTP_EXPIRED');
    expect(await passwordHash(email)).toBe(hash);
  });

  it('answers a reset request for an unknown address like a known one, sending nothing', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const known = await client.post('/api/auth/email-otp/request-password-reset', { email });
    const unknownEmail = newEmail('nobody');
    const unknown = await client.post('/api/auth/email-otp/request-password-reset', {
      email: unknownEmail,
    });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await waitForMail(server.dataDir, email, 2);
    await settle();
    expect(mailsTo(server.dataDir, unknownEmail)).toEqual([]);
    const rows = await db()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${unknownEmail}`));
    expect(rows).toEqual([]);
  });

  it('turns two-factor on only after a first correct code, then challenges every password sign-in', async () => {
    const { client, email, password, userId } = await signedInOwner(server);
    const validNow = (totp: OTPAuth.TOTP) =>
      [-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset }));
    const wrongFor = (totp: OTPAuth.TOTP) =>
      ['000000', '111111', '222222', '333333'].find((c) => !validNow(totp).includes(c)) as string;

    const badPassword = await client.post('/api/auth/two-factor/enable', {
      password: 'Wrong-Password-1!',
    });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.code).toBe('INVALID_PASSWORD');
    expect((await counts()).twoFactors).toBe(0);

    const enable = await client.post('/api/auth/two-factor/enable', { password });
    expect(enable.status).toBe(200);
    expect(enable.body.backupCodes).toHaveLength(10);
    const totp = OTPAuth.URI.parse(enable.body.totpURI);
    if (!(totp instanceof OTPAuth.TOTP)) throw new Error('not a TOTP URI');
    expect(totp.issuer).toBe('Momenty');
    expect(totp.label).toBe(email);
    expect(totp.digits).toBe(6);
    expect(totp.period).toBe(30);
    // Set up but not yet confirmed: no challenge.
    expect((await userRow(email)).twoFactorEnabled).toBe(false);
    const [pending] = await db().select().from(twoFactors).where(eq(twoFactors.userId, userId));
    expect(pending?.verified).toBe(false);
    expect(pending?.secret).not.toContain(totp.secret.base32);

    const wrongSetUp = await client.post('/api/auth/two-factor/verify-totp', {
      code: wrongFor(totp),
    });
    expect(wrongSetUp.status).toBe(401);
    expect(wrongSetUp.body).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' });
    expect((await userRow(email)).twoFactorEnabled).toBe(false);

    const setUpCode = totp.generate();
    const confirm = await client.post('/api/auth/two-factor/verify-totp', { code: setUpCode });
    expect(confirm.status).toBe(200);
    expect((await userRow(email)).twoFactorEnabled).toBe(true);
    expect((await client.get('/api/auth/get-session')).body.user.twoFactorEnabled).toBe(true);

    await client.post('/api/auth/sign-out');
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/auth/get-session')).body).toBeNull();
    expect(await sessionCount(email)).toBe(0);

    // The code that confirmed the set-up cannot be used again.
    const reused = await client.post('/api/auth/two-factor/verify-totp', { code: setUpCode });
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe('TOTP_CODE_REUSED');
    const wrong = await client.post('/api/auth/two-factor/verify-totp', { code: wrongFor(totp) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CODE');
    expect(await sessionCount(email)).toBe(0);

    // A stranger without the challenge cookie gets nowhere, even with a valid code.
    const stranger = await browser(server).post('/api/auth/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(stranger.status).toBe(401);
    expect(stranger.body.code).toBe('INVALID_TWO_FACTOR_COOKIE');

    // A fresh code (the next 30-second step is accepted too) completes the sign-in.
    const fresh = await client.post('/api/auth/two-factor/verify-totp', {
      code: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.user).toMatchObject({ email, twoFactorEnabled: true });
    expect((await client.get('/api/auth/get-session')).body.user.email).toBe(email);
  });

  it('keeps e-mail-code sign-in closed, so nothing skips the second factor', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const closed = await client.post('/api/auth/sign-in/email-otp', { email, otp: '123456' });
    expect(closed.status).toBe(404);
    expect(closed.body.error).toBe('errors.routeNotFound');
    const before = mailsTo(server.dataDir, email).length;
    const signInCode = await client.post('/api/auth/email-otp/send-verification-otp', {
      email,
      type: 'sign-in',
    });
    expect(signInCode.status).toBe(400);
    expect(signInCode.body.code).toBe('OTP_TYPE_NOT_ALLOWED');
    await settle();
    expect(mailsTo(server.dataDir, email)).toHaveLength(before);
    for (const path of ['/api/auth/request-password-reset', '/api/auth/verify-email']) {
      expect((await client.post(path, { email })).status, path).toBe(404);
    }
  });

  it('keeps the session in an HttpOnly, SameSite=Lax cookie, not Secure over http', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    const cookie = signIn.setCookies.find((c) => c.startsWith('momenty.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it("wants the site's Origin on requests that carry the session cookie", async () => {
    const owner = await signedInOwner(server);
    const forged = new HttpClient(server.url, { origin: 'https://evil.example' });
    for (const [name, value] of owner.client.cookies) forged.cookies.set(name, value);
    const res = await forged.post('/api/auth/sign-out');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVALID_ORIGIN');
    expect((await owner.client.get('/api/auth/get-session')).body.user.email).toBe(owner.email);
  });

  it('refuses Google sign-in when it is not configured', async () => {
    const res = await browser(server).post('/api/auth/sign-in/social', { provider: 'google' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PROVIDER_NOT_FOUND');
  });
});

describe.each(testDatabases)('auth rate limits on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: { AUTH_RATE_LIMIT_MAX: '3', CLIENT_IP_HEADER: 'x-real-ip' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const from = (ip: string, extra: Record<string, string> = {}) =>
    browser(server, { 'x-real-ip': ip, ...extra });
  const attempt = { email: 'someone@example.com', password: 'Wrong-Password-1!' };

  it('answers 429 after the limit from one client address; another address is unaffected', async () => {
    const client = from('203.0.113.5');
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/sign-in/email', attempt)).status).toBe(401);
    }
    const limited = await client.post('/api/auth/sign-in/email', attempt);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please try again later.',
    });
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    expect((await from('203.0.113.6').post('/api/auth/sign-in/email', attempt)).status).toBe(401);
    // The counters live in the database, shared by every instance.
    const rows = await server.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, '203.0.113.5|/sign-in/email'));
    expect(rows[0]?.count).toBe(3);
    // Reading the session is not limited.
    for (let i = 0; i < 5; i++)
      expect((await client.get('/api/auth/get-session')).status).toBe(200);
  });

  it('limits failed sign-ins per account from any address; a success clears the count', async () => {
    // Three addresses' worth (3 × 3) of failures, each address under its own limit.
    const owner = await signedInOwner(server);
    const wrong = { email: owner.email, password: 'Wrong-Password-1!' };
    for (let i = 0; i < 9; i++) {
      const res = await from(`198.51.100.${10 + Math.floor(i / 2)}`).post(
        '/api/auth/sign-in/email',
        wrong,
      );
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    const limited = await from('198.51.100.99').post('/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.body.retryAfter).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another account from that address is not held back.
    expect((await from('198.51.100.99').post('/api/auth/sign-in/email', attempt)).status).toBe(401);

    // A success clears the count.
    const other = await signedInOwner(server);
    const wrongOther = { email: other.email, password: 'Wrong-Password-1!' };
    for (let i = 0; i < 8; i++) {
      await from(`198.51.100.${40 + Math.floor(i / 2)}`).post(
        '/api/auth/sign-in/email',
        wrongOther,
      );
    }
    const right = await from('198.51.100.60').post('/api/auth/sign-in/email', {
      email: other.email,
      password: other.password,
    });
    expect(right.status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await from(`198.51.100.${70 + i}`).post('/api/auth/sign-in/email', wrongOther);
      expect(res.status).toBe(401);
    }
  });

  it('cannot be dodged by sending the private client-address header', async () => {
    const client = from('203.0.113.7');
    for (let i = 0; i < 3; i++) await client.post('/api/auth/sign-in/email', attempt);
    const dodged = await from('203.0.113.7', { 'x-momenty-client-ip': '198.51.100.1' }).post(
      '/api/auth/sign-in/email',
      attempt,
    );
    expect(dodged.status).toBe(429);
  });

  it('limits sign-up, code and reset requests too', async () => {
    const client = from('203.0.113.8');
    const endpoints: [string, Record<string, unknown>][] = [
      ['/api/auth/sign-up/email', { email: 'x@example.com', password: 'short', name: '' }],
      ['/api/auth/email-otp/request-password-reset', { email: 'x@example.com' }],
      ['/api/auth/email-otp/reset-password', { email: 'x@example.com', otp: '1', password: 'x' }],
      ['/api/auth/email-otp/verify-email', { email: 'x@example.com', otp: '123456' }],
      [
        '/api/auth/email-otp/send-verification-otp',
        { email: 'x@example.com', type: 'email-verification' },
      ],
      ['/api/auth/two-factor/verify-totp', { code: '123456' }],
    ];
    for (const [path, body] of endpoints) {
      for (let i = 0; i < 3; i++)
        expect((await client.post(path, body)).status, path).not.toBe(429);
      expect((await client.post(path, body)).status, path).toBe(429);
    }
  });
});

describe.each(testDatabases)('Google sign-in and https on $kind', (testDatabase) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(testDatabase, {
      env: {
        BASE_URL: 'https://momenty.example',
        GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-secret',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts the authorization-code flow at Google with the right parameters', async () => {
    const res = await browser(server).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/events',
    });
    expect(res.status).toBe(200);
    expect(res.body.redirect).toBe(true);
    const url = new URL(res.body.url);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const params = url.searchParams;
    expect(params.get('response_type')).toBe('code');
    expect(params.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(params.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(params.get('redirect_uri')).toBe('https://momenty.example/api/auth/callback/google');
    expect(params.get('state')).toMatch(/^[\w-]{16,}$/);
    expect(params.get('code_challenge_method')).toBe('S256');
    // The state is bound to this browser by a Secure cookie.
    const state = res.setCookies.find((c) => c.startsWith('__Secure-momenty.state='));
    expect(state).toMatch(/; Secure/);
  });

  it("creates the owner from Google's answer in the language the web app passed, signed in", async () => {
    const client = browser(server);
    const start = await client.post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/events',
      additionalData: { language: 'en' },
    });
    const state = new URL(start.body.url).searchParams.get('state') as string;
    const email = newEmail('google');
    const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    // Google's token endpoint, answering for the authorization code (the ID token comes over TLS
    // from Google itself, so the code flow reads it without checking a signature).
    const idToken = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url({
      iss: 'https://accounts.google.com',
      aud: 'client-123.apps.googleusercontent.com',
      sub: '1234567890',
      email,
      email_verified: true,
      name: 'Anna Nowak',
      given_name: 'Anna',
      family_name: 'Nowak',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.signature`;
    const realFetch = globalThis.fetch;
    const tokenRequests: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith('https://oauth2.googleapis.com/token')) return realFetch(input, init);
      tokenRequests.push(String(init?.body ?? ''));
      return Response.json({
        access_token: 'google-access-token',
        id_token: idToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid email profile',
      });
    });
    try {
      const callback = await client.get(
        `/api/auth/callback/google?code=authorization-code&state=${encodeURIComponent(state)}`,
      );
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe('/events');
    } finally {
      spy.mockRestore();
    }
    expect(tokenRequests).toHaveLength(1);
    const token = new URLSearchParams(tokenRequests[0]);
    expect(token.get('grant_type')).toBe('authorization_code');
    expect(token.get('code')).toBe('authorization-code');
    expect(token.get('redirect_uri')).toBe('https://momenty.example/api/auth/callback/google');

    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({
      emailVerified: true,
      language: 'en',
      name: 'Anna Nowak',
      fullName: 'Anna Nowak',
      givenName: 'Anna',
      familyName: 'Nowak',
    });
    const linked = await server.database.db
      .select({ providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(linked).toEqual([{ providerId: 'google', password: null }]);
    const session = await client.get('/api/auth/get-session');
    expect(session.body.user).toMatchObject({ email, language: 'en' });
  });

  it('refuses a callback URL of another site', async () => {
    const res = await browser(server).post('/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: 'https://evil.example/steal',
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('INVALID_CALLBACK_URL');
  });

  it('marks the session cookie Secure when BASE_URL is https', async () => {
    const client = browser(server);
    const { email } = await signUp(server, client);
    const signIn = await client.post('/api/auth/sign-in/email', {
      email,
      password: strongPassword,
    });
    const cookie = signIn.setCookies.find((c) => c.startsWith('__Secure-momenty.session_token='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });
});

describe('trusted origins', () => {
  it('are the site itself, with loopback aliases for a local site and Vite in development', () => {
    expect(trustedOriginsFor(loadConfig({ BASE_URL: 'https://momenty.example' }))).toEqual([
      'https://momenty.example',
    ]);
    expect(trustedOriginsFor(loadConfig({ NODE_ENV: 'test', PORT: '3457' }))).toEqual([
      'http://localhost:3457',
      'http://127.0.0.1:3457',
      'http://[::1]:3457',
    ]);
    expect(trustedOriginsFor(loadConfig({ NODE_ENV: 'development' }))).toContain(
      'http://localhost:5173',
    );
  });
});
