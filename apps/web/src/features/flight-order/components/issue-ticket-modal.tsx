import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Group, Loader, Modal, Radio, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder, IssuePayment } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useIssueTicket } from '../api/issue-ticket';
import { useVerifyPrice } from '../api/verify-price';
import { FigureList, type Figure } from './figure-list';
import { OnlinePaySection } from './online-pay-section';
import { PriceChangeNotice } from './price-change-notice';

type PaySource = 'wallet' | 'online';

/**
 * Issuing a held order from the wallet, or paying it online (the gateway's paid result issues it). The airline prices it again first (AirVerifyPrice); a new price or booking
 * class is shown beside the old and must be accepted. The agent pays in full, or in part when the order offers it,
 * seeing the wallet and what paying leaves; the issue is sent once per submission (Idempotency-Key).
 */
export function IssueTicketModal({
  order,
  opened,
  onClose,
  onIssued,
}: {
  order: FlightOrder;
  opened: boolean;
  onClose: () => void;
  onIssued: (order: FlightOrder) => void;
}) {
  const { t } = useTranslation('flightOrder');
  const { t: tOnline } = useTranslation('flightOrderOnline');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const user = useUserContext();
  const wallet = useWalletBalance(user.data?.functionalities);
  const verify = useVerifyPrice();
  const issue = useIssueTicket();
  const submissions = useSubmissionKeys();
  const [payment, setPayment] = useState<IssuePayment>('Full');
  const [source, setSource] = useState<PaySource>('wallet');
  const [accepted, setAccepted] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // What the page showed before the airline priced the order again: the "before" of a price change.
  const [payableBefore, setPayableBefore] = useState(order.totals.payable.amount);
  const reference = order.orderReference;
  const { mutate: verifyPrice, reset: resetVerify } = verify;
  const shownPayable = useEffectEvent(() => order.totals.payable.amount);

  useEffect(() => {
    if (!opened) return;
    setPayableBefore(shownPayable());
    verifyPrice(reference);
  }, [opened, reference, verifyPrice]);

  const close = () => {
    resetVerify();
    issue.reset();
    setPayment('Full');
    setSource('wallet');
    setAccepted(false);
    setProblem(null);
    onClose();
  };

  const checkAgain = () => {
    setAccepted(false);
    setProblem(null);
    verifyPrice(reference);
  };

  const verified = verify.data;
  const current = verified?.order ?? order;
  const changed = verified !== undefined && verified.reprice.change !== 'None';
  const offer = current.partialPayment;
  const chosen: IssuePayment = payment === 'Partial' && offer ? 'Partial' : 'Full';
  const currency = current.totals.payable.currency;
  const payNow = chosen === 'Partial' && offer ? offer.minimumPayable.amount : current.totals.payable.amount;
  const balance = wallet.data;
  const covered = !balance || balance.availableBalance >= payNow;

  const figures: Figure[] = [
    { label: t('issue.total'), value: money(current.totals.payable.amount, currency) },
  ];
  if (chosen === 'Partial' && offer) {
    figures.push({
      label: t('issue.dueLater', { date: time(offer.dueAt) }),
      value: money(current.totals.payable.amount - offer.minimumPayable.amount, currency),
    });
  }
  figures.push({
    label: t('issue.payNow'),
    value: money(payNow, currency),
    strong: true,
    testId: 'issue-pay-now',
  });
  if (balance && source === 'wallet') {
    figures.push(
      { label: t('issue.walletBalance'), value: money(balance.walletBalance, balance.walletCurrency) },
      {
        label: t('issue.balanceAfter'),
        value: money(balance.walletBalance - payNow, balance.walletCurrency),
        color: balance.walletBalance - payNow < 0 ? 'red.8' : undefined,
      },
    );
  }

  const confirm = async () => {
    const body = { orderReference: reference, acceptedPayable: current.totals.payable.amount };
    setProblem(null);
    try {
      const answer = await issue.mutateAsync({
        payment: chosen,
        body,
        idempotencyKey: submissions.keyFor({ ...body, payment: chosen }),
      });
      submissions.settle();
      close();
      onIssued(answer.order);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('issue.inDoubt') : errorMessage(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={issue.isPending ? () => undefined : close}
      title={t('issue.title', { reference })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {verify.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('issue.checkingPrice')}</Text>
        </Group>
      ) : null}
      {verify.isError ? (
        <Stack gap="sm">
          <Alert color="red" role="alert">
            {errorMessage(verify.error, t('issue.verifyFailed'))}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('close')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {verified ? (
        <Stack gap="md">
          {changed ? (
            <PriceChangeNotice
              reprice={verified.reprice}
              payable={{ before: payableBefore, now: current.totals.payable.amount, currency }}
              accepted={accepted}
              onAccept={setAccepted}
            />
          ) : (
            <Text size="sm" c="dimmed">
              {t('issue.priceConfirmed')}
            </Text>
          )}
          <Radio.Group
            label={t('issue.paymentLabel')}
            value={chosen}
            onChange={(value) => setPayment(value as IssuePayment)}
          >
            <Stack gap="xs" mt={6}>
              <Radio value="Full" label={t('issue.payFull')} />
              {offer ? (
                <Radio
                  value="Partial"
                  label={t('issue.payPart', { amount: money(offer.minimumPayable.amount, currency) })}
                />
              ) : null}
            </Stack>
          </Radio.Group>
          <SegmentedControl
            aria-label={tOnline('source.label')}
            value={source}
            onChange={(value) => setSource(value as PaySource)}
            data={[
              { value: 'wallet', label: tOnline('source.wallet') },
              { value: 'online', label: tOnline('source.online') },
            ]}
            fullWidth
          />
          <FigureList rows={figures} />
          {source === 'online' ? (
            <OnlinePaySection
              orderReference={reference}
              acceptedPayable={current.totals.payable.amount}
              payment={chosen}
              payNow={payNow}
              currency={currency}
              disabled={changed && !accepted}
              cancelLabel={t('issue.cancel')}
              onCancel={close}
            />
          ) : (
            <>
              {!covered ? (
                <Alert color="red" role="alert">
                  {t('issue.notCovered')}
                </Alert>
              ) : null}
              {issue.isPending ? (
                <Group gap="sm" role="status">
                  <Loader size="sm" />
                  <Text size="sm" fw={600}>
                    {t('processing')}
                  </Text>
                </Group>
              ) : null}
              {problem ? (
                <Alert color="red" role="alert">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{problem}</Text>
                    <Button size="compact-sm" variant="light" onClick={checkAgain}>
                      {t('issue.checkAgain')}
                    </Button>
                  </Stack>
                </Alert>
              ) : null}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={issue.isPending}>
                  {t('issue.cancel')}
                </Button>
                <Button
                  onClick={() => void confirm()}
                  loading={issue.isPending}
                  disabled={(changed && !accepted) || !covered}
                >
                  {t('issue.confirm', { amount: money(payNow, currency) })}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
