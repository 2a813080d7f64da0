import { useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, ZVisaOrderReference } from '@portal/contracts';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { visaOrderPath } from '../../../lib/order-path';
import { useUserContext } from '../../../lib/session/user-context';
import { useDownloadVisaFile } from '../api/download-visa-file';
import { useVisaApplication } from '../api/get-application';
import { InvoiceDocument } from '../components/invoice-document';
import { translateVisaMessage } from '../utils/visa-message';
import classes from '../../../components/print-document/print-document.module.css';
import '../application-i18n';

/**
 * /visa-print-preview?orderReference= (header-less, PrintVisaInvoice): the application's invoice laid out for print.
 * Print uses the browser (the controls are not printed); Download PDF fetches the invoice PDF (Application/Invoice).
 * The sheet is drawn from GetApplication (ViewVisaBooking); without it the PDF alone is offered.
 */
export default function VisaPrintPreviewPage() {
  const { t } = useTranslation('visa');
  const [params] = useSearchParams();
  const parsed = ZVisaOrderReference.safeParse(params.get('orderReference') ?? '');
  const reference = parsed.success ? parsed.data : null;
  const user = useUserContext();
  const canRead = hasFunctionality(user.data?.functionalities ?? [], 'ViewVisaBooking');
  const application = useVisaApplication(canRead ? reference : null);
  const download = useDownloadVisaFile();
  const [problem, setProblem] = useState<string | null>(null);
  const downloadPdf = async (of: string) => {
    setProblem(null);
    try {
      await download.mutateAsync({ kind: 'invoice', reference: of });
    } catch (error) {
      setProblem(errorMessage(error, t('invoice.downloadFailed')));
    }
  };
  const pdfButton = (of: string, variant: 'filled' | 'default') => (
    <Button variant={variant} onClick={() => void downloadPdf(of)} loading={download.isPending}>
      {t('invoice.download')}
    </Button>
  );
  const problemAlert = problem ? (
    <Alert color="red" role="alert">
      {problem}
    </Alert>
  ) : null;

  if (!reference) {
    return (
      <Box className={classes.page}>
        <Alert color="red" maw={860} mx="auto" role="alert">
          {t('order.badAddress')}
        </Alert>
      </Box>
    );
  }
  if (!canRead) {
    return (
      <Box className={classes.page}>
        <Paper withBorder radius="md" p="md" className={classes.controls}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('invoice.pdfOnly', { reference })}</Text>
            {problemAlert}
            {pdfButton(reference, 'filled')}
          </Stack>
        </Paper>
      </Box>
    );
  }
  if (application.isPending) {
    return (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('order.loading')}</Text>
      </Group>
    );
  }
  if (application.isError) {
    if (isHttpStatus(application.error, 401)) return null;
    return (
      <Box className={classes.page}>
        <Alert color="red" role="alert" maw={860} mx="auto">
          {translateVisaMessage(t, errorMessage(application.error, t('order.loadFailed')))}
        </Alert>
      </Box>
    );
  }

  const data = application.data;
  return (
    <Box className={classes.page}>
      <Paper
        withBorder
        radius="md"
        p="md"
        className={classes.controls}
        component="section"
        aria-label={t('invoice.controls')}
      >
        <Stack gap="sm">
          <Anchor component={Link} to={visaOrderPath(data.orderReference)} size="sm">
            {t('invoice.back', { reference: data.orderReference })}
          </Anchor>
          {problemAlert}
          <Group gap="sm">
            <Button onClick={() => window.print()}>{t('invoice.print')}</Button>
            {pdfButton(data.orderReference, 'default')}
          </Group>
        </Stack>
      </Paper>
      <InvoiceDocument application={data} />
    </Box>
  );
}
