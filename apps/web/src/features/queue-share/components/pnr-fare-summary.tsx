import { Divider, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPnrOrderDetails, Money } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** What the booking costs: the fare per passenger type, the gross and agent totals, and what issuing charges. */
export function PnrFareSummary({
  details,
}: {
  details: Pick<ImportPnrOrderDetails, 'fareBreakdown' | 'totals'>;
}) {
  const { t } = useTranslation('queueShare');
  const format = useLedgerMoney();
  const money = (value: Money | null) => (value ? format(value.amount, value.currency) : '—');
  const { totals } = details;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="pnr-fare-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="pnr-fare-title">
          {t('fare.title')}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label={t('fare.tableLabel')} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('fare.passengerType')}</Table.Th>
                <Table.Th scope="col">{t('fare.count')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('fare.baseFare')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('fare.taxes')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('fare.gross')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('fare.agent')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {details.fareBreakdown.map((row) => (
                <Table.Tr key={row.passengerType}>
                  <Table.Td>{t(`travellers.types.${row.passengerType}`)}</Table.Td>
                  <Table.Td>{row.count}</Table.Td>
                  <Table.Td ta="right">{money(row.baseFare)}</Table.Td>
                  <Table.Td ta="right">{money(row.taxes)}</Table.Td>
                  <Table.Td ta="right">{money(row.totalGross)}</Table.Td>
                  <Table.Td ta="right">{money(row.totalAgent)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4} component="dl" m={0}>
          <Total label={t('fare.totalGross')} value={money(totals.fareGross)} />
          <Total label={t('fare.totalAgent')} value={money(totals.fareAgent)} />
          {totals.extras.amount > 0 ? <Total label={t('fare.extras')} value={money(totals.extras)} /> : null}
          <Divider />
          <Total label={t('fare.payable')} value={money(totals.payable)} strong />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" component="dt" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}
