import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightLeg, Journey } from '@portal/contracts';
import { LayoverDivider } from '../../../components/layover-divider';
import { formatDuration, localTime, shortLocalDate } from '../../../lib/flight-time';
import { journeyLegs } from '../../../lib/journey-legs';
import { AirlineBadge } from './airline-badge';

function LegStop({ time, airport, terminal }: { time: string; airport: string; terminal: string | null }) {
  const { t, i18n } = useTranslation('flightResults');
  return (
    <div>
      <Text fw={700}>
        {localTime(time)}{' '}
        <Text span size="sm" fw={400} c="dimmed">
          {shortLocalDate(time, i18n.language === 'bn' ? 'bn-BD' : 'en-GB')}
        </Text>
      </Text>
      <Text size="sm" fw={600}>
        {airport}
        {terminal ? (
          <Text span size="xs" c="dimmed" ml={6}>
            {t('details.terminal', { terminal })}
          </Text>
        ) : null}
      </Text>
    </div>
  );
}

interface FlightLegsProps {
  journeys: Journey[];
  legs: Readonly<Record<string, FlightLeg>>;
  airlineName: (code: string) => string;
}

/** Each journey's flights: number, aircraft, terminals, times with dates, and the layovers between them. */
export function FlightLegs({ journeys, legs, airlineName }: FlightLegsProps) {
  const { t, i18n } = useTranslation('flightResults');
  return (
    <Stack gap="lg">
      {journeys.map((journey, journeyIndex) => (
        <section key={journeyIndex} aria-label={`${journey.origin} → ${journey.destination}`}>
          <Text fw={700} mb="xs">
            {journey.origin} → {journey.destination}{' '}
            <Text span c="dimmed" fw={400} size="sm">
              · {shortLocalDate(journey.departure, i18n.language === 'bn' ? 'bn-BD' : 'en-GB')} ·{' '}
              {formatDuration(journey.durationMinutes)}
            </Text>
          </Text>
          <Stack gap="xs">
            {journeyLegs(journey, legs).map(({ key, leg, bookingClass, layover }) => (
              <div key={key}>
                <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
                  <Stack gap={2} miw={180}>
                    <AirlineBadge
                      code={leg.marketingAirline}
                      name={airlineName(leg.marketingAirline)}
                      size="sm"
                    />
                    <Text size="sm" fw={600}>
                      {t('details.flightNumber', { number: `${leg.marketingAirline} ${leg.flightNumber}` })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('details.aircraft', { aircraft: leg.aircraft })}
                      {bookingClass ? ` · ${t('details.bookingClass', { bookingClass })}` : ''}
                    </Text>
                    {leg.operatingAirline !== leg.marketingAirline ? (
                      <Text size="xs" c="dimmed">
                        {t('details.operatedBy', { airline: airlineName(leg.operatingAirline) })}
                      </Text>
                    ) : null}
                  </Stack>
                  <LegStop time={leg.departure} airport={leg.origin} terminal={leg.departureTerminal} />
                  <Text size="sm" c="dimmed" pt={4}>
                    {formatDuration(leg.durationMinutes)}
                  </Text>
                  <LegStop time={leg.arrival} airport={leg.destination} terminal={leg.arrivalTerminal} />
                </Group>
                {layover ? (
                  <LayoverDivider
                    label={t('details.layover', {
                      duration: formatDuration(layover.minutes),
                      airport: layover.airportCode,
                    })}
                  />
                ) : null}
              </div>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
