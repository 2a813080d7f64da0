import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupFareBlockStatus, GroupFareJourney } from '@portal/contracts';
import { dayDifference, localTime, longLocalDate } from '../../../lib/flight-time';
import '../group-fare-i18n';

export const groupFaresPath = '/backoffice/group-fares';
export const groupFareBlockPath = (blockId: string) => `${groupFaresPath}/${encodeURIComponent(blockId)}`;

const statusColor: Record<GroupFareBlockStatus, string> = {
  Draft: 'gray',
  Published: 'green',
  Closed: 'dark',
};

export function GroupFareStatusBadge({ status }: { status: GroupFareBlockStatus }) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  return (
    <Badge variant="light" color={statusColor[status]} miw="max-content">
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** A block's seats in one line: "40 seats · 6 reserved · 10 sold · 24 left". */
export function useSeatsText() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  return (seats: { total: number; reserved: number; sold: number; left: number }) => t('seatsLine', seats);
}

/**
 * One direction of a block's trip: the date, then each flight with its local departure and arrival times (the
 * airport's own clock) and the class the seats are held in.
 */
export function JourneyLines({ journey, label }: { journey: GroupFareJourney; label: string }) {
  const { t, i18n } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label} · {journey.origin}–{journey.destination} · {longLocalDate(journey.departure, locale)}
      </Text>
      {journey.legs.map((leg, index) => {
        const days = dayDifference(leg.departure, leg.arrival);
        return (
          <Group key={leg.key} gap="xs" wrap="wrap">
            <Text size="sm" ff="monospace">
              {leg.marketingAirline} {leg.flightNumber}
            </Text>
            <Text size="sm">
              {leg.origin} {localTime(leg.departure)} → {leg.destination} {localTime(leg.arrival)}
              {days > 0 ? ` (+${days})` : ''}
            </Text>
            {journey.bookingClasses[index] ? (
              <Text size="xs" c="dimmed">
                {t('bookingClass', { code: journey.bookingClasses[index] })}
              </Text>
            ) : null}
          </Group>
        );
      })}
    </Stack>
  );
}

/** "Outbound" and "Return" for a block's two directions (a one-way block has one). */
export function useJourneyLabel() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  return (index: number, count: number) =>
    count === 1 ? t('journey.oneWay') : index === 0 ? t('journey.outbound') : t('journey.return');
}
