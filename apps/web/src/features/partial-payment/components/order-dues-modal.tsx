import { Divider, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert } from '../../../components/paged-results';
import { MoneyTable, NoWrapCell } from '../../../components/money-table';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useOrderDues } from '../api/get-order-dues';
import { DueStatusBadge } from './due-status-badge';
import { FigureList } from './figure-list';

/** One order's dues in full, and every payment made against them with its ledger transaction. */
export function OrderDuesModal({ reference, onClose }: { reference: string | null; onClose: () => void }) {
  const { t } = useTranslation('partialPayment');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const dues = useOrderDues(reference);
  const data = dues.data;
  return (
    <Modal
      opened={reference !== null}
      onClose={onClose}
      title={reference ? t('details.title', { reference }) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      {dues.isPending ? <Skeleton h={160} role="status" aria-label={t('details.loading')} /> : null}
      {dues.isError ? (
        <LoadFailedAlert
          message={t('details.loadFailed')}
          retry={t('retry')}
          onRetry={() => void dues.refetch()}
        />
      ) : null}
      {data ? (
        <Stack gap="md">
          {data.dues.map((due) => (
            <Stack key={due.orderDueId} gap="xs">
              <DueStatusBadge status={due.status} />
              <FigureList
                rows={[
                  { label: t('list.pnr'), value: due.pnr ?? '—' },
                  { label: t('list.trip'), value: due.route ?? '—' },
                  { label: t('details.airline'), value: due.airline ?? '—' },
                  { label: t('list.passengers'), value: due.passengers.join(', ') || '—' },
                  { label: t('list.issued'), value: time(due.issuedAt) },
                  {
                    label: t('list.dueDate'),
                    value: time(due.dueAt),
                    color: due.status === 'overdue' ? 'red.8' : undefined,
                  },
                  { label: t('list.total'), value: money(due.totalAmount, due.currency) },
                  { label: t('list.paid'), value: money(due.paidAmount, due.currency) },
                  {
                    label: t('list.outstanding'),
                    value: money(due.outstandingAmount, due.currency),
                    strong: true,
                  },
                ]}
              />
            </Stack>
          ))}
          <Divider />
          <Title order={2} fz="md">
            {t('details.settlements')}
          </Title>
          {data.settlements.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.noSettlements')}
            </Text>
          ) : (
            <MoneyTable
              label={t('details.settlements')}
              minWidth={420}
              columns={[
                { label: t('details.settledAt') },
                { label: t('details.amount'), amount: true },
                { label: t('details.transaction') },
              ]}
            >
              {data.settlements.map((settlement) => (
                <Table.Tr key={settlement.settlementId}>
                  <NoWrapCell>{time(settlement.settledAt)}</NoWrapCell>
                  <NoWrapCell amount>{money(settlement.amount, settlement.currency)}</NoWrapCell>
                  <NoWrapCell reference>{settlement.transactionId.slice(0, 8).toUpperCase()}</NoWrapCell>
                </Table.Tr>
              ))}
            </MoneyTable>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
