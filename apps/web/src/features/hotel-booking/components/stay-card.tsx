import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { HotelBooking } from '@portal/contracts';
import { HotelHeading } from './hotel-heading';
import { StayFacts } from './stay-facts';

/** A booking's hotel (with its picture) and stay in one card, and below them what the page adds (guests, contact). */
export function StayCard({ booking, children }: { booking: HotelBooking; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <HotelHeading hotel={booking.hotel} withImage />
        <StayFacts
          hotel={booking.hotel}
          stay={booking.stay}
          roomName={booking.roomName}
          bedSetup={booking.bedSetup}
          board={booking.board}
        />
        {children}
      </Stack>
    </Paper>
  );
}
