import { Chip, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePopularCities } from '../api/get-available-cities';
import type { CityValue } from './city-box';

/**
 * The five most popular destinations (GetAvailableCities, by the tenant's enquiries and bookings) as one-click
 * choices under the destination box; nothing at all while they load or when they cannot be read.
 */
export function PopularCities({
  value,
  onPick,
}: {
  value: CityValue | null;
  onPick: (city: CityValue) => void;
}) {
  const { t } = useTranslation('holiday');
  const cities = usePopularCities();
  if (!cities.data || cities.data.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label={t('search.popular')} wrap="wrap">
      <Text size="xs" c="dimmed" fw={600}>
        {t('search.popular')}:
      </Text>
      {cities.data.map((city) => (
        <Chip
          key={city.cityCode}
          size="xs"
          variant="light"
          checked={value?.cityCode === city.cityCode}
          onChange={() => onPick({ cityCode: city.cityCode, cityName: city.cityName })}
        >
          {city.cityName}
        </Chip>
      ))}
    </Group>
  );
}
