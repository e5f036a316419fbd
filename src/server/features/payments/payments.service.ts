/**
 * The rules of payments: what a checkout costs (from the shared plan table,
 * never from the client), which checkouts are allowed (an unpaid event, an
 * upgrade to a higher plan, a gift), and the one confirmation path that both
 * a verified Stripe webhook and the test-mode checkout page use. Confirming
 * is idempotent: a purchase turns paid once and what it buys happens once;
 * a failure never touches the event.
 */
import type { PaidPlanId, Purchase } from '../../../shared/api/payments';
import {
  generateActivationCode,
  normalizeActivationCode,
} from '../../../shared/domain/activation-code';
import { emailScheduleDates } from '../../../shared/domain/email-schedule';
import { validateEventDate } from '../../../shared/domain/event-validation';
import { type PlanId, plans, upgradePrice } from '../../../shared/domain/plans';
import { recordTtl } from '../../../shared/domain/ttl';
import type { Language } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import type { Mailer } from '../../adapters/mail/mail';
import {
  type PaymentNotice,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from '../../adapters/payments/payments';
import { newId } from '../../db/ids';
import { appError } from '../../http/app-error';
import type { Owner } from '../../http/env';
import type { EventAccess } from '../../policies/event-access';
import type { EventRow, PaymentsRepository, PurchaseRow } from './payments.repository';
import type { PaymentsEmails } from './payments-emails';
import { createDelivery, emptyEmailsSent, purchaseKind, settlementOf } from './payments-settlement';

export { purchaseKind } from './payments-settlement';

export type PaymentsLogger = {
  info(obj: Record<string, unknown>, msg: string): void;
  warn(obj: Record<string, unknown>, msg: string): void;
  error(obj: Record<string, unknown>, msg: string): void;
};

export type PaymentsServiceDeps = {
  repository: PaymentsRepository;
  provider: PaymentProvider;
  mailer: Mailer;
  emails: PaymentsEmails;
  baseUrl: string;
  siteName: string;
  /** Reads an owner's event (undefined when it is not theirs). */
  /** Who may do what with an event (policies/event-access.ts). */
  access: Pick<EventAccess, 'requireEventAccess'>;
  /** An event by its id. */
  findEvent(eventId: string): Promise<EventRow | undefined>;
  /** The stored language of a user (the e-mail language). */
  userLanguage(userId: string): Promise<Language | undefined>;
  logger: PaymentsLogger;
  now?: () => Date;
};

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { repository, provider, logger } = deps;
  const now = deps.now ?? (() => new Date());

  async function ownedEvent(owner: Owner, eventId: string): Promise<EventRow> {
    await deps.access.requireEventAccess(owner.id, eventId, 'pay');
    const event = await deps.findEvent(eventId);
    if (!event) throw appError('eventNotFound');
    return event;
  }

  function planName(language: Language, plan: string) {
    return translate(language, `events.plans.${plan}`);
  }

  /** Creates the pending purchase, opens the provider's checkout and records its id. */
  async function startCheckout(
    owner: Owner,
    language: Language,
    purchase: {
      eventId: string | null;
      fromPlan: PlanId | null;
      plan: PaidPlanId;
      amount: number;
      activationDate?: string | null;
    },
  ): Promise<{ purchase: PurchaseRow; checkoutUrl: string }> {
    const id = newId();
    const row = await repository.createPurchase(
      {
        id,
        userId: owner.id,
        eventId: purchase.eventId,
        fromPlan: purchase.fromPlan,
        plan: purchase.plan,
        amount: purchase.amount,
        currency: 'PLN',
        email: owner.email,
        status: 'pending',
        activationDate: purchase.activationDate ?? null,
        provider: provider.name,
      },
      { id: newId(), fromStatus: null, toStatus: 'pending', source: 'checkout' },
    );
    const kind = purchaseKind(row);
    const name = planName(language, purchase.plan);
    const description =
      kind === 'upgrade'
        ? translate(language, 'payments.item.upgrade', {
            siteName: deps.siteName,
            plan: name,
            from: planName(language, purchase.fromPlan ?? 'trial'),
          })
        : translate(language, `payments.item.${kind}`, { siteName: deps.siteName, plan: name });
    const back =
      kind === 'gift'
        ? `${deps.baseUrl}/events/gift/${purchase.plan}?purchase=${id}`
        : `${deps.baseUrl}/events/payment/${purchase.eventId}?purchase=${id}`;
    try {
      const session = await provider.createCheckout({
        purchaseId: id,
        eventId: purchase.eventId,
        amount: purchase.amount,
        currency: 'PLN',
        email: owner.email,
        description,
        language,
        successUrl: `${back}&checkout=done`,
        cancelUrl: `${back}&checkout=cancelled`,
      });
      await repository.setProviderRef(id, session.providerRef);
      return { purchase: { ...row, providerRef: session.providerRef }, checkoutUrl: session.url };
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      logger.error({ err: error, purchaseId: id }, 'checkout could not be opened');
      await repository.settle(
        id,
        (current) =>
          current.status === 'pending'
            ? {
                status: 'failed',
                changes: { errorMessage: error.message.slice(0, 500) },
                entry: {
                  id: newId(),
                  fromStatus: 'pending',
                  toStatus: 'failed',
                  source: 'checkout',
                  detail: 'provider refused the checkout',
                },
              }
            : null,
        async () => undefined,
      );
      throw appError('paymentProviderFailed');
    }
  }

  const deliver = createDelivery({ repository, now });

  async function sendCode(purchase: PurchaseRow, code: string) {
    try {
      const language =
        (purchase.userId ? await deps.userLanguage(purchase.userId) : undefined) ?? 'pl';
      const mail = deps.emails.activationCode(language, code, purchase.plan as PlanId);
      await deps.mailer.send({ to: purchase.email, ...mail });
    } catch (error) {
      // The code exists and the payment page shows it; support can resend it.
      logger.error({ err: error, purchaseId: purchase.id }, 'activation code e-mail not sent');
    }
  }

  /**
   * The one confirmation path: a verified provider notice about a purchase.
   * Paid: pending or failed → paid once, then what it buys. Failed: pending →
   * failed, the event untouched. Anything else (a duplicate, a late "expired"
   * after payment, a wrong amount) changes nothing but the audit trail.
   */
  async function confirm(purchaseId: string, notice: PaymentNotice, source: string) {
    const result = await repository.settle(
      purchaseId,
      (current) => settlementOf(current, notice, source, now(), logger),
      deliver,
    );
    if (!result) return undefined;
    if (result.changed) {
      logger.info(
        { purchaseId, status: result.purchase.status, source, detail: result.result?.detail },
        'purchase settled',
      );
      if (result.result?.code) await sendCode(result.purchase, result.result.code);
    }
    return result.purchase;
  }

  async function present(row: PurchaseRow): Promise<Purchase> {
    const kind = purchaseKind(row);
    const code =
      kind === 'gift' && row.status === 'paid'
        ? await repository.findCodeOfPurchase(row.id)
        : undefined;
    return {
      id: row.id,
      kind,
      eventId: row.eventId,
      fromPlan: row.fromPlan,
      plan: row.plan as PaidPlanId,
      amount: row.amount,
      currency: row.currency,
      status: row.status as Purchase['status'],
      provider: row.provider as Purchase['provider'],
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      activationCode: code?.code ?? null,
    };
  }

  return {
    provider: provider.name,
    present,
    confirm,

    /** Checkout of an unpaid event at its plan's list price. */
    async checkoutEvent(owner: Owner, eventId: string, language: Language) {
      const event = await ownedEvent(owner, eventId);
      if (event.plan === 'trial') throw appError('paymentNotRequired');
      if (event.paid) throw appError('eventAlreadyPaid');
      const plan = event.plan as PaidPlanId;
      return startCheckout(owner, language, {
        eventId: event.id,
        fromPlan: null,
        plan,
        amount: plans[plan].priceGrosze,
      });
    },

    /**
     * An upgrade to a higher plan for the price difference. A trial needs the
     * first upload day (today … two years). Choosing grows the ttl to cover the
     * chosen plan and records the new plan's e-mail schedule (inactive); the
     * plan itself changes only when the payment is confirmed.
     */
    async upgrade(
      owner: Owner,
      eventId: string,
      body: { plan: PaidPlanId; activationDate?: string | undefined },
      language: Language,
    ) {
      const event = await ownedEvent(owner, eventId);
      const from = event.plan as PlanId;
      if (from !== 'trial' && !event.paid) throw appError('eventUnpaid');
      const price = upgradePrice(from, body.plan);
      if (price === null) throw appError('upgradeNotAllowed', { plan: from });
      const at = now();
      let activationDate = event.activationDate;
      if (from === 'trial') {
        const problem = validateEventDate(body.activationDate, event.timeZone, at);
        if (problem) {
          throw appError('validation', { issues: [{ path: 'activationDate', message: problem }] });
        }
        activationDate = body.activationDate as string;
      }
      const ttl = recordTtl({
        plan: body.plan,
        createdAt: event.createdAt,
        activationDate,
        timeZone: event.timeZone,
      });
      const expiresAt = new Date(Math.max(ttl.expiresAt, event.expiresAt.getTime()));
      const dates = emailScheduleDates(body.plan, activationDate);
      await repository.prepareUpgrade(event.id, expiresAt, {
        id: newId(),
        eventId: event.id,
        userId: owner.id,
        email: owner.email,
        plan: body.plan,
        paid: false,
        isUpgrade: true,
        ...dates,
        emailsSent: emptyEmailsSent(),
        nextEmailAt: null,
        nextEmailType: null,
        expiresAt,
      });
      return startCheckout(owner, language, {
        eventId: event.id,
        fromPlan: from,
        plan: body.plan,
        amount: price,
        activationDate: from === 'trial' ? activationDate : null,
      });
    },

    /** A gift: the plan's list price; when paid, a single-use code e-mailed to the buyer. */
    async gift(owner: Owner, plan: PaidPlanId, language: Language) {
      return startCheckout(owner, language, {
        eventId: null,
        fromPlan: null,
        plan,
        amount: plans[plan].priceGrosze,
      });
    },

    /** One of the owner's purchases, else `purchaseNotFound`. */
    async getOwned(owner: Owner, purchaseId: string): Promise<PurchaseRow> {
      const row = await repository.findOwnedPurchase(owner.id, purchaseId);
      if (!row) throw appError('purchaseNotFound');
      return row;
    },

    /** A Stripe webhook: verified over the raw body, then the confirmation path. */
    async stripeWebhook(rawBody: Uint8Array, signature: string | undefined) {
      let notice: PaymentNotice | null;
      try {
        notice = await provider.readWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          logger.warn({ reason: error.message }, 'webhook refused: signature does not verify');
          throw appError('invalidWebhookSignature');
        }
        throw error;
      }
      if (!notice) return { handled: false };
      const purchase =
        (await repository.findByProviderRef(provider.name, notice.providerRef)) ??
        (notice.purchaseId ? await repository.findPurchase(notice.purchaseId) : undefined);
      if (!purchase || purchase.provider !== provider.name) {
        logger.warn({ providerRef: notice.providerRef }, 'webhook about an unknown checkout');
        return { handled: false };
      }
      await confirm(purchase.id, notice, 'webhook');
      return { handled: true };
    },

    /** The test-mode checkout page's data (test mode only; else `purchaseNotFound`). */
    async testCheckout(purchaseId: string) {
      if (provider.name !== 'test') throw appError('purchaseNotFound');
      const row = await repository.findPurchase(purchaseId);
      if (row?.provider !== 'test') throw appError('purchaseNotFound');
      const language = (row.userId ? await deps.userLanguage(row.userId) : undefined) ?? 'pl';
      return { purchase: row, language };
    },

    /** "Pay" or "fail" on the test-mode checkout page: the same path as a webhook. */
    async testSettle(purchaseId: string, outcome: 'paid' | 'failed') {
      const { purchase } = await this.testCheckout(purchaseId);
      const settled = await confirm(
        purchase.id,
        {
          outcome,
          noticeId: `test_${newId()}`,
          providerRef: purchase.providerRef ?? '',
          purchaseId: purchase.id,
          amount: purchase.amount,
          currency: purchase.currency,
          ...(outcome === 'failed' ? { reason: 'declined in the test checkout' } : {}),
        },
        'test-checkout',
      );
      return settled ?? purchase;
    },

    /** Checks a typed activation code: its canonical form and plan, or why it cannot be used. */
    async verifyCode(input: string) {
      const code = normalizeActivationCode(input);
      if (!code) throw appError('invalidActivationCode');
      const row = await repository.findCode(code);
      if (!row) throw appError('invalidActivationCode');
      if (row.usedAt) throw appError('activationCodeUsed');
      return { code: row.code, plan: row.plan as PaidPlanId };
    },

    /** Issues a code without a payment (the operator command). */
    async issueCode(plan: PaidPlanId, email: string, language: Language = 'pl') {
      const row = await repository.insertCode({
        id: newId(),
        code: generateActivationCode(),
        plan,
        email,
      });
      const mail = deps.emails.activationCode(language, row.code, plan);
      await deps.mailer.send({ to: email, ...mail });
      return row;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
