import { useEffect } from 'react';
import { Alert, Anchor, Button, Container, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZPaymentResultCode, type OnlinePaymentView, type PaymentResultCode } from '@portal/contracts';
import { PageHeader } from '../../../components/list-page/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { walletBalanceQuery } from '../../../lib/wallet-balance';
import { usePayment, useStatusMessage } from '../api/get-payment-result';
import { pathOfMethod } from '../utils/deposit-methods';
import '../online-i18n';

const toneColor = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' } as const;

function PaymentFacts({ payment }: { payment: OnlinePaymentView }) {
  const { t } = useTranslation('onlinePayment');
  const money = useLedgerMoney();
  const facts: Array<[string, string]> = [
    [t('result.reference'), payment.reference],
    [t('result.status'), t(`statuses.${payment.status}`)],
    [t('result.amount'), money(payment.amount, payment.currency)],
    [t('result.surcharge'), money(payment.surcharge, payment.currency)],
    [t('result.total'), money(payment.total, payment.currency)],
    ...(payment.paidWith ? [[t('result.method'), payment.paidWith] as [string, string]] : []),
    ...(payment.failureReason ? [[t('result.reason'), payment.failureReason] as [string, string]] : []),
  ];
  return (
    <Stack gap={6} component="dl" m={0}>
      {facts.map(([label, value]) => (
        <Group key={label} justify="space-between" gap="xs">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" fw={600} m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Where the gateway sends the payer back (/payment-result?paymentId&code): the payment as its signed result left
 * it, in GetStatusMessage's words, the amounts, and the ways on. The code in the address is only a first guess;
 * the payment's own status decides, and the wallet balance is read again once it is decided.
 */
export default function PaymentResultPage() {
  const { t } = useTranslation('onlinePayment');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const paymentId = params.get('paymentId');
  const guessed = ZPaymentResultCode.safeParse(params.get('code'));
  const payment = usePayment(paymentId);
  const code: PaymentResultCode = payment.data?.resultCode ?? (guessed.success ? guessed.data : 'pending');
  const message = useStatusMessage(code);
  const decided = payment.data !== undefined && payment.data.status !== 'pending';

  useEffect(() => {
    if (decided) void queryClient.invalidateQueries({ queryKey: walletBalanceQuery.queryKey });
  }, [decided, queryClient]);

  const again = payment.data ? pathOfMethod(payment.data.method === 'card' ? 'card' : 'net_banking') : null;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={t('result.heading')} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            {!paymentId || payment.isError ? (
              <Alert color="red" role="alert">
                {payment.isError ? errorMessage(payment.error, t('result.notFound')) : t('result.notFound')}
              </Alert>
            ) : payment.isPending || !message.data ? (
              <Stack gap="sm" role="status" aria-label={t('result.loading')}>
                <Skeleton h={60} />
                <Skeleton h={120} />
              </Stack>
            ) : (
              <>
                <Alert
                  color={toneColor[message.data.tone]}
                  title={<span data-testid="result-title">{message.data.title}</span>}
                  role={message.data.tone === 'error' ? 'alert' : 'status'}
                >
                  {message.data.message}
                </Alert>
                <PaymentFacts payment={payment.data} />
              </>
            )}
            <Group gap="sm">
              <Button component={Link} to="/my-transactions" variant="light">
                {t('result.toLedger')}
              </Button>
              {again ? (
                <Button component={Link} to={again} variant="default">
                  {t('result.another')}
                </Button>
              ) : null}
              <Anchor component={Link} to="/searchpad" size="sm">
                {t('result.toSearch')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
