import { useState } from 'react';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupFareLimit, ZReserveGroupFareRequest, type GroupFareOffer } from '@portal/contracts';
import { CounterRow } from '../../../components/counter-popover/counter-row';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useReserveGroupFare } from '../api/reserve-group-fare';
import { translateGroupFareMessage } from '../utils/group-fare-message';
import { reservationPrice, type SeatCounts } from '../utils/reservation-price';
import { reservationPath } from '../utils/search-url';

/**
 * Reserving seats on a block: adults, children and infants (children and infants only where the block sells them;
 * never more seats than the agency may still take nor than one reservation holds), the total and the deposit, then
 * Reserve under an Idempotency-Key kept per submission; the reservation's page follows.
 */
export function ReserveModal({
  offer,
  seatsWanted,
  onClose,
}: {
  offer: GroupFareOffer;
  seatsWanted: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('groupFares');
  const money = useLedgerMoney();
  const navigate = useNavigate();
  const reserve = useReserveGroupFare();
  const submissions = useSubmissionKeys();
  const maxSeats = Math.min(GroupFareLimit.maxReservationSeats, offer.agencySeatsLeft);
  const [counts, setCounts] = useState<SeatCounts>({
    adults: Math.max(1, Math.min(seatsWanted, maxSeats)),
    children: 0,
    infants: 0,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const price = reservationPrice(offer.fares, offer.depositPerSeat, counts);
  const checked = ZReserveGroupFareRequest.safeParse({ blockId: offer.blockId, ...counts });
  const invalid = checked.success ? null : checked.error.issues[0]?.message;

  const change = (next: Partial<SeatCounts>) => {
    setProblem(null);
    setCounts((current) => {
      const merged = { ...current, ...next };
      // An infant sits on an adult's lap: fewer adults take infants off too.
      return { ...merged, infants: Math.min(merged.infants, merged.adults) };
    });
  };

  const confirm = async () => {
    if (!checked.success) return;
    setProblem(null);
    try {
      const reservation = await reserve.mutateAsync({
        body: checked.data,
        idempotencyKey: submissions.keyFor(checked.data),
      });
      submissions.settle();
      void navigate(reservationPath(reservation.reference));
    } catch (error) {
      submissions.settle(error);
      setProblem(
        isInDoubt(error)
          ? t('reserve.inDoubt')
          : (translateGroupFareMessage(t, errorMessage(error)) ?? t('reserve.failed')),
      );
    }
  };

  const counter = (type: 'adults' | 'children' | 'infants', max: number) => (
    <CounterRow
      label={t(`reserve.${type}`)}
      hint={t(`reserve.hint.${type}`, { amount: money(offer.fares[fareKey[type]], offer.currency) })}
      decreaseLabel={t('reserve.decrease', { type: t(`reserve.${type}`) })}
      increaseLabel={t('reserve.increase', { type: t(`reserve.${type}`) })}
      value={counts[type]}
      min={0}
      max={max}
      onChange={(value) => change({ [type]: value })}
    />
  );

  return (
    <Modal
      opened
      onClose={() => (reserve.isPending ? undefined : onClose())}
      title={t('reserve.title')}
      centered
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {offer.title}
        </Text>
        <Text size="xs" c="dimmed">
          {t('reserve.limit', { count: maxSeats })}
        </Text>
        {counter('adults', maxSeats - counts.children)}
        {offer.fares.child > 0 ? counter('children', maxSeats - counts.adults) : null}
        {offer.fares.infant > 0 ? counter('infants', counts.adults) : null}
        {invalid ? (
          <Text size="sm" c="red.8" role="alert">
            {translateGroupFareMessage(t, invalid)}
          </Text>
        ) : null}
        <Divider />
        <Group justify="space-between">
          <Text size="sm">{t('reserve.total', { count: price.seats })}</Text>
          <Text fw={800} data-testid="reserve-total">
            {money(price.total, offer.currency)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm">{t('reserve.deposit')}</Text>
          <Text fw={700} data-testid="reserve-deposit">
            {money(price.deposit, offer.currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('reserve.holdNote', { count: offer.holdMinutes })}
        </Text>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reserve.isPending}>
            {t('reserve.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={reserve.isPending} disabled={!checked.success}>
            {t('reserve.confirm', { count: price.seats })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const fareKey = { adults: 'adult', children: 'child', infants: 'infant' } as const;
