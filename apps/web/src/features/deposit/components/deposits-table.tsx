import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { DepositStatusBadge } from './deposit-status-badge';

/** The agency's deposits: reference, when it was asked, how, how much, where it stands and when it was decided. */
export function DepositsTable({
  deposits,
  onView,
}: {
  deposits: DepositView[];
  onView: (deposit: DepositView) => void;
}) {
  const { t } = useTranslation('deposit');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  return (
    <Table.ScrollContainer type="native" minWidth={860}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.reference')}</Table.Th>
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.method')}</Table.Th>
            <Table.Th ta="right">{t('list.amount')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>{t('list.decidedAt')}</Table.Th>
            {/* Positioned, so the hidden label stays inside the scrolling table instead of widening the page. */}
            <Table.Th pos="relative">
              <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.depositId}>
              <Table.Td ff="monospace" fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {deposit.reference}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{time(deposit.createdAt)}</Table.Td>
              <Table.Td>{t(`methods.${deposit.method}`)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(deposit.amount, deposit.currency)}
              </Table.Td>
              <Table.Td>
                <DepositStatusBadge status={deposit.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {deposit.decidedAt ? (
                  time(deposit.decidedAt)
                ) : (
                  <Text span c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="light"
                  onClick={() => onView(deposit)}
                  aria-label={t('list.viewOf', { reference: deposit.reference })}
                >
                  {t('list.view')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
