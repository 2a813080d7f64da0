import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Board, HotelFacts, HotelStay } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { guestsText, hotelClock } from '../utils/stay-text';
import '../../../components/hotel/i18n';
import '../i18n';

/** Labelled facts in a grid, read by screen readers as a description list. */
export function FactList({
  facts,
}: {
  facts: Array<{ label: string; value: ReactNode; testId?: string } | null>;
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) =>
        fact ? (
          <div key={fact.label}>
            <Text component="dt" size="xs" c="dimmed">
              {fact.label}
            </Text>
            <Text
              component="dd"
              m={0}
              fw={600}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid={fact.testId}
            >
              {fact.value}
            </Text>
          </div>
        ) : null,
      )}
    </SimpleGrid>
  );
}

/** The stay: its dates with the hotel's check-in and check-out times, the room, the board and who sleeps where. */
export function StayFacts({
  hotel,
  stay,
  roomName,
  bedSetup,
  board,
}: {
  hotel: HotelFacts;
  stay: HotelStay;
  roomName: string;
  bedSetup: string;
  board: Board;
}) {
  const { t } = useTranslation('hotelBooking');
  const { t: tp } = useTranslation('hotelParts');
  const day = useCalendarDay();
  const checkInTime = hotelClock(hotel.checkInTime);
  const checkOutTime = hotelClock(hotel.checkOutTime);
  const dim = (text: string | null) =>
    text ? (
      <Text span display="block" size="xs" c="dimmed" fw={400}>
        {text}
      </Text>
    ) : null;
  return (
    <FactList
      facts={[
        {
          label: t('stay.checkIn'),
          value: (
            <>
              {day(stay.checkIn)}
              {dim(checkInTime && t('stay.from', { time: checkInTime }))}
            </>
          ),
          testId: 'hotel-check-in',
        },
        {
          label: t('stay.checkOut'),
          value: (
            <>
              {day(stay.checkOut)}
              {dim(checkOutTime && t('stay.until', { time: checkOutTime }))}
            </>
          ),
        },
        {
          label: t('stay.length'),
          value: `${tp('nights', { count: stay.nights })} · ${tp('rooms', { count: stay.rooms.length })}`,
        },
        {
          label: t('stay.room'),
          value: (
            <>
              {roomName}
              {dim(bedSetup)}
            </>
          ),
        },
        { label: t('stay.board'), value: tp(`board.${board}`) },
        {
          label: t('stay.guests'),
          value: (
            <Stack gap={0}>
              {stay.rooms.map((room, index) => (
                <span key={index}>
                  {stay.rooms.length > 1 ? `${t('stay.roomNumber', { number: index + 1 })}: ` : ''}
                  {guestsText(room, tp)}
                </span>
              ))}
            </Stack>
          ),
        },
      ]}
    />
  );
}
