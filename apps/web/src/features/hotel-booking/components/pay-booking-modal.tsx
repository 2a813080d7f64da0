import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { HotelTime } from '../../../components/hotel/hotel-time';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { useWalletBalance } from '../../../lib/wallet-balance';
import { usePayHotelBooking } from '../api/pay-hotel-booking';
import { BookingStepModal } from './booking-step-modal';
import '../bookings-i18n';

/**
 * Paying a held booking from the wallet before its hold ends: the total, the wallet's balance where the user may
 * see it, and Pay under an Idempotency-Key kept per submission, so a retry after a lost answer pays once.
 */
export function PayBookingModal({
  booking,
  opened,
  onClose,
  onPaid,
}: {
  booking: HotelBooking;
  opened: boolean;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation('hotelBookings');
  const money = useHotelMoney();
  const user = useUserContext();
  const wallet = useWalletBalance(user.data?.functionalities);
  const pay = usePayHotelBooking();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<string | null>(null);
  const total = booking.price.total;
  const available = wallet.data
    ? { amount: wallet.data.availableBalance, currency: wallet.data.walletCurrency }
    : undefined;
  const short =
    available !== undefined && available.currency === total.currency && available.amount < total.amount;

  const close = () => {
    if (pay.isPending) return;
    setProblem(null);
    onClose();
  };

  const confirm = async () => {
    const body = { reference: booking.reference };
    setProblem(null);
    try {
      await pay.mutateAsync({ ...body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      onClose();
      onPaid();
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('pay.inDoubt') : errorMessage(error));
    }
  };

  return (
    <BookingStepModal
      opened={opened}
      title={t('pay.title', { reference: booking.reference })}
      onClose={close}
      pending={pay.isPending}
      problem={problem}
      keepLabel={t('pay.notNow')}
      confirm={{
        label: t('pay.confirm', { amount: money(total) }),
        onClick: () => void confirm(),
        testId: 'hotel-pay-confirm',
      }}
    >
      <FigureRows
        rows={[
          { label: t('pay.total'), value: money(total), strong: true },
          available ? { label: t('pay.balance'), value: money(available) } : null,
        ]}
      />
      {short ? (
        <Text size="sm" c="red.8" fw={600}>
          {t('pay.short')}
        </Text>
      ) : null}
      {booking.holdUntil ? (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t('pay.before')}
          </Text>
          <HotelTime at={booking.holdUntil} timeZone={booking.hotel.timeZone} />
        </Stack>
      ) : null}
    </BookingStepModal>
  );
}
