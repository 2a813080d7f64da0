import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaApplication } from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { useMoney } from '../../../lib/use-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import '../application-i18n';

/** What the application cost, the embassy's fees and ours apart, when it was paid, and what a cancellation gave back. */
export function ApplicationMoney({ application }: { application: VisaApplication }) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  const time = useTenantDateTime();
  const rows = [
    { label: t('order.money.governmentFee'), value: money(application.fees.governmentFee) },
    { label: t('order.money.serviceFee'), value: money(application.fees.serviceFee) },
    { label: t('order.money.total'), value: money(application.fees.total), strong: true },
    {
      label: t('order.money.paidOn', { time: time(application.payment.paidAt) }),
      value: money(application.payment.amount),
    },
    ...(application.refund
      ? [
          {
            label: t('order.money.refundedOn', { time: time(application.refund.refundedAt) }),
            value: money(application.refund.amount),
            testId: 'visa-refund',
          },
        ]
      : []),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visa-money-title">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="visa-money-title">
          {t('order.money.title')}
        </Title>
        <FigureRows rows={rows} />
      </Stack>
    </Paper>
  );
}
