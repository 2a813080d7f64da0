import { useState } from 'react';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolidayRequest } from '@portal/contracts';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { showToast } from '../../../lib/toasts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { useDecideHolidayRequest } from '../api/decide-holiday-request';

type Asking = 'Accept' | 'Decline' | 'Cancel';

/**
 * What the agency can do with its request now, as the server's `can` flags say: accept the current quote (asked
 * again in a dialog naming the deposit the wallet pays now and the balance left as a due; sent under an
 * Idempotency-Key so it is paid once), decline it, or cancel the enquiry. The server's refusal shows as it says it.
 */
export function RequestActions({ request }: { request: HolidayRequest }) {
  const { t } = useTranslation('holiday');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const user = useUserContext();
  const wallet = useWalletBalance(user.data?.functionalities);
  const decide = useDecideHolidayRequest();
  const submissions = useSubmissionKeys();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const quote = request.quote;
  const { can } = request;
  if (!can.accept && !can.decline && !can.cancel) return null;

  const close = () => {
    if (decide.isPending) return;
    setAsking(null);
    setProblem(null);
  };

  const run = async (action: Asking) => {
    setProblem(null);
    try {
      let answer: HolidayRequest;
      if (action === 'Accept' && quote) {
        const body = { reference: request.reference, quoteId: quote.quoteId };
        answer = await decide.mutateAsync({ action, body, idempotencyKey: submissions.keyFor(body) });
        submissions.settle();
      } else if (action === 'Decline' && quote) {
        answer = await decide.mutateAsync({
          action,
          body: { reference: request.reference, quoteId: quote.quoteId },
        });
      } else {
        const body = { reference: request.reference, ...(reason.trim() ? { reason: reason.trim() } : {}) };
        answer = await decide.mutateAsync({ action: 'Cancel', body });
      }
      setAsking(null);
      setReason('');
      showToast({
        color: action === 'Accept' ? 'green' : 'orange',
        message: t(`actions.done.${action}`, {
          reference: answer.reference,
          amount: answer.booking
            ? money(answer.booking.depositPaid.amount, answer.booking.depositPaid.currency)
            : '',
        }),
      });
    } catch (error) {
      if (action === 'Accept') submissions.settle(error);
      setProblem(
        action === 'Accept' && isInDoubt(error)
          ? t('actions.inDoubt')
          : (translateHolidayMessage(t, errorMessage(error)) ?? ''),
      );
    }
  };

  const available = wallet.data ? money(wallet.data.availableBalance, wallet.data.walletCurrency) : null;
  const short = wallet.data && quote ? wallet.data.availableBalance < quote.deposit.amount : false;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        {problem && asking === null ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm" role="group" aria-label={t('actions.label')}>
          {can.accept && quote ? (
            <Button
              onClick={() => {
                setProblem(null);
                setAsking('Accept');
              }}
            >
              {t('actions.accept', { amount: money(quote.deposit.amount, quote.deposit.currency) })}
            </Button>
          ) : null}
          {can.decline ? (
            <Button
              variant="default"
              onClick={() => {
                setProblem(null);
                setAsking('Decline');
              }}
            >
              {t('actions.decline')}
            </Button>
          ) : null}
          {can.cancel ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                setProblem(null);
                setAsking('Cancel');
              }}
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={close}
        centered
        title={asking ? t(`actions.title.${asking}`, { reference: request.reference }) : ''}
        closeButtonProps={{ 'aria-label': t('actions.keep') }}
      >
        <Stack gap="md">
          {asking === 'Accept' && quote ? (
            <>
              <Text size="sm">{t('actions.acceptBody', { title: request.package.title })}</Text>
              <Text size="sm" fw={700} data-testid="accept-deposit">
                {t('actions.acceptPays', { amount: money(quote.deposit.amount, quote.deposit.currency) })}
              </Text>
              {quote.balance.amount > 0 ? (
                <Text size="sm">
                  {t('actions.acceptBalance', {
                    amount: money(quote.balance.amount, quote.balance.currency),
                    time: quote.balanceDueAt ? time(quote.balanceDueAt) : '',
                  })}
                </Text>
              ) : null}
              {available ? (
                <Text size="sm" c={short ? 'red.8' : 'dimmed'}>
                  {t(short ? 'actions.walletShort' : 'actions.wallet', { amount: available })}
                </Text>
              ) : null}
            </>
          ) : asking === 'Decline' ? (
            <Text size="sm">{t('actions.declineBody')}</Text>
          ) : asking === 'Cancel' ? (
            <>
              <Text size="sm">{t('actions.cancelBody')}</Text>
              <Textarea
                label={t('actions.reason')}
                value={reason}
                maxLength={500}
                autosize
                minRows={2}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            </>
          ) : null}
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={decide.isPending}>
              {t('actions.keep')}
            </Button>
            <Button
              color={asking === 'Accept' ? undefined : 'red'}
              loading={decide.isPending}
              onClick={() => asking && void run(asking)}
            >
              {asking ? t(`actions.confirm.${asking}`) : ''}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
