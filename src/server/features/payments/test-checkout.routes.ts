/**
 * The built-in test-mode checkout: GET /payments/test-checkout/{purchaseId}
 * is a small HTML page (no script) that shows the amount, says clearly that
 * no money moves, and offers "pay" and "fail"; its forms post to
 * /api/payments/test-checkout/{purchaseId}/pay|fail, which go through the same
 * confirmation path as a verified webhook and come back to the page (303).
 * Only the test provider serves it; under Stripe every path answers 404.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { formatPrice } from '../../../shared/i18n/format';
import type { Language } from '../../../shared/i18n/index';
import { parseLanguage } from '../../../shared/i18n/index';
import { translate } from '../../../shared/i18n/translate';
import { testCheckoutPath } from '../../adapters/payments/test-provider';
import type { AppEnv } from '../../http/env';
import { escapeHtml } from '../../http/escape-html';
import { createRouter, errorResponses } from '../../http/openapi';
import type { PurchaseRow } from './payments.repository';
import type { PaymentsService } from './payments.service';
import { purchaseKind } from './payments.service';

function page(row: PurchaseRow, language: Language, siteName: string): string {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    escapeHtml(translate(language, `payments.testCheckout.${key}`, { siteName, ...params }));
  const plan = translate(language, `events.plans.${row.plan}`);
  const from = row.fromPlan ? translate(language, `events.plans.${row.fromPlan}`) : '';
  const kind = purchaseKind(row);
  const amount = formatPrice(row.amount, language);
  const action = `/api${testCheckoutPath(row.id)}`;
  const other: Language = language === 'pl' ? 'en' : 'pl';
  const status =
    row.status === 'pending'
      ? `<form method="post" action="${escapeHtml(action)}/pay?lang=${language}"><button class="pay" type="submit">${t('pay', { amount })}</button></form>
<form method="post" action="${escapeHtml(action)}/fail?lang=${language}"><button class="fail" type="submit">${t('fail')}</button></form>`
      : `<div class="result ${row.status}" role="status"><strong>${t(row.status === 'paid' ? 'paid' : 'failed')}</strong><p>${t('close')}</p></div>`;
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${t('title')} – ${escapeHtml(siteName)}</title>
<style>
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f2ece6;color:#2e2722;line-height:1.5}
.banner{background:repeating-linear-gradient(135deg,#f5c542 0 16px,#f7d36b 16px 32px);color:#3d2e00;font-weight:700;text-align:center;padding:10px 16px;letter-spacing:.5px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e6ddd4;border-radius:18px;padding:28px 24px;box-shadow:0 8px 24px rgba(46,39,34,.08)}
h1{font-family:Georgia,'Times New Roman',serif;font-weight:600;font-size:26px;margin:0 0 4px;color:#a65442}
.muted{color:#7a6a5c;font-size:14px;margin:0}
dl{margin:20px 0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#7a6a5c;font-size:14px}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:34px;font-weight:700;text-align:center;margin:8px 0 20px}
form{margin:0 0 12px}
button{width:100%;min-height:48px;border-radius:10px;font-size:17px;font-weight:600;cursor:pointer;border:0}
.pay{background:#a65442;color:#fff}
.fail{background:#fff;color:#9b2c2c;border:1px solid #d9b3b3}
.result{border-radius:12px;padding:16px;text-align:center}
.result p{margin:6px 0 0}
.paid{background:#e6f4ea;color:#1e5b32}
.failed{background:#fbeaea;color:#8a2323}
.lang{text-align:center;margin-top:16px;font-size:14px}
.lang a{color:#a65442}
</style>
</head>
<body>
<header class="banner">${t('banner')}</header>
<main>
<div class="card">
<p class="muted">${escapeHtml(siteName)}</p>
<h1>${t('title')}</h1>
<p class="muted">${t('notice')}</p>
<dl>
<dt>${t('item')}</dt><dd>${escapeHtml(kind === 'upgrade' ? translate(language, 'payments.testCheckout.upgradeItem', { plan, from }) : kind === 'gift' ? translate(language, 'payments.testCheckout.giftItem', { plan }) : translate(language, 'payments.testCheckout.eventItem', { plan }))}</dd>
<dt>${t('email')}</dt><dd>${escapeHtml(row.email)}</dd>
</dl>
<p class="amount" data-testid="test-checkout-amount">${escapeHtml(amount)}</p>
${status}
</div>
<p class="lang"><a href="?lang=${other}">${escapeHtml(translate(other, `common.language.${other}`))}</a></p>
</main>
</body>
</html>
`;
}

/** The page (mounted at the site root) and its two form endpoints (mounted under /api). */
export function testCheckoutRoutes(deps: { payments: PaymentsService; siteName: string }) {
  const { payments } = deps;
  const pageRouter = new Hono<AppEnv>().get('/payments/test-checkout/:purchaseId', async (c) => {
    const { purchase, language } = await payments.testCheckout(c.req.param('purchaseId'));
    const chosen = parseLanguage(c.req.query('lang')) ?? language;
    c.header('Cache-Control', 'no-store');
    return c.html(page(purchase, chosen, deps.siteName));
  });
  const settleRoute = (outcome: 'pay' | 'fail') =>
    createRoute({
      method: 'post',
      path: `/payments/test-checkout/{purchaseId}/${outcome}`,
      tags: ['payments'],
      summary:
        outcome === 'pay'
          ? 'Test mode only: the test checkout’s "pay" (the same confirmation path as a webhook)'
          : 'Test mode only: the test checkout’s "fail"',
      description:
        'Answers 303 to the test checkout page. Under Stripe, and for unknown purchases, 404 purchaseNotFound.',
      request: {
        params: z.object({
          purchaseId: z
            .string()
            .min(1)
            .max(64)
            .openapi({ param: { name: 'purchaseId', in: 'path' } }),
        }),
        query: z.object({ lang: z.string().max(5).optional() }),
      },
      responses: {
        303: { description: 'Back to the test checkout page' },
        ...errorResponses(404, 500),
      },
    });
  const settle = (outcome: 'paid' | 'failed') => async (c: import('hono').Context<AppEnv>) => {
    const id = c.req.param('purchaseId') ?? '';
    await payments.testSettle(id, outcome);
    const lang = parseLanguage(c.req.query('lang'));
    return c.redirect(`${testCheckoutPath(id)}${lang ? `?lang=${lang}` : ''}`, 303);
  };
  const apiRouter = createRouter()
    .openapi(settleRoute('pay'), settle('paid'))
    .openapi(settleRoute('fail'), settle('failed'));
  return { pageRouter, apiRouter };
}
