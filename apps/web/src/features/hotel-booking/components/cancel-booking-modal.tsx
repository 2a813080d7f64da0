import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelBookingMessage, type HotelBooking } from '@portal/contracts';
import { FigureRows } from '../../../components/hotel/figure-rows';
import { useAgentTime } from '../../../components/hotel/hotel-time';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { useCancelHotelBooking } from '../api/cancel-hotel-booking';
import { useCancellationQuote } from '../api/get-cancellation-quote';
import { isCancelChanged } from '../utils/book-problem';
import { BookingStepModal } from './booking-step-modal';
import '../bookings-i18n';

/**
 * Cancelling a booking: first what it costs now (CancellationQuote: paid, the penalty the policy keeps, the refund,
 * the policy in plain words), then Cancel naming that refund under an Idempotency-Key. If the charge moved in the
 * meantime the API refuses; the quote is read again and the new figures shown for the agent to confirm afresh.
 */
export function CancelBookingModal({
  booking,
  opened,
  onClose,
  onCancelled,
}: {
  booking: HotelBooking;
  opened: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t } = useTranslation('hotelBookings');
  const money = useHotelMoney();
  const agentTime = useAgentTime();
  const quote = useCancellationQuote(booking.reference, opened);
  const cancel = useCancelHotelBooking();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);

  // The figures hold until validUntil (the next tier starts): then the quote is asked for again.
  const validUntil = quote.data?.validUntil;
  const refetchQuote = quote.refetch;
  useEffect(() => {
    if (!opened || !validUntil) return;
    const wait = Math.max(1_000, Date.parse(validUntil) - Date.now());
    const timer = setTimeout(() => void refetchQuote(), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [opened, validUntil, refetchQuote]);

  const close = () => {
    if (cancel.isPending) return;
    setProblem(null);
    setChanged(false);
    onClose();
  };

  const confirm = async () => {
    if (!quote.data) return;
    const body = { reference: booking.reference, expectedRefund: quote.data.refund.amount };
    setProblem(null);
    setChanged(false);
    try {
      await cancel.mutateAsync({ body, idempotencyKey: submissions.keyFor(body) });
      submissions.settle();
      setProblem(null);
      onClose();
      onCancelled();
    } catch (error) {
      submissions.settle(error);
      if (isCancelChanged(error)) {
        setChanged(true);
        void quote.refetch();
      } else {
        setProblem(isInDoubt(error) ? t('cancel.inDoubt') : errorMessage(error));
      }
    }
  };

  const data = quote.data;
  return (
    <BookingStepModal
      opened={opened}
      title={t('cancel.title', { reference: booking.reference })}
      onClose={close}
      pending={cancel.isPending}
      problem={problem}
      keepLabel={t('cancel.keep')}
      confirm={{
        label:
          data && data.refund.amount > 0
            ? t('cancel.confirmRefund', { amount: money(data.refund) })
            : t('cancel.confirm'),
        onClick: () => void confirm(),
        color: 'red',
        disabled: !data || quote.isFetching,
        testId: 'hotel-cancel-confirm',
      }}
    >
      {quote.isPending ? (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('cancel.loading')}</Text>
        </Group>
      ) : null}
      {quote.isError && !data ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(quote.error, t('cancel.loadFailed'))}</Text>
            <Button size="compact-sm" variant="light" onClick={() => void quote.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {changed ? (
        <Alert color="orange" role="alert" data-testid="hotel-cancel-changed">
          {HotelBookingMessage.cancelChanged}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="sm" style={{ opacity: quote.isFetching ? 0.6 : 1 }} aria-busy={quote.isFetching}>
          <FigureRows
            rows={[
              { label: t('cancel.paid'), value: money(data.paid) },
              { label: t('cancel.penalty'), value: money(data.penalty), testId: 'hotel-cancel-penalty' },
              {
                label: t('cancel.refund'),
                value: money(data.refund),
                strong: true,
                testId: 'hotel-cancel-refund',
              },
            ]}
          />
          <Text size="sm">{data.text}</Text>
          <Text size="xs" c="dimmed">
            {t('cancel.validUntil', { time: agentTime(data.validUntil) })}
          </Text>
        </Stack>
      ) : null}
    </BookingStepModal>
  );
}
