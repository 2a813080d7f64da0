import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelFacts, HotelStay } from '@portal/contracts';
import { guestCounts, stayDate } from '../utils/hotel-format';
import classes from './details.module.css';

/** The searched stay: dates with the hotel's times, nights, and the guests of each room. */
export function StaySummary({ stay, hotel }: { stay: HotelStay; hotel: HotelFacts }) {
  const { t, i18n } = useTranslation('hotelSearch');
  const counts = guestCounts(stay.rooms);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hotel-stay">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="hotel-stay">
          {t('stay.title')}
        </Title>
        <dl className={classes.factList}>
          <dt>{t('form.checkIn')}</dt>
          <dd>
            {stayDate(stay.checkIn, i18n.language)}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · {t('facts.checkInFrom', { time: hotel.checkInTime })}
            </Text>
          </dd>
          <dt>{t('form.checkOut')}</dt>
          <dd>
            {stayDate(stay.checkOut, i18n.language)}
            <Text span size="xs" c="dimmed" fw={400}>
              {' '}
              · {t('facts.checkOutUntil', { time: hotel.checkOutTime })}
            </Text>
          </dd>
          <dt>{t('stay.length')}</dt>
          <dd>{t('form.nights', { count: stay.nights })}</dd>
          <dt>{t('guests.label')}</dt>
          <dd>
            {t('guests.rooms', { count: counts.rooms })}, {t('guests.guests', { count: counts.guests })}
          </dd>
        </dl>
        <Stack gap={2}>
          {stay.rooms.map((room, index) => (
            <Text size="sm" key={index}>
              {t('stay.room', {
                number: index + 1,
                adults: t('guests.adultCount', { count: room.adults }),
              })}
              {room.childAges.length > 0
                ? `, ${t('stay.children', {
                    children: t('guests.childCount', { count: room.childAges.length }),
                    ages: room.childAges.join(', '),
                  })}`
                : ''}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
