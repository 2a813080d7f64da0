import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AddonTotalsRow } from '../utils/extras';
import { useMoney } from '../../../lib/use-money';

/** The booking's add-on state: per passenger type, how many travel and what their bags, meals and seats cost. */
export function AddonTotalsTable({
  rows,
  total,
  currency,
}: {
  rows: AddonTotalsRow[];
  total: number;
  currency: string;
}) {
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  return (
    <Stack gap={6}>
      <Title order={3} fz="sm">
        {t('addonTotals.title')}
      </Title>
      <Table.ScrollContainer minWidth={460}>
        <Table verticalSpacing={6} aria-label={t('addonTotals.title')} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('addonTotals.type')}</Table.Th>
              <Table.Th ta="right">{t('addonTotals.count')}</Table.Th>
              <Table.Th ta="right">{t('addonTotals.baggage')}</Table.Th>
              <Table.Th ta="right">{t('addonTotals.meals')}</Table.Th>
              <Table.Th ta="right">{t('addonTotals.seats')}</Table.Th>
              <Table.Th ta="right">{t('addonTotals.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.type}>
                <Table.Th scope="row">{t(`passengerType.${row.type}`)}</Table.Th>
                <Table.Td ta="right">{row.count}</Table.Td>
                <Table.Td ta="right">{money(row.baggage, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.meals, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.seats, currency)}</Table.Td>
                <Table.Td ta="right">{money(row.total, currency)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr fw={700}>
              <Table.Th scope="row" colSpan={5}>
                {t('addonTotals.all')}
              </Table.Th>
              <Table.Td ta="right">{money(total, currency)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
