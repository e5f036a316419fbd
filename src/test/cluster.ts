/**
 * Helpers of the several-instance suites: the test's own connection to the
 * cluster's database (to seed events and read schedules), owners signed up
 * and in through one instance's real endpoints, and guest uploads of a real
 * JPEG through tus to one instance.
 */
import { createHash } from 'node:crypto';
import { type DatabaseHandle, openDatabase } from '../server/db/client';
import { HttpClient, newEmail, strongPassword, waitForMail } from './auth';
import { clientId, createBatch, tusUpload } from './guest';
import type { Instance } from './instances';
import { sampleJpeg } from './media';

/** The test's own pool on the cluster's database (already migrated by the instances). */
export function openClusterDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
}

/**
 * An owner who signed up, confirmed the e-mailed code and signed in, all through
 * `instance`; the client sends `origin` (the shared BASE_URL of the instances).
 */
export async function ownerSignedInOn(instance: Instance, origin: string) {
  const client = new HttpClient(instance.url, { origin });
  const email = newEmail();
  const password = strongPassword;
  const signUp = await client.post('/api/auth/sign-up/email', {
    email,
    password,
    name: '',
    termsAccepted: true,
  });
  if (signUp.status !== 200) throw new Error(`sign-up answered ${signUp.status}`);
  const mail = await waitForMail(instance.dataDir, email, 1, 15_000);
  const verified = await client.post('/api/auth/email-otp/verify-email', { email, otp: mail.code });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const signIn = await client.post('/api/auth/sign-in/email', { email, password });
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  return { client, email, password, userId: signUp.body.user.id as string };
}

/** The same cookie jar, talking to another instance. */
export function sameBrowserOn(client: HttpClient, instance: Instance): HttpClient {
  const other = new HttpClient(instance.url, client.options);
  for (const [name, value] of client.cookies) other.cookies.set(name, value);
  return other;
}

/** A guest uploads one real JPEG (batch, then a tus upload) through `instance`. */
export async function guestUploadsPhoto(
  instance: Instance,
  eventId: string,
  values: { guestName?: string; width?: number; height?: number } = {},
) {
  const data = await sampleJpeg({ width: values.width ?? 320, height: values.height ?? 240 });
  const visitor = new HttpClient(instance.url);
  const batch = await createBatch(visitor, eventId, {
    clientId: clientId(),
    guestName: values.guestName ?? 'Gość',
    files: [
      {
        name: 'IMG_1.jpg',
        size: data.length,
        type: 'image/jpeg',
        sha256: createHash('sha256').update(data).digest('hex'),
      },
    ],
  });
  if (batch.status !== 201) {
    throw new Error(`batch answered ${batch.status}: ${JSON.stringify(batch.body)}`);
  }
  const upload = await tusUpload({
    server: instance,
    data,
    metadata: {
      eventId,
      batchId: batch.body.batchId,
      fileIndex: '0',
      filename: 'IMG_1.jpg',
      filetype: 'image/jpeg',
    },
  });
  return { batchId: batch.body.batchId as string, upload, size: data.length };
}

/**
 * How many statements of the cluster's database wait for a lock now, of those whose text contains
 * `queryPart` (a test holds a table's lock until the instances' statements wait on it).
 */
export async function lockWaiters(database: DatabaseHandle, queryPart: string): Promise<number> {
  const result = await database.pool?.query<{ n: string }>(
    `select count(*) as n from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock'
       and query ilike '%' || $1 || '%'`,
    [queryPart],
  );
  return Number(result?.rows[0]?.n ?? 0);
}
