import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FareBreakdown, FlightLeg, ItineraryDetails, Money, Penalty } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import classes from './results.module.css';

const Windows: Penalty['window'][] = ['MoreThan72Hours', 'Within72Hours', 'Within24Hours', 'NoShow'];

/** Baggage per flight and passenger type. */
export function BaggageTable({ details }: { details: ItineraryDetails }) {
  const { t } = useTranslation('flightResults');
  const leg = (key: string): FlightLeg | undefined => details.legs[key];
  return (
    <div className={classes.tableScroll}>
      <Table striped verticalSpacing="xs" miw={460} aria-label={t('details.tabs.baggage')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.segment')}</Table.Th>
            <Table.Th>{t('details.passenger')}</Table.Th>
            <Table.Th>{t('details.checked')}</Table.Th>
            <Table.Th>{t('details.cabin')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.baggage.map((row) => {
            const flight = leg(row.legKey);
            return (
              <Table.Tr key={`${row.legKey}-${row.passengerType}`}>
                <Table.Td>
                  {flight
                    ? `${flight.origin} → ${flight.destination} (${flight.marketingAirline} ${flight.flightNumber})`
                    : row.legKey}
                </Table.Td>
                <Table.Td>{t(`details.passengerType.${row.passengerType}`)}</Table.Td>
                <Table.Td>{row.allowance.checked}</Table.Td>
                <Table.Td>{row.allowance.cabin}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** Cancellation or date-change fees by time window (rows) and passenger type (columns). */
export function PenaltyTable({ penalties, label }: { penalties: Penalty[]; label: string }) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const types = [...new Set(penalties.map((penalty) => penalty.passengerType))];
  const windows = Windows.filter((window) => penalties.some((penalty) => penalty.window === window));
  const fee = (window: Penalty['window'], type: Penalty['passengerType']) => {
    const penalty = penalties.find(
      (candidate) => candidate.window === window && candidate.passengerType === type,
    );
    if (!penalty) return '–';
    return penalty.amount === null ? t('details.notPermitted') : money(penalty.amount);
  };
  return (
    <div className={classes.tableScroll}>
      <Table striped verticalSpacing="xs" miw={460} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.window')}</Table.Th>
            {types.map((type) => (
              <Table.Th key={type} ta="right">
                {t(`details.passengerType.${type}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {windows.map((window) => (
            <Table.Tr key={window}>
              <Table.Td>{t(`details.windows.${window}`)}</Table.Td>
              {types.map((type) => (
                <Table.Td key={type} ta="right">
                  {fee(window, type)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function sum(rows: FareBreakdown[], pick: (row: FareBreakdown) => Money | null): Money | null {
  const amounts = rows.map(pick);
  if (amounts.some((amount) => amount === null) || amounts.length === 0) return null;
  return {
    amount: amounts.reduce((total, amount) => total + amount!.amount, 0),
    currency: amounts[0]!.currency,
  };
}

/** The fare by passenger type: base, taxes, per passenger, count, total (and the agent's total when visible). */
export function FareSummaryTable({ breakdown }: { breakdown: FareBreakdown[] }) {
  const { t } = useTranslation('flightResults');
  const money = useMoney();
  const withAgent = breakdown.some((row) => row.totalAgent !== null);
  const total = sum(breakdown, (row) => row.totalGross);
  const agentTotal = withAgent ? sum(breakdown, (row) => row.totalAgent) : null;
  return (
    <div className={classes.tableScroll}>
      <Table striped verticalSpacing="xs" miw={560} aria-label={t('details.tabs.fare')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('details.passenger')}</Table.Th>
            <Table.Th ta="right">{t('details.baseFare')}</Table.Th>
            <Table.Th ta="right">{t('details.taxes')}</Table.Th>
            <Table.Th ta="right">{t('details.perPassenger')}</Table.Th>
            <Table.Th ta="right">{t('details.count')}</Table.Th>
            <Table.Th ta="right">{t('details.total')}</Table.Th>
            {withAgent ? <Table.Th ta="right">{t('details.agentTotal')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {breakdown.map((row) => (
            <Table.Tr key={row.passengerType}>
              <Table.Td>{t(`details.passengerType.${row.passengerType}`)}</Table.Td>
              <Table.Td ta="right">{money(row.baseFare)}</Table.Td>
              <Table.Td ta="right">{money(row.taxes)}</Table.Td>
              <Table.Td ta="right">{money(row.grossPerPassenger)}</Table.Td>
              <Table.Td ta="right">× {row.count}</Table.Td>
              <Table.Td ta="right">{money(row.totalGross)}</Table.Td>
              {withAgent ? (
                <Table.Td ta="right">{row.totalAgent ? money(row.totalAgent) : '–'}</Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {total ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={5}>
                <Text fw={700}>{t('details.grandTotal')}</Text>
              </Table.Th>
              <Table.Th ta="right">{money(total)}</Table.Th>
              {withAgent ? <Table.Th ta="right">{agentTotal ? money(agentTotal) : '–'}</Table.Th> : null}
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </div>
  );
}
