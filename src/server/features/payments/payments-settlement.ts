/**
 * Settling a purchase: which status change a verified provider notice makes (or none), and
 * what a paid purchase then buys inside the same transaction (a gift code, the event paid,
 * the event's plan upgraded with its dates and e-mails).
 */
import type { PurchaseKind } from '../../../shared/api/payments';
import { generateActivationCode } from '../../../shared/domain/activation-code';
import { emailScheduleDates, emailTypes, nextEmail } from '../../../shared/domain/email-schedule';
import { eventPhase } from '../../../shared/domain/periods';
import { canUpgrade, type PlanId } from '../../../shared/domain/plans';
import { localDate } from '../../../shared/domain/time';
import { recordTtl } from '../../../shared/domain/ttl';
import type { PaymentNotice } from '../../adapters/payments/payments';
import { newId } from '../../db/ids';
import type { EmailsSent } from '../../db/schema';
import type { PaymentsRepository, PurchaseRow } from './payments.repository';

/** What a purchase pays for. */
export function purchaseKind(row: Pick<PurchaseRow, 'eventId' | 'fromPlan'>): PurchaseKind {
  if (row.fromPlan) return 'upgrade';
  return row.eventId ? 'event' : 'gift';
}

export function emptyEmailsSent(): EmailsSent {
  return Object.fromEntries(emailTypes.map((type) => [type, false])) as EmailsSent;
}

type Settle = Parameters<PaymentsRepository['settle']>[1];

/**
 * The change a notice makes to `current`: paid once (amount and currency must match), failed
 * only from pending; null for a duplicate, a late notice or a mismatch (audit trail only).
 */
export function settlementOf(
  current: Parameters<Settle>[0],
  notice: PaymentNotice,
  source: string,
  at: Date,
  logger: { error(obj: object, msg: string): void },
): ReturnType<Settle> {
  if (current.providerRef && current.providerRef !== notice.providerRef) return null;
  if (notice.outcome === 'paid') {
    if (current.status === 'paid' || current.status === 'refunded') return null;
    const amountOk =
      (notice.amount === null || notice.amount === current.amount) &&
      (notice.currency === null || notice.currency === current.currency);
    if (!amountOk) {
      logger.error(
        {
          purchaseId: current.id,
          expected: current.amount,
          got: notice.amount,
          currency: notice.currency,
        },
        'payment amount does not match the purchase',
      );
      return null;
    }
    return {
      status: 'paid',
      changes: { paidAt: at, errorMessage: null, providerRef: notice.providerRef },
      entry: {
        id: newId(),
        fromStatus: current.status as 'pending' | 'failed',
        toStatus: 'paid',
        source,
        providerEventId: notice.noticeId,
      },
    };
  }
  if (current.status !== 'pending') return null;
  return {
    status: 'failed',
    changes: { errorMessage: notice.reason ?? 'payment failed' },
    entry: {
      id: newId(),
      fromStatus: 'pending',
      toStatus: 'failed',
      source,
      providerEventId: notice.noticeId,
      detail: notice.reason ?? null,
    },
  };
}

/** What a confirmed payment buys, inside the settling transaction. */
export function createDelivery({
  repository,
  now,
}: {
  repository: PaymentsRepository;
  now: () => Date;
}) {
  return async function deliver(
    purchase: PurchaseRow,
    tools: Parameters<Parameters<PaymentsRepository['settle']>[2]>[1],
  ): Promise<{ code?: string; detail?: string }> {
    const kind = purchaseKind(purchase);
    if (kind === 'gift') {
      const code = await repository.insertCode(
        {
          id: newId(),
          code: generateActivationCode(),
          plan: purchase.plan,
          purchaseId: purchase.id,
          email: purchase.email,
        },
        tools.tx,
      );
      return { code: code.code };
    }
    const event = await tools.lockEvent();
    if (!event) return { detail: 'the event no longer exists' };
    if (kind === 'event') {
      await repository.markEventPaid(tools.tx, event.id);
      return {};
    }
    const to = purchase.plan as PlanId;
    if (!canUpgrade(event.plan as PlanId, to)) {
      return { detail: `event already on ${event.plan}: plan not changed` };
    }
    const timeZone = event.timeZone;
    const at = now();
    const activationDate =
      event.plan === 'trial'
        ? (purchase.activationDate ?? localDate(at, timeZone))
        : event.activationDate;
    const ttl = recordTtl({ plan: to, createdAt: event.createdAt, activationDate, timeZone });
    const expiresAt = new Date(Math.max(ttl.expiresAt, event.expiresAt.getTime()));
    const dates = emailScheduleDates(to, activationDate);
    const next = nextEmail({ plan: to, activationDate, timeZone, isUpgrade: true, now: at });
    // Upload window open again: the download is prepared anew after it ends (zipStatus).
    const reopened = ['notYetActive', 'uploading'].includes(
      eventPhase(to, activationDate, timeZone, at),
    );
    await repository.applyUpgrade(
      tools.tx,
      event.id,
      { plan: to, activationDate, expiresAt, ...(reopened ? { zipStatus: 'WAITING' } : {}) },
      {
        id: newId(),
        eventId: event.id,
        userId: event.userId,
        email: purchase.email,
        plan: to,
        paid: true,
        isUpgrade: true,
        ...dates,
        emailsSent: emptyEmailsSent(),
        nextEmailAt: next?.sendAt ?? null,
        nextEmailType: next?.type ?? null,
        expiresAt,
      },
    );
    return {};
  };
}
