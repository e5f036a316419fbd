/**
 * The checkout flow every payment page shares: a confirmation dialog, the
 * checkout in a separate window (opened within the click, so it is not
 * blocked, and pointed at the checkout once the server answers), then
 * waiting for the confirmation with "I have paid", "Payment not yet
 * confirmed" and, after five minutes, the support address. The purchase id
 * lives in the address (`?purchase=`), so a reload or the return from the
 * checkout keeps waiting.
 */
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconExternalLink, IconFlask, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../../shared/i18n/format';
import { useErrorMessage } from '../../app/api';
import { currentLanguage } from '../../app/i18n';
import { useSiteConfig } from '../../app/site-config';
import { useAsyncAction } from '../../app/use-async-action';
import {
  type CheckoutResponse,
  type Purchase,
  purchaseQuery,
  usePurchase,
  useRefreshEvents,
} from './api/payments-api';
import classes from './payments.module.css';

/** After this long without a confirmation the page points to support. */
export const supportAfterMs = 5 * 60 * 1000;

export interface CheckoutRequest {
  /** What the buyer will pay, in grosze (shown in the dialog). */
  amount: number;
  /** Extra lines in the dialog (plan, event). */
  summary?: ReactNode;
  /** Opens the checkout on the server. */
  start: () => Promise<CheckoutResponse>;
}

export type CheckoutPhase = 'idle' | 'loading' | Purchase['status'];

