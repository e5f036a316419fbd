/**
 * Sends the lifecycle e-mails that are due. Each run claims due records (a short
 * transaction, `FOR UPDATE SKIP LOCKED`, the claim pushing the record's time out by a lease
 * and raising its attempt number), sends each e-mail with no transaction open, then writes
 * the outcome in one statement that holds only while the claim does: on success the e-mail's
 * flag and the next e-mail chosen by the shared rule (`nextEmail`), on failure the error and
 * a retry time with exponential back-off. See docs/decisions/014-lifecycle.md.
 */
import type { Logger } from 'pino';
import { nextEmail } from '../../../shared/domain/email-schedule';
import { type PlanId, planRules } from '../../../shared/domain/plans';
import type { Mailer } from '../../adapters/mail/mail';
import type { ClaimedEmail, LifecycleRepository } from './lifecycle.repository';
import type { LifecycleEmails } from './lifecycle-emails';

/** How long a claim keeps other instances away: far longer than one SMTP send may take. */
export const defaultLeaseMs = 10 * 60_000;

/** First retry after 1 minute, doubling, at most every 6 hours. */
export function retryDelayMs(attempt: number): number {
  const minute = 60_000;
  return Math.min(minute * 2 ** Math.max(0, Math.min(attempt - 1, 20)), 6 * 60 * minute);
}

export type EmailSenderDeps = {
  repository: LifecycleRepository;
  mailer: Mailer;
  emails: LifecycleEmails;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  leaseMs?: number;
  /** Records claimed per query; a run claims until nothing is due. */
  batchSize?: number;
};

/** What one run did. */
export type SendReport = { sent: number; failed: number };

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const response = (error as { responseCode?: unknown }).responseCode;
    const prefix = [code, response].filter((v) => v !== undefined).join(' ');
    return (prefix ? `${prefix}: ${error.message}` : error.message).slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}

export function createEmailSender(deps: EmailSenderDeps) {
  const { repository, mailer, emails, logger, now } = deps;
  const leaseMs = deps.leaseMs ?? defaultLeaseMs;
  const batchSize = deps.batchSize ?? 20;

  async function sendOne(claim: ClaimedEmail): Promise<'sent' | 'failed'> {
    const log = { scheduleId: claim.scheduleId, eventId: claim.event.id, email: claim.type };
    try {
      const rendered = await emails.render({
        type: claim.type,
        language: claim.owner.language,
        plan: claim.plan,
        event: claim.event,
        startUploadDate: claim.startUploadDate,
        endUploadDate: claim.endUploadDate,
        endDownloadDate: claim.endDownloadDate,
        endFreeTrialDate: claim.endFreeTrialDate,
      });
      await mailer.send({
        to: claim.owner.email,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments: rendered.attachments,
      });
    } catch (error) {
      const at = now();
      const retryAt = new Date(at.getTime() + retryDelayMs(claim.attempt));
      const message = describeError(error);
      const recorded = await repository.failEmail(claim, { error: message, retryAt, now: at });
      logger.warn(
        { ...log, attempt: claim.attempt, retryAt, err: message, recorded },
        'lifecycle e-mail not sent; will retry',
      );
      return 'failed';
    }
    const at = now();
    const emailsSent = { ...claim.emailsSent, [claim.type]: true };
    const next = nextEmail({
      plan: planRules(claim.plan as PlanId),
      activationDate: claim.startUploadDate,
      timeZone: claim.event.timeZone,
      sent: emailsSent,
      isUpgrade: claim.isUpgrade,
      now: at,
    });
    const recorded = await repository.completeEmail(claim, {
      emailsSent,
      nextEmailAt: next?.sendAt ?? null,
      nextEmailType: next?.type ?? null,
      now: at,
    });
    if (recorded) logger.info({ ...log, next: next?.type ?? null }, 'lifecycle e-mail sent');
    else logger.warn(log, 'lifecycle e-mail sent, but its schedule was replaced meanwhile');
    return 'sent';
  }

  return {
    /**
     * Sends every e-mail due now, batch by batch, one at a time (a failure is recorded and
     * the run goes on). `shouldStop` ends the run between e-mails (shutdown).
     */
    async run(shouldStop: () => boolean = () => false): Promise<SendReport> {
      const report: SendReport = { sent: 0, failed: 0 };
      while (!shouldStop()) {
        const at = now();
        const claims = await repository.claimDueEmails(
          at,
          new Date(at.getTime() + leaseMs),
          batchSize,
        );
        if (claims.length === 0) break;
        for (const [index, claim] of claims.entries()) {
          if (shouldStop()) {
            // Hand the rest back at once rather than after the lease.
            for (const rest of claims.slice(index)) {
              await repository.failEmail(rest, {
                error: 'interrupted by shutdown',
                retryAt: rest.dueAt,
                now: now(),
              });
            }
            return report;
          }
          report[await sendOne(claim)] += 1;
        }
        if (claims.length < batchSize) break;
      }
      return report;
    },
  };
}

export type EmailSender = ReturnType<typeof createEmailSender>;
