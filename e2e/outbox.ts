/**
 * The e-mails the server under test wrote to `<DATA_DIR>/outbox` as .eml
 * files, and the 6-digit codes in them. playwright.config.ts creates the
 * DATA_DIR once and passes it to the server and to the workers in
 * MOMENTY_E2E_DATA_DIR.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseEml } from '../src/server/adapters/mail/parse-eml';

/** Environment variable with the server's DATA_DIR. */
export const dataDirVariable = 'MOMENTY_E2E_DATA_DIR';

/** The journeys' server's DATA_DIR. */
export function e2eDataDir(): string {
  const dataDir = process.env[dataDirVariable];
  if (!dataDir) throw new Error(`${dataDirVariable} is not set (see playwright.config.ts)`);
  return dataDir;
}

export interface SentMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Every e-mail sent to `to` so far, oldest first (file names start with the time), by the
 * server whose DATA_DIR is `dataDir` (the journeys' server by default).
 */
export async function mailsTo(to: string, dataDir = e2eDataDir()): Promise<SentMail[]> {
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = (await readdir(outbox)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const mails: SentMail[] = [];
  for (const file of files) {
    const eml = parseEml(await readFile(join(outbox, file)));
    const recipient = eml.headers.get('to') ?? '';
    if (!recipient.toLowerCase().includes(to.toLowerCase())) continue;
    mails.push({
      file,
      to: recipient,
      subject: eml.headers.get('subject') ?? '',
      text: eml.text ?? '',
    });
  }
  return mails;
}

/** The 6-digit code of an e-mail: in its subject, else the first one in its text. */
export function codeOf(mail: SentMail): string {
  const match = /\b(\d{6})\b/.exec(mail.subject) ?? /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No 6-digit code in e-mail ${mail.file}`);
  return match[1];
}

/**
 * Waits for the code of the newest e-mail to `to` once more than `seenBefore`
 * e-mails went there (pass the count from before the action that sends it).
 */
export async function waitForCode(
  to: string,
  seenBefore = 0,
  timeoutMs = 15_000,
  dataDir = e2eDataDir(),
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(to, dataDir);
    const newest = mails.at(-1);
    if (mails.length > seenBefore && newest) return codeOf(newest);
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The path (with its query) of the invitation link e-mailed to `email`, once it is sent. */
export async function invitationLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const mail = (await mailsTo(email)).find((m) => m.text.includes('/invitations/'));
    const link = mail && /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}\?lang=\w+/.exec(mail.text);
    if (link) return new URL(link[0]).pathname + new URL(link[0]).search;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no invitation for ${email}`);
}
