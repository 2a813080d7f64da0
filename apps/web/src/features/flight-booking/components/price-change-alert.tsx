import { Alert, Button, Group, Stack, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RepriceOutcome } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';

const classesText = (classes: string[][]) => classes.map((perJourney) => perJourney.join('/')).join(' · ');

/**
 * A reprice found a new price, new booking classes or both: the old and new figures side by side. The agent accepts
 * to go on, or refuses and goes back to the results; nothing is booked until accepted.
 */
export function PriceChangeAlert({
  outcome,
  onAccept,
  onRefuse,
}: {
  outcome: RepriceOutcome;
  onAccept: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  const priceMoved = outcome.change === 'Price' || outcome.change === 'PriceAndBookingClass';
  const classMoved = outcome.change === 'BookingClass' || outcome.change === 'PriceAndBookingClass';
  return (
    <Alert color="orange" title={t(`priceChange.title.${outcome.change}`)} role="alert">
      <Stack gap="sm">
        <Table withTableBorder={false} verticalSpacing={4} aria-label={t('priceChange.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th>{t('priceChange.before')}</Table.Th>
              <Table.Th>{t('priceChange.now')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <Table.Tr fw={priceMoved ? 700 : undefined}>
              <Table.Th scope="row">{t('priceChange.total')}</Table.Th>
              <Table.Td>{money(outcome.previousTotal)}</Table.Td>
              <Table.Td>{money(outcome.currentTotal)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={classMoved ? 700 : undefined}>
              <Table.Th scope="row">{t('priceChange.classes')}</Table.Th>
              <Table.Td>{classesText(outcome.previousBookingClasses)}</Table.Td>
              <Table.Td>{classesText(outcome.currentBookingClasses)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Group gap="sm">
          <Button color="orange" onClick={onAccept}>
            {t('priceChange.accept')}
          </Button>
          <Button variant="default" onClick={onRefuse}>
            {t('priceChange.refuse')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
