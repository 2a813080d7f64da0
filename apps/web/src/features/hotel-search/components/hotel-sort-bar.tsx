import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HotelSort } from '@portal/contracts';

/** The sort buttons; pressing the active price or stars button again turns its direction round. */
const Fields = [
  { key: 'price', first: 'price', second: 'priceDesc' },
  { key: 'stars', first: 'starsDesc', second: 'stars' },
  { key: 'distance', first: 'distance', second: null },
  { key: 'name', first: 'name', second: null },
] as const satisfies ReadonlyArray<{ key: string; first: HotelSort; second: HotelSort | null }>;

/** The sort that pressing a field's button gives, from the current one. */
export function nextHotelSort(current: HotelSort, field: (typeof Fields)[number]['key']): HotelSort {
  const entry = Fields.find((candidate) => candidate.key === field)!;
  if (current === entry.first && entry.second) return entry.second;
  return entry.first;
}

/** Sort by price (low to high, high to low), stars, distance from the centre or name. */
export function HotelSortBar({ sort, onSort }: { sort: HotelSort; onSort: (sort: HotelSort) => void }) {
  const { t } = useTranslation('hotelSearch');
  return (
    <Group gap={6} role="group" aria-label={t('sort.label')} wrap="wrap">
      <Text size="sm" fw={600} c="dimmed" mr={4} aria-hidden="true">
        {t('sort.label')}
      </Text>
      {Fields.map((field) => {
        const active = sort === field.first || sort === field.second;
        return (
          <Button
            key={field.key}
            size="xs"
            radius="xl"
            variant={active ? 'filled' : 'default'}
            aria-pressed={active}
            onClick={() => onSort(nextHotelSort(sort, field.key))}
          >
            {active ? t(`sort.options.${sort}`) : t(`sort.fields.${field.key}`)}
          </Button>
        );
      })}
    </Group>
  );
}
