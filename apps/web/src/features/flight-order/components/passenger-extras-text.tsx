import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightLeg, OrderPassenger } from '@portal/contracts';
import { passengerExtras, type ExtraPart } from '../utils/passenger-extras';

/** A passenger's seats, meals, bags and special services, one line per flight; a dash when there are none. */
export function PassengerExtrasText({
  passenger,
  legs,
}: {
  passenger: OrderPassenger;
  legs: Readonly<Record<string, FlightLeg>>;
}) {
  const { t } = useTranslation('flightOrder');
  const word = (part: ExtraPart) => {
    switch (part.kind) {
      case 'seat':
        return t('passengers.seat', { seat: part.value });
      case 'meal':
        return t('passengers.meal', { meal: part.value });
      case 'bags':
        return t('passengers.bags', { kg: part.value });
      default:
        return part.value;
    }
  };
  const lines = passengerExtras(passenger, legs);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('passengers.noExtras')}
      </Text>
    );
  return (
    <>
      {lines.map((line) => (
        <Text key={line.route} size="sm">
          <Text span fw={600}>
            {line.route}:
          </Text>{' '}
          {line.parts.map(word).join(', ')}
        </Text>
      ))}
    </>
  );
}
