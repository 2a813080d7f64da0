import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { guestsText } from '../utils/stay-text';
import '../i18n';

/** Each room's lead guest, who sleeps there and the special request passed to the hotel. */
export function LeadGuests({ booking }: { booking: Pick<HotelBooking, 'rooms' | 'roomName'> }) {
  const { t } = useTranslation('hotelBooking');
  const { t: tp } = useTranslation('hotelParts');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={700}>
        {t('guests.heading')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {booking.rooms.map((room, index) => {
          const { title, firstName, lastName } = room.leadGuest;
          return (
            <Paper component="li" key={index} withBorder radius="sm" p="sm">
              <Text size="xs" c="dimmed">
                {t('stay.roomNumber', { number: index + 1 })} · {booking.roomName}
              </Text>
              <Text fw={600} data-testid="hotel-lead-guest">
                {`${title} ${firstName} ${lastName}`}
              </Text>
              <Text size="xs" c="dimmed">
                {guestsText(room, tp)}
              </Text>
              {room.specialRequest ? (
                <Text size="sm" mt={4}>
                  {t('guests.requested', { request: room.specialRequest })}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
