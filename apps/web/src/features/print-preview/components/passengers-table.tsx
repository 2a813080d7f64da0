import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder, OrderPassenger } from '@portal/contracts';
import classes from '../../../components/print-document/print-document.module.css';

function extrasOf(
  pax: OrderPassenger,
  order: FlightOrder,
  word: (key: string, value: string | number) => string,
) {
  return pax.extras.flatMap((extra) => {
    const parts = [
      extra.seat ? word('seat', extra.seat) : null,
      extra.mealCode ? word('meal', extra.mealCode) : null,
      extra.extraBaggageKg > 0 ? word('bags', extra.extraBaggageKg) : null,
      ...extra.ssrCodes,
    ].filter((part): part is string => part !== null);
    if (parts.length === 0) return [];
    const leg = order.legs[extra.legKey];
    return [`${leg ? `${leg.origin}–${leg.destination}` : extra.legKey}: ${parts.join(', ')}`];
  });
}

/** The chosen passengers with their ticket numbers and, per flight, the seats, meals, bags and services they have. */
export function PassengersTable({ order, passengers }: { order: FlightOrder; passengers: OrderPassenger[] }) {
  const { t } = useTranslation('printPreview');
  const word = (key: string, value: string | number) => t(`doc.extra.${key}`, { value });
  return (
    <section aria-labelledby="doc-passengers">
      <Title order={2} fz={15} id="doc-passengers" mb={6}>
        {t('doc.passengers')}
      </Title>
      <div className={classes.tableWrap}>
        <table className={classes.docTable} aria-labelledby="doc-passengers">
          <thead>
            <tr>
              <th>{t('doc.name')}</th>
              <th>{t('doc.type')}</th>
              <th>{t('doc.ticketNumber')}</th>
              <th>{t('doc.extras')}</th>
            </tr>
          </thead>
          <tbody>
            {passengers.map((pax) => {
              const extras = extrasOf(pax, order, word);
              return (
                <tr key={pax.paxId}>
                  <td>
                    <strong>
                      {pax.title} {pax.firstName} {pax.lastName}
                    </strong>
                  </td>
                  <td>{t(`paxType.${pax.type}`)}</td>
                  <td>
                    {pax.ticketNumber ?? t('doc.notIssued')}
                    {pax.ticketStatus && pax.ticketStatus !== 'Issued' ? (
                      <div>
                        <strong>{t(`doc.ticketStatus.${pax.ticketStatus}`)}</strong>
                      </div>
                    ) : null}
                  </td>
                  <td>
                    {extras.length === 0 ? t('doc.none') : extras.map((line) => <div key={line}>{line}</div>)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
