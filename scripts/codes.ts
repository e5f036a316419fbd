/**
 * Operator command for activation codes:
 *
 *   npm run codes -- create --plan standard --email buyer@example.com [--language en]
 *
 * Issues a single-use code for one event on the plan, stores it and e-mails it
 * (outbox or SMTP, as configured) in the given language (default pl). It reads
 * the same configuration as the server (environment and .env). With the
 * embedded database the server must be stopped first (its folder is locked);
 * with DATABASE_URL it runs at any time. In a built product without dev
 * dependencies run `node dist/server/codes.js create …`.
 */
import { parseArgs } from 'node:util';
import pino from 'pino';
import { createMailer } from '../src/server/adapters/create-adapters';
import { isEmailAddress } from '../src/server/adapters/mail/mail';
import { createPaymentProvider } from '../src/server/adapters/payments/create-payment-provider';
import { ConfigError, loadConfig, readEnvironment } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DirectoryLockedError } from '../src/server/db/lock';
import { createEventsRepository } from '../src/server/features/events/events.repository';
import { createPaymentsRepository } from '../src/server/features/payments/payments.repository';
import { createPaymentsService } from '../src/server/features/payments/payments.service';
import { createPaymentsEmails } from '../src/server/features/payments/payments-emails';
import { createEventAccess } from '../src/server/policies/event-access';
import { paidPlanIds } from '../src/shared/api/payments';
import { parseLanguage } from '../src/shared/i18n/index';

export const usage = `Usage: npm run codes -- create --plan <${paidPlanIds.join('|')}> --email <address> [--language pl|en]`;

/** Runs the command; resolves to the exit code. */
export async function runCodes(
  argv: string[],
  env: Record<string, string | undefined>,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        plan: { type: 'string' },
        email: { type: 'string' },
        language: { type: 'string' },
      },
    });
  } catch (error) {
    out.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  const [command] = parsed.positionals;
  const plan = parsed.values.plan;
  const email = typeof parsed.values.email === 'string' ? parsed.values.email.trim() : '';
  const language = parseLanguage(parsed.values.language ?? 'pl');
  const problems: string[] = [];
  if (command !== 'create') problems.push(`unknown command ${JSON.stringify(command ?? '')}`);
  if (typeof plan !== 'string' || !(paidPlanIds as readonly string[]).includes(plan)) {
    problems.push(`--plan must be one of ${paidPlanIds.join(', ')}`);
  }
  if (!isEmailAddress(email)) problems.push('--email must be an e-mail address');
  if (!language) problems.push('--language must be pl or en');
  if (problems.length > 0) {
    out.error(`${problems.join('\n')}\n${usage}`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const logger = pino({ level: 'silent' });
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(
      config.database.kind === 'pglite'
        ? { kind: 'pglite', dir: config.paths.db }
        : { kind: 'postgres', url: config.database.url, poolSize: 1 },
    );
  } catch (error) {
    if (error instanceof DirectoryLockedError) {
      out.error(`${error.message}\nStop the server first, or use DATABASE_URL (PostgreSQL).`);
      return 1;
    }
    throw error;
  }
  const mailer = createMailer(config, { info: () => {} });
  try {
    const repository = createPaymentsRepository(database.db);
    const payments = createPaymentsService({
      repository,
      provider: createPaymentProvider(config),
      mailer,
      emails: createPaymentsEmails(config),
      baseUrl: config.baseUrl,
      siteName: config.siteName,
      access: createEventAccess({ db: database.db }),
      findEvent: createEventsRepository(database.db).find,
      userLanguage: async () => undefined,
      logger,
    });
    const code = await payments.issueCode(
      plan as (typeof paidPlanIds)[number],
      email,
      language ?? 'pl',
    );
    out.log(`${code.code}  plan ${code.plan}, e-mailed to ${email}`);
    return 0;
  } finally {
    await mailer.close();
    await database.close();
  }
}

// Run when executed directly (tsx scripts/codes.ts, or the bundle dist/server/codes.js).
const invoked = process.argv[1] ?? '';
if (/codes\.(ts|js)$/.test(invoked)) {
  runCodes(process.argv.slice(2), readEnvironment()).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
