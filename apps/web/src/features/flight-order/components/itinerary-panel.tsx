import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { LayoverDivider } from '../../../components/layover-divider';
import { formatDuration, longLocalDate, localTime } from '../../../lib/flight-time';
import { journeyLegs } from '../../../lib/journey-legs';

function Stop({ time, airport, terminal }: { time: string; airport: string; terminal: string | null }) {
  const { t, i18n } = useTranslation('flightOrder');
  return (
    <div>
      <Text fw={700} fz="lg" lh={1.2}>
        {localTime(time)}{' '}
        <Text span fw={600} fz="sm">
          {airport}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {longLocalDate(time, i18n.language === 'bn' ? 'bn-BD' : 'en-GB')}
        {terminal ? ` · ${t('itinerary.terminal', { terminal })}` : ''}
      </Text>
    </div>
  );
}

/** The booked flights, journey by journey: each leg's flight, times, class and the layovers, with the baggage. */
export function ItineraryPanel({
  order,
  airlineName,
}: {
  order: FlightOrder;
  airlineName: (code: string) => string;
}) {
  const { t, i18n } = useTranslation('flightOrder');
  const locale = i18n.language === 'bn' ? 'bn-BD' : 'en-GB';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="itinerary-title"
    >
      <Title order={2} fz="lg" id="itinerary-title" mb="sm">
        {t('itinerary.title')}
      </Title>
      <Stack gap="lg">
        {order.journeys.map((journey, journeyIndex) => (
          <section key={journeyIndex} aria-label={`${journey.origin} → ${journey.destination}`}>
            <Group justify="space-between" gap="xs" mb="xs">
              <Text fw={700}>
                {journey.origin} → {journey.destination}
                <Text span c="dimmed" fw={400} size="sm">
                  {' '}
                  · {longLocalDate(journey.departure, locale)} · {formatDuration(journey.durationMinutes)}
                </Text>
              </Text>
              <Badge variant="outline" color="gray">
                {t('itinerary.baggage', { checked: journey.baggage.checked, cabin: journey.baggage.cabin })}
              </Badge>
            </Group>
            <Stack gap="xs">
              {journeyLegs(journey, order.legs).map(({ key, leg, bookingClass, layover }) => (
                <div key={key}>
                  <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
                    <Stack gap={2} miw={170}>
                      <Text size="sm" fw={700}>
                        {airlineName(leg.marketingAirline)} · {leg.marketingAirline} {leg.flightNumber}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('itinerary.aircraft', { aircraft: leg.aircraft })}
                        {bookingClass ? ` · ${t('itinerary.bookingClass', { bookingClass })}` : ''}
                      </Text>
                      {leg.operatingAirline !== leg.marketingAirline ? (
                        <Text size="xs" c="dimmed">
                          {t('itinerary.operatedBy', { airline: airlineName(leg.operatingAirline) })}
                        </Text>
                      ) : null}
                    </Stack>
                    <Group gap="lg" wrap="nowrap" align="flex-start">
                      <Stop time={leg.departure} airport={leg.origin} terminal={leg.departureTerminal} />
                      <Text size="xs" c="dimmed" pt={6}>
                        {formatDuration(leg.durationMinutes)}
                      </Text>
                      <Stop time={leg.arrival} airport={leg.destination} terminal={leg.arrivalTerminal} />
                    </Group>
                  </Group>
                  {layover ? (
                    <LayoverDivider
                      label={t('itinerary.layover', {
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
    </Paper>
  );
}
