import { useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BookingErrorCode,
  type AirSellResponse,
  type BookingPassengerInput,
  type FlightOrder,
} from '@portal/contracts';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useBookItinerary } from '../api/book-itinerary';
import { useMoney } from '../../../lib/use-money';
import classes from './booking.module.css';

interface BookActionsProps {
  priceId: string;
  passengers: BookingPassengerInput[];
  contact: { email: string; phone: string };
  sold: AirSellResponse;
  mayIssue: boolean;
  onBooked: (order: FlightOrder) => void;
  onResell: () => void;
  onEditAddons: () => void;
}

function errorCodeOf(error: unknown): string | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const code = (error.data as { error?: { code?: unknown } } | null)?.error?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The last part of the review: how it is paid and the booking itself (AirBook) at the payable accepted at AirSell,
 * held or issued at once. A Web fare can only be issued. The Idempotency-Key is kept per submission, so a double
 * click or a retry after a lost answer makes one order.
 */
export function BookActions(props: BookActionsProps) {
  const { sold, mayIssue } = props;
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  const book = useBookItinerary();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<{ message: string; code: string | undefined } | null>(null);

  const submit = async (issueNow: boolean) => {
    const request = {
      priceId: props.priceId,
      passengers: props.passengers,
      contact: props.contact,
      acceptedPayable: sold.totals.payable.amount,
      issueNow,
      payment: 'Full' as const,
    };
    setProblem(null);
    try {
      const answer = await book.mutateAsync({ request, idempotencyKey: submissions.keyFor(request) });
      submissions.settle();
      props.onBooked(answer.order);
    } catch (error) {
      submissions.settle(error);
      setProblem({
        message: isInDoubt(error) ? t('book.inDoubt') : errorMessage(error),
        code: errorCodeOf(error),
      });
    }
  };

  if (book.isPending) {
    return (
      <Paper withBorder radius="md" p="xl" className={classes.processing} role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text fw={600}>{t('book.processing')}</Text>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      {mayIssue ? (
        <Radio.Group label={t('book.payment')} value="Full" description={t('book.partialNote')}>
          <Radio mt={6} value="Full" label={t('book.payInFull', { amount: money(sold.totals.payable) })} />
        </Radio.Group>
      ) : null}
      {!sold.canHold && !mayIssue ? <Alert color="orange">{t('book.cannotIssue')}</Alert> : null}
      {problem ? (
        <Alert color="red" role="alert" title={t('book.failed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{problem.message}</Text>
            {problem.code === BookingErrorCode.PriceChanged ? (
              <Button size="xs" variant="light" onClick={props.onResell}>
                {t('book.checkPrice')}
              </Button>
            ) : null}
            {problem.code === BookingErrorCode.SeatTaken ? (
              <Button size="xs" variant="light" onClick={props.onEditAddons}>
                {t('book.chooseSeats')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {sold.canHold ? (
          <Button variant={mayIssue ? 'default' : 'filled'} onClick={() => void submit(false)}>
            {t('book.hold')}
          </Button>
        ) : null}
        {mayIssue ? <Button onClick={() => void submit(true)}>{t('book.issue')}</Button> : null}
      </Group>
    </Stack>
  );
}
