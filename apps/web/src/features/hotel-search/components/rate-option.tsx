import { useState } from 'react';
import { Alert, Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelRate } from '@portal/contracts';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { browserTimeZone } from '../../../lib/zoned-time';
import { deadlineTimes, freeCancellation } from '../utils/deadline';
import { isFewRoomsLeft } from '../utils/hotel-format';
import classes from './details.module.css';

interface RateOptionProps {
  rate: HotelRate;
  roomName: string;
  nights: number;
  rooms: number;
  hotelTimeZone: string;
  /** The booking page of this rate; null when the user may not book (no BookHotel). */
  bookTo: string | null;
}

/** A deadline on the hotel's clock and, when it differs, on the agent's. */
function Deadline({
  iso,
  hotelText,
  hotelTimeZone,
}: {
  iso: string;
  hotelText: string | null;
  hotelTimeZone: string;
}) {
  const { t, i18n } = useTranslation('hotelSearch');
  const agentZone = browserTimeZone();
  const times = deadlineTimes(iso, { hotel: hotelTimeZone, agent: agentZone }, i18n.language, hotelText);
  return (
    <>
      {t('rate.hotelTime', { time: times.hotel })}
      {times.agent ? ` · ${t('rate.yourTime', { time: times.agent })}` : ''}
    </>
  );
}

/**
 * One rate of a room: board, refundability (with a clear warning when it is not), on request, rooms left, the
 * price for the stay and per night in the agency's currency with the supplier's figure and rate in small print,
 * what is paid at the hotel, the cancellation policy in plain words with its free-cancellation deadline, and Book.
 */
export function RateOption({ rate, roomName, nights, rooms, hotelTimeZone, bookTo }: RateOptionProps) {
  const { t } = useTranslation('hotelSearch');
  const money = useHotelMoney();
  const { price, policy } = rate;
  const board = t(`boards.${rate.board}`);
  const refundability = rate.refundable ? t('rate.refundable') : t('rate.nonRefundable');
  const [shownAt] = useState(() => Date.now());
  const free = freeCancellation(policy, shownAt);
  return (
    <div className={classes.rate} data-testid="hotel-rate">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{board}</Text>
          <Badge color={rate.refundable ? 'green' : 'red'} variant="light" tt="none">
            {refundability}
          </Badge>
          {rate.onRequest ? (
            <Badge color="orange" variant="light" tt="none">
              {t('rate.onRequest')}
            </Badge>
          ) : null}
          {isFewRoomsLeft(rate.roomsLeft) ? (
            <Text size="xs" c="red.7" fw={700}>
              {t('card.roomsLeft', { count: rate.roomsLeft })}
            </Text>
          ) : null}
        </Group>
        {rate.onRequest ? (
          <Text size="xs" c="dimmed">
            {t('rate.onRequestHint')}
          </Text>
        ) : null}
        {free !== 'never' && policy.freeUntil ? (
          <Text size="sm" c={free === 'free' ? 'green.8' : 'orange.8'} fw={600}>
            {t(free === 'free' ? 'rate.freeUntil' : 'rate.freeEnded')}{' '}
            <Deadline
              iso={policy.freeUntil}
              hotelText={policy.freeUntilHotelTime}
              hotelTimeZone={hotelTimeZone}
            />
          </Text>
        ) : null}
        {!rate.refundable ? (
          <Alert color="red" variant="light" p="xs" title={t('rate.nonRefundableTitle')}>
            <Text size="sm">{t('rate.nonRefundableWarning')}</Text>
          </Alert>
        ) : null}
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {t('rate.policy')}
          </Text>
          <Text size="sm">{policy.text}</Text>
        </div>
        {rate.holdable && rate.holdUntil && Date.parse(rate.holdUntil) > shownAt ? (
          <Text size="xs" c="dimmed">
            {t('rate.holdable')}{' '}
            <Deadline iso={rate.holdUntil} hotelText={null} hotelTimeZone={hotelTimeZone} />
          </Text>
        ) : null}
        {price.payAtHotel.length > 0 ? (
          <div>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase">
              {t('rate.payAtHotel')}
            </Text>
            <List size="sm" spacing={2}>
              {price.payAtHotel.map((fee) => (
                <List.Item key={fee.name}>
                  {t('rate.payAtHotelFee', { name: fee.name, amount: money(fee.amount) })}
                </List.Item>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
      <div className={classes.ratePrice}>
        <Text className={classes.price}>{money(price.total)}</Text>
        <Text size="xs" c="dimmed">
          {t('rate.totalFor', {
            nights: t('card.nights', { count: nights }),
            rooms: t('card.rooms', { count: rooms }),
          })}
        </Text>
        <Text size="sm" fw={600}>
          {t('rate.perNight', { amount: money(price.perNight) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rate.taxes', { amount: money(price.taxes) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('rate.supplier', {
            amount: money(price.supplierTotal),
            rate: price.exchangeRate,
            agencyCurrency: price.total.currency,
            supplierCurrency: price.supplierTotal.currency,
          })}
        </Text>
        {bookTo ? (
          <Button
            component={Link}
            to={bookTo}
            mt={6}
            aria-label={t('rate.bookLabel', { room: roomName, board, refundability })}
          >
            {t('rate.book')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
