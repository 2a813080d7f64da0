import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useDownloadHotelDocument } from '../api/download-hotel-document';
import type { BookingActions } from '../utils/booking-actions';
import { voucherPath } from '../utils/booking-paths';
import '../bookings-i18n';

/** The booking's actions, each only when its permission and the booking's state allow it. */
export function BookingActionsBar({
  booking,
  actions,
  onPay,
  onCancel,
}: {
  booking: HotelBooking;
  actions: BookingActions;
  onPay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('hotelBookings');
  const download = useDownloadHotelDocument();
  const invoice = () =>
    download.mutate(
      { reference: booking.reference, document: 'invoice' },
      {
        onError: (error) =>
          showToast({ color: 'red', message: errorMessage(error, t('actions.downloadFailed')) }),
      },
    );
  if (!actions.pay && !actions.cancel && !actions.print && !actions.invoice) return null;
  return (
    <Group gap="sm" role="group" aria-label={t('actions.label')}>
      {actions.pay ? (
        <Button onClick={onPay} data-testid="hotel-pay">
          {t('actions.pay')}
        </Button>
      ) : null}
      {actions.print ? (
        <Button component={Link} to={voucherPath(booking.reference)} variant="light">
          {t('actions.voucher')}
        </Button>
      ) : null}
      {actions.invoice ? (
        <Button variant="default" onClick={invoice} loading={download.isPending}>
          {t('actions.invoice')}
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button variant="light" color="red" onClick={onCancel} data-testid="hotel-cancel">
          {t('actions.cancel')}
        </Button>
      ) : null}
    </Group>
  );
}
