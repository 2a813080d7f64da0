import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { formatDuration, longLocalDate, localTime } from '../../../lib/flight-time';
import { journeyLegs } from '../../../lib/journey-legs';
import classes from '../../../components/print-document/print-document.module.css';

/** Every flight of the booking: number, route, local times, class and the baggage allowance. */
export function FlightsTable({ order }: { order: FlightOrder }) {
  const { t, i18n } = useTranslation('printPreview');
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  const rows = order.journeys.flatMap((journey) =>
    journeyLegs(journey, order.legs).map(({ leg, bookingClass }) => ({
      leg,
      bookingClass,
      baggage: journey.baggage,
    })),
  );
  return (
    <section aria-labelledby="doc-flights">
      <Title order={2} fz={15} id="doc-flights" mb={6}>
        {t('doc.flights')}
      </Title>
      <div className={classes.tableWrap}>
        <table className={classes.docTable} aria-labelledby="doc-flights">
          <thead>
            <tr>
              <th>{t('doc.flight')}</th>
              <th>{t('doc.departure')}</th>
              <th>{t('doc.arrival')}</th>
              <th>{t('doc.class')}</th>
              <th>{t('doc.baggage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ leg, bookingClass, baggage }) => (
              <tr key={leg.key}>
                <td>
                  <strong>
                    {leg.marketingAirline} {leg.flightNumber}
                  </strong>
                  <br />
                  {t('doc.aircraft', { aircraft: leg.aircraft })} · {formatDuration(leg.durationMinutes)}
                </td>
                <td>
                  <strong>
                    {leg.origin} {localTime(leg.departure)}
                  </strong>
                  <br />
                  {longLocalDate(leg.departure, locale)}
                  {leg.departureTerminal
                    ? ` · ${t('doc.terminal', { terminal: leg.departureTerminal })}`
                    : ''}
                </td>
                <td>
                  <strong>
                    {leg.destination} {localTime(leg.arrival)}
                  </strong>
                  <br />
                  {longLocalDate(leg.arrival, locale)}
                  {leg.arrivalTerminal ? ` · ${t('doc.terminal', { terminal: leg.arrivalTerminal })}` : ''}
                </td>
                <td>
                  {order.cabin}
                  {bookingClass ? ` (${bookingClass})` : ''}
                </td>
                <td>{t('doc.baggageAllowance', { checked: baggage.checked, cabin: baggage.cabin })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
