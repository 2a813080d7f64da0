import { useState } from 'react';
import { Alert, Anchor, Box, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, HotelBookingMessage, ZHotelReference } from '@portal/contracts';
import { errorMessage, isHttpStatus } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { useDownloadHotelDocument } from '../api/download-hotel-document';
import { useHotelBooking } from '../api/get-hotel-booking';
import { VoucherDocument } from '../components/voucher-document';
import { bookingPath } from '../utils/booking-paths';
import classes from '../../../components/print-document/print-document.module.css';
import '../bookings-i18n';

/**
 * /hotel-bookings/print-preview?reference= (header-less, PrintHotel): the booking's voucher laid out for print.
 * Print uses the browser (the controls are not printed); Download PDF fetches the voucher PDF (Booking/Voucher).
 */
export default function HotelPrintPreviewPage() {
  const { t } = useTranslation('hotelBookings');
  const [params] = useSearchParams();
  const parsed = ZHotelReference.safeParse(params.get('reference') ?? '');
  const reference = parsed.success ? parsed.data : null;
  const user = useUserContext();
  // The preview is drawn from GetBooking (ShowHotelQueues); without it the voucher PDF alone is offered.
  const canRead = hasFunctionality(user.data?.functionalities ?? [], 'ShowHotelQueues');
  const booking = useHotelBooking(canRead ? reference : null);
  const download = useDownloadHotelDocument();
  const [problem, setProblem] = useState<string | null>(null);
  const downloadPdf = async (of: string) => {
    setProblem(null);
    try {
      await download.mutateAsync({ reference: of, document: 'voucher' });
    } catch (error) {
      setProblem(errorMessage(error, t('voucher.downloadFailed')));
    }
  };

  if (!reference) {
    return (
      <Box className={classes.page}>
        <Alert color="red" maw={860} mx="auto" role="alert">
          {t('voucher.badAddress')}
        </Alert>
      </Box>
    );
  }
  if (!canRead) {
    return (
      <Box className={classes.page}>
        <Paper withBorder radius="md" p="md" className={classes.controls}>
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('voucher.pdfOnly', { reference })}</Text>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Button onClick={() => void downloadPdf(reference)} loading={download.isPending}>
              {t('voucher.download')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    );
  }
  if (booking.isPending) {
    return (
      <Group gap="sm" justify="center" py="xl" role="status">
        <Loader size="sm" />
        <Text fw={600}>{t('detail.loading')}</Text>
      </Group>
    );
  }
  if (booking.isError) {
    if (isHttpStatus(booking.error, 401)) return null;
    return (
      <Box className={classes.page}>
        <Alert color="red" role="alert" maw={860} mx="auto">
          {errorMessage(booking.error, HotelBookingMessage.notFound)}
        </Alert>
      </Box>
    );
  }

  const data = booking.data;

  return (
    <Box className={classes.page}>
      <Paper
        withBorder
        radius="md"
        p="md"
        className={classes.controls}
        component="section"
        aria-label={t('voucher.controls')}
      >
        <Stack gap="sm">
          <Anchor component={Link} to={bookingPath(data.reference)} size="sm">
            {t('voucher.back', { reference: data.reference })}
          </Anchor>
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          {data.can.print ? (
            <Group gap="sm">
              <Button onClick={() => window.print()}>{t('voucher.print')}</Button>
              <Button
                variant="default"
                onClick={() => void downloadPdf(data.reference)}
                loading={download.isPending}
              >
                {t('voucher.download')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
      {data.can.print ? (
        <VoucherDocument booking={data} />
      ) : (
        <Alert color="yellow" maw={860} mx="auto">
          {t('voucher.notPrintable')}
        </Alert>
      )}
    </Box>
  );
}
