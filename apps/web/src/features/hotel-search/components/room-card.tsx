import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelRoom } from '@portal/contracts';
import { AmenityList } from './amenity-list';
import { RateOption } from './rate-option';
import classes from './details.module.css';

interface RoomCardProps {
  room: HotelRoom;
  nights: number;
  rooms: number;
  hotelTimeZone: string;
  /** The booking page of a rate of this room, or null when the user may not book. */
  bookTo: (roomRateGuid: string) => string | null;
}

/** A room type: its photo and facts, then every rate it is sold at. */
export function RoomCard({ room, nights, rooms, hotelTimeZone, bookTo }: RoomCardProps) {
  const { t } = useTranslation('hotelSearch');
  const headingId = `room-${room.roomGuid}`;
  return (
    <article className={classes.room} aria-labelledby={headingId} data-testid="hotel-room">
      <div>
        <img src={room.imageUrl} alt="" className={classes.roomImage} loading="lazy" />
        <Stack gap={6} className={classes.roomFacts}>
          <Title order={3} fz="md" id={headingId}>
            {room.name}
          </Title>
          <Text size="sm">{room.bedSetup}</Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              {t('room.size', { size: room.sizeSqm })}
            </Text>
            <Text size="xs" c="dimmed">
              · {t('room.sleeps', { count: room.maxOccupancy })}
            </Text>
          </Group>
          <AmenityList amenities={room.amenities} limit={6} />
        </Stack>
      </div>
      <div className={classes.rates} role="list" aria-label={t('room.ratesOf', { room: room.name })}>
        {room.rates.map((rate) => (
          <div role="listitem" key={rate.roomRateGuid}>
            <RateOption
              rate={rate}
              roomName={room.name}
              nights={nights}
              rooms={rooms}
              hotelTimeZone={hotelTimeZone}
              bookTo={bookTo(rate.roomRateGuid)}
            />
          </div>
        ))}
      </div>
    </article>
  );
}
