import { Alert, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepriceOutcome } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

const classes = (perJourney: string[][]) => perJourney.map((legs) => legs.join('/')).join(' · ');

/** The airline's new price or booking class beside the old, and the acceptance the agent must give to go on. */
export function PriceChangeNotice({
  reprice,
  payable,
  accepted,
  onAccept,
}: {
  reprice: RepriceOutcome;
  /** What the agency pays, before the reprice and now (the fare above plus commission, taxes and extras). */
  payable: { before: number; now: number; currency: string };
  accepted: boolean;
  onAccept: (accepted: boolean) => void;
}) {
  const { t } = useTranslation('flightOrder');
  const money = useLedgerMoney();
  const priceChanged = reprice.change === 'Price' || reprice.change === 'PriceAndBookingClass';
  const classChanged = reprice.change === 'BookingClass' || reprice.change === 'PriceAndBookingClass';
  return (
    <Alert color="orange" title={t(`issue.change.${reprice.change}`)} role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('issue.change.intro')}</Text>
        <Table withTableBorder={false} verticalSpacing={2} fz="sm" aria-label={t('issue.change.tableLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('issue.change.before')}</Table.Th>
              <Table.Th>{t('issue.change.now')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {priceChanged ? (
              <>
                <Table.Tr>
                  <Table.Th scope="row">{t('issue.change.fare')}</Table.Th>
                  <Table.Td>{money(reprice.previousTotal.amount, reprice.previousTotal.currency)}</Table.Td>
                  <Table.Td fw={700}>
                    {money(reprice.currentTotal.amount, reprice.currentTotal.currency)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th scope="row">{t('issue.change.payable')}</Table.Th>
                  <Table.Td>{money(payable.before, payable.currency)}</Table.Td>
                  <Table.Td fw={700}>{money(payable.now, payable.currency)}</Table.Td>
                </Table.Tr>
              </>
            ) : null}
            {classChanged ? (
              <Table.Tr>
                <Table.Th scope="row">{t('issue.change.bookingClass')}</Table.Th>
                <Table.Td>{classes(reprice.previousBookingClasses)}</Table.Td>
                <Table.Td fw={700}>{classes(reprice.currentBookingClasses)}</Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
        <Checkbox
          checked={accepted}
          onChange={(event) => onAccept(event.currentTarget.checked)}
          label={t('issue.change.accept')}
        />
      </Stack>
    </Alert>
  );
}
