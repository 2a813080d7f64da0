import { useState } from 'react';
import { Alert, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Money } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useSeatMap } from '../api/get-seat-map';
import { useMoney } from '../../../lib/use-money';
import { choiceOf, seatHolder, type ExtrasByPassenger } from '../utils/extras';
import { withAisles, type Seat } from '../utils/seat-rows';
import classes from './booking.module.css';

export interface SeatTraveller {
  index: number;
  name: string;
}

interface SeatPickerProps {
  priceId: string;
  legKey: string;
  /** Travellers who may have a seat (infants sit on a lap). */
  travellers: SeatTraveller[];
  extras: ExtrasByPassenger;
  onSeat: (passenger: number, seat: { seat: string; price: Money } | null) => void;
}

/**
 * One flight's seat map: the agent picks a traveller, then a seat. Seats other bookings hold are taken; a seat
 * another traveller of this booking holds cannot be picked twice; the traveller's own seat is released by a click.
 */
export function SeatPicker({ priceId, legKey, travellers, extras, onSeat }: SeatPickerProps) {
  const { t } = useTranslation('flightBooking');
  const money = useMoney();
  const map = useSeatMap(priceId, legKey);
  const [current, setCurrent] = useState(travellers[0]?.index ?? 0);
  const nameOf = (index: number) => travellers.find((traveller) => traveller.index === index)?.name ?? '';

  if (map.isPending) return <Skeleton h={200} radius="md" aria-label={t('seats.loading')} />;
  if (map.isError) return <Alert color="red">{errorMessage(map.error, t('seats.failed'))}</Alert>;

  const button = (seat: Seat) => {
    const holder = seatHolder(extras, legKey, seat.seat);
    const mine = holder === current;
    const other = holder !== null && !mine;
    const taken = !seat.available;
    const price = seat.price.amount === 0 ? t('seats.free') : money(seat.price);
    const state = taken
      ? t('seats.taken')
      : other
        ? t('seats.heldBy', { name: nameOf(holder) })
        : mine
          ? t('seats.chosenFor', { name: nameOf(current) })
          : price;
    return (
      <button
        key={seat.seat}
        type="button"
        className={classes.seat}
        data-taken={taken || undefined}
        data-other={other || undefined}
        data-mine={mine || undefined}
        data-paid={seat.price.amount > 0 || undefined}
        data-exit={seat.exitRow || undefined}
        disabled={taken || other}
        aria-pressed={mine}
        aria-label={t('seats.seatLabel', {
          seat: seat.seat,
          position: t(`seats.position.${seat.position}`),
          state,
        })}
        title={t('seats.seatLabel', {
          seat: seat.seat,
          position: t(`seats.position.${seat.position}`),
          state,
        })}
        onClick={() => onSeat(current, mine ? null : { seat: seat.seat, price: seat.price })}
      >
        {seat.seat.replace(/^\d+/, '')}
      </button>
    );
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('seats.chooseFor')}
        value={String(current)}
        onChange={(value) => setCurrent(Number(value))}
      >
        <Group gap="md" mt={4}>
          {travellers.map((traveller) => {
            const seat = choiceOf(extras, traveller.index, legKey).seat;
            return (
              <Radio
                key={traveller.index}
                value={String(traveller.index)}
                label={seat ? `${traveller.name} (${seat.seat})` : traveller.name}
              />
            );
          })}
        </Group>
      </Radio.Group>
      <Group gap="md">
        <Text size="xs">
          <span className={`${classes.seat} ${classes.legendSwatch}`} />
          {t('seats.legendFree')}
        </Text>
        <Text size="xs">
          <span className={`${classes.seat} ${classes.legendSwatch}`} data-paid />
          {t('seats.legendPaid')}
        </Text>
        <Text size="xs">
          <span className={`${classes.seat} ${classes.legendSwatch}`} data-taken />
          {t('seats.legendTaken')}
        </Text>
        <Text size="xs">
          <span className={`${classes.seat} ${classes.legendSwatch}`} data-mine />
          {t('seats.legendMine')}
        </Text>
        <Text size="xs">
          <span className={`${classes.seat} ${classes.legendSwatch}`} data-other />
          {t('seats.legendOther')}
        </Text>
      </Group>
      <div
        className={classes.seatScroll}
        role="group"
        aria-label={t('seats.mapLabel', { aircraft: map.data.aircraft })}
      >
        {map.data.cabins.map((cabin) => (
          <div key={cabin.cabin}>
            <Text size="xs" fw={700} my={4}>
              {t(`cabin.${cabin.cabin}`, { defaultValue: cabin.cabin })}
            </Text>
            {cabin.rows.map((row) => (
              <div key={row.row} className={classes.seatRow}>
                <span className={classes.rowNumber} aria-hidden>
                  {row.row}
                </span>
                {withAisles(row.seats).map((seat, index) =>
                  seat ? button(seat) : <span key={`aisle-${index}`} className={classes.aisle} aria-hidden />,
                )}
              </div>
            ))}
          </div>
        ))}
      </div>
    </Stack>
  );
}
