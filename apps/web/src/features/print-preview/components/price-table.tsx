import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrintDocumentType, type FlightOrder, type OrderPassenger } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import type { DocumentAmounts } from '../utils/document-amounts';
import classes from '../../../components/print-document/print-document.module.css';

/**
 * The document's prices: a line per chosen passenger, then the totals; the customer invoice shows the agent's
 * markup inside its total, the agent invoice what the wallet paid and what is still due.
 */
export function PriceTable({
  order,
  passengers,
  amounts,
  typeId,
}: {
  order: FlightOrder;
  passengers: OrderPassenger[];
  amounts: DocumentAmounts;
  typeId: PrintDocumentType;
}) {
  const { t } = useTranslation('printPreview');
  const money = useLedgerMoney();
  const format = (minor: number) => money(minor, amounts.currency);
  const nameOf = new Map(
    passengers.map((pax) => [pax.paxId, `${pax.title} ${pax.firstName} ${pax.lastName}`]),
  );
  const everyone = passengers.length === order.passengers.length;
  const footer: Array<{ label: string; value: string; strong?: boolean; testId?: string }> = [
    { label: t('doc.fareTotal'), value: format(amounts.fare) },
    { label: t('doc.extrasTotal'), value: format(amounts.extras) },
  ];
  if (typeId === PrintDocumentType.CustomerInvoice && amounts.markup > 0) {
    // The customer sees one service charge; the word "markup" is the agent's, not the traveller's.
    footer.push({ label: t('doc.serviceCharge'), value: format(amounts.markup) });
  }
  footer.push({
    label: t('doc.total'),
    value: format(amounts.total),
    strong: true,
    testId: 'document-total',
  });
  if (typeId === PrintDocumentType.AgentInvoice && everyone && order.payment.mode) {
    footer.push({ label: t('doc.paid'), value: format(order.payment.paidAmount.amount) });
    if (order.payment.dueAmount.amount > 0)
      footer.push({ label: t('doc.due'), value: format(order.payment.dueAmount.amount), strong: true });
  }

  return (
    <section aria-labelledby="doc-prices">
      <Title order={2} fz={15} id="doc-prices" mb={6}>
        {typeId === PrintDocumentType.Ticket ? t('doc.fareDetails') : t('doc.charges')}
      </Title>
      <div className={classes.tableWrap}>
        <table className={classes.docTable} aria-labelledby="doc-prices">
          <thead>
            <tr>
              <th>{t('doc.name')}</th>
              <th className={classes.amount}>{t('doc.fare')}</th>
              <th className={classes.amount}>{t('doc.extras')}</th>
              <th className={classes.amount}>{t('doc.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {amounts.rows.map((row) => (
              <tr key={row.paxId}>
                <td>{nameOf.get(row.paxId)}</td>
                <td className={classes.amount}>{format(row.fare)}</td>
                <td className={classes.amount}>{format(row.extras)}</td>
                <td className={classes.amount}>{format(row.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {footer.map((line) => (
              <tr key={line.label}>
                <th colSpan={3} className={classes.amount} style={{ background: 'none' }}>
                  {line.label}
                </th>
                <td
                  className={classes.amount}
                  style={{ fontWeight: line.strong ? 700 : 500 }}
                  data-testid={line.testId}
                >
                  {line.value}
                </td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
    </section>
  );
}
