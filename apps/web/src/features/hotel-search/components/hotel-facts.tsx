import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelFacts as HotelFactsData } from '@portal/contracts';
import { formatDistance } from '../utils/hotel-format';
import { AmenityList } from './amenity-list';
import classes from './details.module.css';

/** What an agent tells a guest about the hotel: where it is, its times, its phone, its amenities, its description. */
export function HotelFacts({ hotel }: { hotel: HotelFactsData }) {
  const { t, i18n } = useTranslation('hotelSearch');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="hotel-facts">
      <Stack gap="md">
        <Title order={2} fz="lg" id="hotel-facts">
          {t('facts.title')}
        </Title>
        <dl className={classes.factList}>
          <dt>{t('facts.address')}</dt>
          <dd>{hotel.address}</dd>
          <dt>{t('facts.area')}</dt>
          <dd>
            {hotel.area}, {hotel.cityName}, {hotel.countryName}
          </dd>
          <dt>{t('facts.distance')}</dt>
          <dd>
            {t('facts.fromCentre', { distance: formatDistance(hotel.centreDistanceMetres, i18n.language) })}
          </dd>
          <dt>{t('facts.checkIn')}</dt>
          <dd>{t('facts.checkInFrom', { time: hotel.checkInTime })}</dd>
          <dt>{t('facts.checkOut')}</dt>
          <dd>{t('facts.checkOutUntil', { time: hotel.checkOutTime })}</dd>
          <dt>{t('facts.phone')}</dt>
          <dd>
            <a href={`tel:${hotel.phone.replace(/[^\d+]/g, '')}`}>{hotel.phone}</a>
          </dd>
          {hotel.chain ? (
            <>
              <dt>{t('facts.chain')}</dt>
              <dd>{hotel.chain}</dd>
            </>
          ) : null}
        </dl>
        <div>
          <Title order={3} fz="sm" mb={6}>
            {t('facts.amenities')}
          </Title>
          <AmenityList amenities={hotel.amenities} />
        </div>
        <div>
          <Title order={3} fz="sm" mb={6}>
            {t('facts.about')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {hotel.description}
          </Text>
        </div>
      </Stack>
    </Paper>
  );
}
