import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HotelCard as HotelCardData } from '@portal/contracts';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { formatDistance, isFewRoomsLeft } from '../utils/hotel-format';
import { AmenityList } from './amenity-list';
import { HotelStars } from './hotel-stars';
import classes from '../../../components/product-pages/results.module.css';

interface HotelCardProps {
  hotel: HotelCardData;
  nights: number;
  rooms: number;
  /** The hotel's page for this search. */
  to: string;
}

/** One hotel of the results: photo, name, stars, where it is, what it offers, and its cheapest rate for the stay. */
export function HotelCard({ hotel, nights, rooms, to }: HotelCardProps) {
  const { t, i18n } = useTranslation('hotelSearch');
  const money = useHotelMoney();
  const headingId = `hotel-${hotel.hotelGuid}`;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="hotel-card">
      <img src={hotel.imageUrl} alt="" className={classes.image} loading="lazy" decoding="async" />
      <Stack gap={6} className={classes.body}>
        <div>
          <Title order={3} fz="lg" id={headingId} lh={1.25}>
            {hotel.name}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <HotelStars stars={hotel.stars} />
            {hotel.chain ? (
              <Text size="xs" c="dimmed">
                {t('card.chain', { chain: hotel.chain })}
              </Text>
            ) : null}
          </Group>
        </div>
        <Text size="sm" c="dimmed">
          {t('card.where', {
            area: hotel.area,
            distance: formatDistance(hotel.centreDistanceMetres, i18n.language),
          })}
        </Text>
        <AmenityList amenities={hotel.amenities} compact limit={8} />
        <Group gap={6} wrap="wrap">
          {hotel.boards.map((board) => (
            <Badge key={board} variant="light" color="gray" radius="sm" tt="none">
              {t(`boards.${board}`)}
            </Badge>
          ))}
        </Group>
        <Group gap={6} wrap="wrap">
          {hotel.hasRefundable ? (
            <Badge color="green" variant="light" tt="none">
              {t('card.freeCancellation')}
            </Badge>
          ) : null}
          {hotel.hasOnRequest ? (
            <Badge color="orange" variant="light" tt="none">
              {t('card.onRequest')}
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <div className={classes.priceColumn}>
        <Text size="xs" c="dimmed">
          {t('card.cheapest', { room: hotel.cheapest.roomName, board: t(`boards.${hotel.cheapest.board}`) })}
        </Text>
        <Text className={classes.price} data-testid="hotel-price">
          {money(hotel.cheapest.perNight)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.perNight')}
        </Text>
        <Text size="sm" fw={600}>
          {t('card.total', { amount: money(hotel.cheapest.total) })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('card.stayFor', {
            nights: t('card.nights', { count: nights }),
            rooms: t('card.rooms', { count: rooms }),
          })}
        </Text>
        {isFewRoomsLeft(hotel.roomsLeft) ? (
          <Text size="xs" c="red.7" fw={700}>
            {t('card.roomsLeft', { count: hotel.roomsLeft })}
          </Text>
        ) : null}
        <Button
          component={Link}
          to={to}
          mt={6}
          aria-label={t('card.seeRoomsOf', { name: hotel.name })}
          fullWidth
          maw={{ lg: 180 }}
        >
          {t('card.seeRooms')}
        </Button>
      </div>
    </article>
  );
}
