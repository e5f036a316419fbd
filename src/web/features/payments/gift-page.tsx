/**
 * /events/gift/:plan: buy a plan as a gift. Once paid, the server issues a
 * single-use activation code and e-mails it to the buyer; the page shows it
 * too. Reached from the plan cards ("buy as a gift").
 */
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { type PaidPlanId, paidPlanIds } from '../../../shared/api/payments';
import { plans } from '../../../shared/domain/plans';
import { formatPrice } from '../../../shared/i18n/format';
import { useAuth } from '../../app/auth/session';
import { currentLanguage } from '../../app/i18n';
import { usePageTitle } from '../../app/page-title';
import { BackButton } from '../../ui/back-button';
import { CopyTextButton } from '../../ui/copy-text-button';
import { startGift } from './api/payments-api';
import { useCheckoutFlow } from './checkout-flow';
import classes from './payments.module.css';

export function GiftPage({ plan }: { plan: string }) {
  const { t } = useTranslation();
  usePageTitle(t('payments.gift.title'));
  if (!(paidPlanIds as readonly string[]).includes(plan)) return <Navigate to="/events" replace />;
  return (
    <Stack gap="lg" className={`${classes.page} ${classes.narrow}`}>
      <div>
        <BackButton to="/events" label={t('payments.gift.back')} />
      </div>
      <Title order={1} className={classes.title}>
        {t('payments.gift.title')}
      </Title>
      <GiftContent plan={plan as PaidPlanId} />
    </Stack>
  );
}

function GiftContent({ plan }: { plan: PaidPlanId }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const { user } = useAuth();
  const flow = useCheckoutFlow();
  const email = user?.email ?? '';

  if (flow.phase === 'paid' && flow.purchase) {
    return (
      <Paper className={classes.panel} role="status" data-testid="gift-success">
        <Stack gap="sm" align="flex-start">
          <IconGift size={40} color="var(--mantine-color-clay-6)" aria-hidden="true" />
          <Title order={2} className={classes.sectionTitle}>
            {t('payments.gift.successTitle')}
          </Title>
          <Text>{t('payments.gift.successText', { email })}</Text>
          {flow.purchase.activationCode && (
            <GiftCode code={flow.purchase.activationCode} plan={flow.purchase.plan} />
          )}
        </Stack>
      </Paper>
    );
  }

  const amount = plans[plan].priceGrosze;
  const price = formatPrice(amount, language);
  return (
    <Stack gap="lg">
      <Paper className={classes.panel}>
        <Stack gap="md">
          <Text>{t('payments.gift.lead')}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="gift-plan-label">
              {t('payments.gift.plan')}
            </Text>
            <SegmentedControl
              aria-labelledby="gift-plan-label"
              value={plan}
              disabled={flow.phase !== 'idle'}
              onChange={(value) => navigate(`/events/gift/${value}`, { replace: true })}
              data={paidPlanIds.map((id) => ({ value: id, label: t(`events.plans.${id}`) }))}
            />
          </Stack>
          <Text className={classes.amount} data-testid="gift-amount">
            {price}
          </Text>
          <Text size="sm" c="dimmed">
            {t('payments.gift.sentTo', { email })} {t('payments.payment.methods')}
          </Text>
          {flow.phase === 'idle' && (
            <Button
              size="md"
              leftSection={<IconGift size={20} aria-hidden="true" />}
              onClick={() =>
                flow.begin({
                  amount,
                  summary: (
                    <Text fw={600}>
                      {t('payments.testCheckout.giftItem', { plan: t(`events.plans.${plan}`) })}
                    </Text>
                  ),
                  start: () => startGift(plan, language),
                })
              }
            >
              {t('payments.gift.pay', { amount: price })}
            </Button>
          )}
        </Stack>
      </Paper>
      {flow.view}
    </Stack>
  );
}

/** The bought code: copied with one tap, or used at once to create an event. */
function GiftCode({ code, plan }: { code: string; plan: string }) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  return (
    <Stack gap="sm" align="flex-start" className={classes.codeBlock}>
      <Stack gap={4} className={classes.codeBlock}>
        <Text size="sm" c="dimmed">
          {t('payments.gift.codeLabel')} · {t(`events.plans.${plan}`)}
        </Text>
        <Text className={classes.code} data-testid="gift-code" translate="no">
          {code}
        </Text>
      </Stack>
      <Group gap="sm" wrap="wrap">
        <CopyTextButton
          value={code}
          label={t('payments.gift.copy')}
          copiedLabel={t('payments.gift.copied')}
          onFailedChange={setCopyFailed}
          variant="default"
        />
        <Button
          component={Link}
          className={classes.wrapButton}
          to={`/events/create?code=${encodeURIComponent(code)}`}
          leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
        >
          {t('payments.gift.createWithCode')}
        </Button>
      </Group>
      {copyFailed && (
        <Text size="sm" c="red" role="alert">
          {t('payments.gift.copyFailed')}
        </Text>
      )}
    </Stack>
  );
}
