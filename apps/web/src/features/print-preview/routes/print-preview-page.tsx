import { useState } from 'react';
import { Alert, Box, Group, Loader, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OrderMessage, type PrintDocumentType } from '@portal/contracts';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { parseMoney } from '../../../lib/parse-money';
import { useDownloadBookingPdf } from '../api/download-booking-pdf';
import { usePrintableOrder } from '../api/get-order';
import { BookingDocument } from '../components/booking-document';
import { PrintControls, type PrintChoices } from '../components/print-controls';
import { bookingPdfQuery, documentTypeOf } from '../utils/print-options';
import classes from '../../../components/print-document/print-document.module.css';
import '../i18n';

const fileKind: Record<PrintDocumentType, string> = {
  1: 'ticket',
  2: 'agent-invoice',
  3: 'customer-invoice',
};

/**
 * /print-preview?orderReference=&typeId= (header-less, PrintTicket): an order's e-ticket, agent invoice or customer
 * invoice as a printable page built from the order, with the passengers, prices and markup to print chosen above
 * it; Print uses the browser (the controls are not printed), Download PDF fetches the same document as a PDF.
 */
export default function PrintPreviewPage() {
  const { t } = useTranslation('printPreview');
  const [params, setParams] = useSearchParams();
  const reference = params.get('orderReference')?.trim() || null;
  const typeId = documentTypeOf(params.get('typeId'));
  const order = usePrintableOrder(reference && typeId ? reference : null);
  const download = useDownloadBookingPdf();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [withPrice, setWithPrice] = useState(true);
  const [markupText, setMarkupText] = useState('');
  const [downloadProblem, setDownloadProblem] = useState<string | null>(null);

  if (!reference || !typeId) {
    return (
      <Box className={classes.page}>
        <Alert color="red" maw={860} mx="auto">
          {t('badAddress')}
        </Alert>
      </Box>
    );
  }
  if (order.isPending) {
    return (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('loading')}</Text>
      </Group>
    );
  }
  if (order.isError) {
    // As on the order page (spec §8 "Order fetch"): 401 and 502 say nothing here.
    if (isHttpStatus(order.error, 401) || isHttpStatus(order.error, 502)) return null;
    return (
      <Box className={classes.page}>
        <Alert color="red" role="alert" maw={860} mx="auto">
          {errorMessage(order.error, OrderMessage.notFound)}
        </Alert>
      </Box>
    );
  }

  const data = order.data;
  const allPaxIds = data.passengers.map((pax) => pax.paxId);
  const paxIds = picked ?? allPaxIds;
  const markup = markupText.trim() === '' ? 0 : parseMoney(markupText);
  const choices: PrintChoices = { typeId, paxIds, withPrice, markupText };

  const change = (patch: Partial<PrintChoices>) => {
    if (patch.typeId !== undefined) {
      const next = new URLSearchParams(params);
      next.set('typeId', String(patch.typeId));
      setParams(next, { replace: true });
    }
    if (patch.paxIds) setPicked(patch.paxIds);
    if (patch.withPrice !== undefined) setWithPrice(patch.withPrice);
    if (patch.markupText !== undefined) setMarkupText(patch.markupText);
  };

  const downloadPdf = async () => {
    setDownloadProblem(null);
    try {
      await download.mutateAsync({
        query: bookingPdfQuery({
          orderReference: data.orderReference,
          typeId,
          withPrice,
          paxIds,
          allPaxIds,
          markup: markup ?? 0,
        }),
        fallbackName: `${data.orderReference}-${fileKind[typeId]}.pdf`,
      });
    } catch (error) {
      setDownloadProblem(errorMessage(error, t('controls.downloadFailed')));
    }
  };

  return (
    <Box className={classes.page}>
      {data.actions.print ? (
        <>
          <PrintControls
            order={data}
            choices={choices}
            markupError={markup === null}
            onChange={change}
            onPrint={() => window.print()}
            onDownload={() => void downloadPdf()}
            downloading={download.isPending}
            downloadProblem={downloadProblem}
          />
          <BookingDocument
            order={data}
            typeId={typeId}
            paxIds={paxIds}
            withPrice={withPrice}
            markup={markup ?? 0}
          />
        </>
      ) : (
        <Alert color="yellow" maw={860} mx="auto">
          {t('notPrintable', { status: t(`common:orderStatus.${data.status}`) })}
        </Alert>
      )}
    </Box>
  );
}
