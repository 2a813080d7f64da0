import type { ComponentProps, ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { HotelHeading } from './hotel-heading';
import { StayFacts } from './stay-facts';

/** The facts a stay card shows: those of a booking, or of a rate being checked before booking. */
export type StayCardFacts = ComponentProps<typeof StayFacts> & {
  hotel: ComponentProps<typeof HotelHeading>['hotel'];
};

/** The hotel (with its picture) and the stay in one card, and below them what the page adds (guests, contact). */
export function StayCard({ stay, children }: { stay: StayCardFacts; children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <HotelHeading hotel={stay.hotel} withImage />
        <StayFacts
          hotel={stay.hotel}
          stay={stay.stay}
          roomName={stay.roomName}
          bedSetup={stay.bedSetup}
          board={stay.board}
        />
        {children}
      </Stack>
    </Paper>
  );
}