export function useCheckoutFlow(options: { onPaid?: (purchase: Purchase) => void } = {}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const refreshEvents = useRefreshEvents();
  const [params, setParams] = useSearchParams();
  const purchaseId = params.get('purchase');
  const purchase = usePurchase(purchaseId);
  const [request, setRequest] = useState<CheckoutRequest | null>(null);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [notConfirmed, setNotConfirmed] = useState(false);
  // The buyer's own "I have paid" check, apart from the polling underneath: a poll never turns the
  // button into a spinner (nor takes a click away from it), and only the buyer's check answers.
  const check = useAsyncAction();
  const action = useAsyncAction();
  const paidSeen = useRef<string | null>(null);
  const onPaid = useRef(options.onPaid);
  onPaid.current = options.onPaid;

  const phase: CheckoutPhase = purchaseId ? (purchase.data?.status ?? 'loading') : 'idle';

  useEffect(() => {
    const data = purchase.data;
    if (data?.status === 'paid' && paidSeen.current !== data.id) {
      paidSeen.current = data.id;
      void refreshEvents();
      onPaid.current?.(data);
    }
  }, [purchase.data, refreshEvents]);

  function begin(next: CheckoutRequest) {
    action.reset();
    setRequest(next);
  }

  function confirm() {
    if (!request) return;
    const current = request;
    // Opened now, inside the click, so pop-up blockers let it through; pointed at the checkout below.
    const win = window.open('', '_blank');
    void action.run(async () => {
      try {
        const answer = await current.start();
        queryClient.setQueryData(purchaseQuery(answer.purchase.id).queryKey, answer.purchase);
        setCheckoutUrl(answer.checkoutUrl);
        setNotConfirmed(false);
        if (win && !win.closed) {
          win.opener = null;
          win.location.href = answer.checkoutUrl;
          setPopupBlocked(false);
        } else {
          setPopupBlocked(true);
        }
        setRequest(null);
        setParams(
          (previous) => {
            const nextParams = new URLSearchParams(previous);
            nextParams.set('purchase', answer.purchase.id);
            nextParams.delete('checkout');
            return nextParams;
          },
          { replace: false },
        );
      } catch (error) {
        win?.close();
        throw error;
      }
    });
  }

  function reset() {
    setCheckoutUrl(null);
    setNotConfirmed(false);
    setParams(
      (previous) => {
        const nextParams = new URLSearchParams(previous);
        nextParams.delete('purchase');
        nextParams.delete('checkout');
        return nextParams;
      },
      { replace: true },
    );
  }

  function checkNow() {
    void check.run(async () => {
      const result = await purchase.refetch();
      // A check that failed says so (the alert below); it does not claim the payment unconfirmed.
      setNotConfirmed(!result.isError && result.data?.status === 'pending');
    });
  }

  const dialog = (
    <Modal
      opened={request !== null}
      onClose={() => !action.pending && setRequest(null)}
      title={<span className={classes.modalTitle}>{t('payments.flow.confirmTitle')}</span>}
      centered
      radius="lg"
    >
      {request && (
        <Stack gap="md">
          {request.summary}
          <Text>
            {t('payments.flow.confirmText', { amount: formatPrice(request.amount, language) })}
          </Text>
          {action.error !== null && (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={20} />}>
              {errorMessage(action.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRequest(null)} disabled={action.pending}>
              {t('payments.flow.cancel')}
            </Button>
            <Button
              onClick={confirm}
              loading={action.pending}
              rightSection={<IconExternalLink size={18} aria-hidden="true" />}
            >
              {t('payments.flow.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );

  const view = (
    <>
      {dialog}
      {(phase === 'pending' || phase === 'loading') && (
        <Waiting
          purchase={purchase.data}
          checkoutUrl={checkoutUrl}
          popupBlocked={popupBlocked}
          notConfirmed={notConfirmed}
          checking={check.pending}
          onCheck={checkNow}
        />
      )}
      {phase === 'failed' && (
        <Alert
          color="red"
          variant="light"
          radius="md"
          role="alert"
          title={t('payments.flow.failedTitle')}
          icon={<IconAlertCircle size={20} />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('payments.flow.failedText')}</Text>
            <Button variant="light" color="red" onClick={reset}>
              {t('payments.flow.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {purchase.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(purchase.error)}
        </Alert>
      )}
    </>
  );

  return { phase, purchase: purchase.data, begin, reset, view };
}

function Waiting(props: {
  purchase: Purchase | undefined;
  checkoutUrl: string | null;
  popupBlocked: boolean;
  notConfirmed: boolean;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const startedAt = props.purchase ? Date.parse(props.purchase.createdAt) : now;
  const long = now - startedAt > supportAfterMs;
  return (
    <Paper className={classes.panel} role="region" aria-labelledby="payment-waiting-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Loader size="sm" mt={4} aria-hidden="true" />
          <Stack gap={4} className={classes.grow}>
            <Title order={2} id="payment-waiting-title" className={classes.sectionTitle}>
              {t('payments.flow.waitingTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payments.flow.waitingText')}
            </Text>
          </Stack>
        </Group>
        {props.purchase?.provider === 'test' && <TestModeBadge />}
        {props.popupBlocked && (
          <Text size="sm" role="status">
            {t('payments.flow.popupBlocked')}
          </Text>
        )}
        {props.notConfirmed && (
          <Alert color="orange" variant="light" radius="md" role="status">
            <Text size="sm" fw={600}>
              {t('errors.paymentNotConfirmed')}
            </Text>
            {long && config?.supportEmail && (
              <Text size="sm" mt={6}>
                {t('payments.flow.support')}{' '}
                <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor>
              </Text>
            )}
          </Alert>
        )}
        <Group gap="sm">
          <Button
            onClick={props.onCheck}
            loading={props.checking}
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
          >
            {t('payments.flow.iHavePaid')}
          </Button>
          {props.checkoutUrl && (
            <Button
              component="a"
              href={props.checkoutUrl}
              target="_blank"
              rel="noopener"
              variant="default"
              rightSection={<IconExternalLink size={18} aria-hidden="true" />}
            >
              {props.popupBlocked ? t('payments.flow.openCheckout') : t('payments.flow.reopen')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The "no money is charged" mark of the test-mode checkout. */
export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" className={classes.testBadge} role="note">
      <IconFlask size={16} aria-hidden="true" className={classes.testIcon} />
      <Text size="sm" fw={600}>
        {t('payments.testMode')}
      </Text>
    </Group>
  );
}
