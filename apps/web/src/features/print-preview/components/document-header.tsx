import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { PrintDocumentHeader } from '../../../components/print-document/print-document-header';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

/** The brand and the document's title, reference, record locators and date. */
export function DocumentHeader({ order, title }: { order: FlightOrder; title: string }) {
  const { t } = useTranslation('printPreview');
  const time = useTenantDateTime();
  const facts: Array<[string, string]> = [
    [t('doc.reference'), order.orderReference],
    [t('doc.pnr'), order.pnr ?? t('doc.none')],
    [t('doc.airlinePnr'), order.airlinePnr ?? t('doc.none')],
    [order.issuedAt ? t('doc.issuedAt') : t('doc.bookedAt'), time(order.issuedAt ?? order.createdAt)],
    [t('doc.status'), t(`common:orderStatus.${order.status}`)],
  ];
  return <PrintDocumentHeader title={title} facts={facts} />;
}
