import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrintDocumentType, type FlightOrder } from '@portal/contracts';
import { documentAmounts } from '../utils/document-amounts';
import { DocumentHeader } from './document-header';
import { FlightsTable } from './flights-table';
import { PassengersTable } from './passengers-table';
import { PriceTable } from './price-table';
import classes from '../../../components/print-document/print-document.module.css';

const titleKey = {
  [PrintDocumentType.Ticket]: 'ticket',
  [PrintDocumentType.AgentInvoice]: 'agentInvoice',
  [PrintDocumentType.CustomerInvoice]: 'customerInvoice',
} as const;

/** The printable sheet: brand and references, flights, the chosen passengers and, when asked, the prices. */
export function BookingDocument({
  order,
  typeId,
  paxIds,
  withPrice,
  markup,
}: {
  order: FlightOrder;
  typeId: PrintDocumentType;
  paxIds: readonly number[];
  withPrice: boolean;
  markup: number;
}) {
  const { t } = useTranslation('printPreview');
  const passengers = order.passengers.filter((pax) => paxIds.includes(pax.paxId));
  const ticketed = order.status === 'Confirmed';
  const title =
    typeId === PrintDocumentType.Ticket && !ticketed
      ? t('titles.itinerary')
      : t(`titles.${titleKey[typeId]}`);
  const amounts = documentAmounts({ order, typeId, paxIds, markup });

  return (
    <article className={classes.sheet} aria-label={title} data-testid="print-document">
      <DocumentHeader order={order} title={title} />
      <Stack gap="lg">
        {typeId === PrintDocumentType.Ticket && !ticketed ? (
          <Alert color="yellow" variant="light" p="xs">
            {t('doc.notTicketed')}
          </Alert>
        ) : null}
        {passengers.length === 0 ? (
          <Text c="dimmed">{t('doc.noPassengers')}</Text>
        ) : (
          <PassengersTable order={order} passengers={passengers} />
        )}
        <FlightsTable order={order} />
        {withPrice && passengers.length > 0 ? (
          <PriceTable order={order} passengers={passengers} amounts={amounts} typeId={typeId} />
        ) : null}
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('doc.contact', { email: order.contact.email, phone: order.contact.phone })}
          </Text>
          <Text size="xs" c="dimmed">
            {typeId === PrintDocumentType.Ticket ? t('doc.ticketNote') : t('doc.invoiceNote')}
          </Text>
        </Stack>
      </Stack>
    </article>
  );
}
