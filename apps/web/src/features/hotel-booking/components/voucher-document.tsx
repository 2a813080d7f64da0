import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { PrintDocumentHeader } from '../../../components/print-document/print-document-header';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { useZonedDateTime } from '../../../lib/zoned-time';
import { guestsText, hotelClock } from '../utils/stay-text';
import { hotelAddress } from './hotel-heading';
import classes from '../../../components/print-document/print-document.module.css';
import voucher from '../voucher.module.css';
import '../../../components/hotel/i18n';
import '../bookings-i18n';

/**
 * The hotel voucher as a printable sheet: the brand, the references the hotel asks for (its confirmation number,
 * the supplier's), the hotel and how to reach it, the stay, each room's lead guest and request, the fees the guest
 * pays at the hotel and until when cancelling is free. What the agency paid is not on it: the guest carries it.
 */
export function VoucherDocument({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation('hotelBookings');
  const { t: tp } = useTranslation('hotelParts');
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const exact = useLedgerMoney();
  const zoned = useZonedDateTime();
  const { hotel, stay } = booking;
  const facts: Array<[string, string]> = [
    [t('voucher.reference'), booking.reference],
    [t('voucher.confirmationNumber'), booking.confirmationNumber ?? t('detail.notYet')],
    [t('voucher.supplierReference'), booking.supplierReference ?? t('detail.notYet')],
    [t('voucher.status'), tp(`status.${booking.status}`)],
    [t('voucher.bookedAt'), time(booking.createdAt)],
  ];
  const checkIn = hotelClock(hotel.checkInTime);
  const checkOut = hotelClock(hotel.checkOutTime);

  return (
    <article
      className={`${classes.sheet} ${voucher.voucher}`}
      aria-label={t('voucher.title')}
      data-testid="hotel-voucher"
    >
      <PrintDocumentHeader title={t('voucher.title')} facts={facts} />
      <Stack gap="lg">
        {booking.status !== 'Confirmed' ? (
          <Alert color="yellow" variant="light" p="xs">
            {t('voucher.notConfirmed', { status: tp(`status.${booking.status}`) })}
          </Alert>
        ) : null}
        <section>
          <h2 className={classes.sectionTitle}>
            {hotel.name} {'★'.repeat(hotel.stars)}
          </h2>
          <Text size="sm">{hotelAddress(hotel)}</Text>
          {hotel.phone ? <Text size="sm">{t('voucher.phone', { phone: hotel.phone })}</Text> : null}
        </section>
        <section>
          <h2 className={classes.sectionTitle}>{t('voucher.stay')}</h2>
          <div className={classes.tableWrap}>
            <table className={classes.docTable}>
              <thead>
                <tr>
                  <th>{t('voucher.checkIn')}</th>
                  <th>{t('voucher.checkOut')}</th>
                  <th>{t('voucher.nights')}</th>
                  <th>{t('voucher.room')}</th>
                  <th>{t('voucher.board')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    {day(stay.checkIn)}
                    {checkIn ? ` · ${t('voucher.from', { time: checkIn })}` : ''}
                  </td>
                  <td>
                    {day(stay.checkOut)}
                    {checkOut ? ` · ${t('voucher.until', { time: checkOut })}` : ''}
                  </td>
                  <td>{stay.nights}</td>
                  <td>
                    {booking.roomName}
                    <br />
                    <Text span size="xs" c="dimmed">
                      {booking.bedSetup}
                    </Text>
                  </td>
                  <td>{tp(`board.${booking.board}`)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
        <section>
          <h2 className={classes.sectionTitle}>{t('voucher.guests')}</h2>
          <div className={classes.tableWrap}>
            <table className={classes.docTable}>
              <thead>
                <tr>
                  <th>{t('voucher.roomNumber')}</th>
                  <th>{t('voucher.leadGuest')}</th>
                  <th>{t('voucher.occupancy')}</th>
                  <th>{t('voucher.request')}</th>
                </tr>
              </thead>
              <tbody>
                {booking.rooms.map((room, index) => (
                  <tr key={index}>
                    <td>{index + 1}</td>
                    <td>{`${room.leadGuest.title} ${room.leadGuest.firstName} ${room.leadGuest.lastName}`}</td>
                    <td>{guestsText(room, tp)}</td>
                    <td>{room.specialRequest ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        {booking.price.payAtHotel.length > 0 ? (
          <section>
            <h2 className={classes.sectionTitle}>{t('voucher.payAtHotel')}</h2>
            <div className={classes.tableWrap}>
              <table className={classes.docTable}>
                <tbody>
                  {booking.price.payAtHotel.map((fee) => (
                    <tr key={fee.name}>
                      <td>{fee.name}</td>
                      <td className={classes.amount}>{exact(fee.amount.amount, fee.amount.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Text size="xs" c="dimmed" mt={4}>
              {t('voucher.payAtHotelNote')}
            </Text>
          </section>
        ) : null}
        <section>
          <h2 className={classes.sectionTitle}>{t('voucher.policy')}</h2>
          {/* The guest carries the voucher: the moment that matters, not the agency's figures in the policy text. */}
          <Text size="sm">
            {booking.policy.freeUntil
              ? t('voucher.freeUntil', {
                  time: zoned(booking.policy.freeUntil, hotel.timeZone),
                  zone: hotel.timeZone,
                })
              : booking.policy.refundable
                ? t('voucher.chargesApply')
                : t('voucher.nonRefundable')}
          </Text>
        </section>
        <Text size="xs" c="dimmed">
          {t('voucher.present')}
        </Text>
      </Stack>
    </article>
  );
}
