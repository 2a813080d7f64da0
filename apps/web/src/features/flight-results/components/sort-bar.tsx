import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortFields, type PriceType, type SortField, type SortOrder } from '../utils/sort-itineraries';

interface SortBarProps {
  order: SortOrder;
  onSort: (field: SortField) => void;
  /** Offered only to users who may see the agent price (ShowCommision). */
  priceType: PriceType | null;
  onPriceType: (priceType: PriceType) => void;
}

/** Sort by price, duration, departure or arrival; the active field again flips the direction. */
export function SortBar({ order, onSort, priceType, onPriceType }: SortBarProps) {
  const { t } = useTranslation('flightResults');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap={6} role="group" aria-label={t('sort.label')} wrap="wrap">
        <Text size="sm" fw={600} c="dimmed" mr={4} aria-hidden="true">
          {t('sort.label')}
        </Text>
        {SortFields.map((field) => {
          const active = order.field === field;
          const direction = active ? t(order.direction === 'asc' ? 'sort.ascending' : 'sort.descending') : '';
          return (
            <Button
              key={field}
              size="xs"
              radius="xl"
              variant={active ? 'filled' : 'default'}
              aria-pressed={active}
              aria-label={active ? `${t(`sort.${field}`)}, ${direction}` : t(`sort.${field}`)}
              onClick={() => onSort(field)}
              rightSection={
                active ? <span aria-hidden="true">{order.direction === 'asc' ? '↑' : '↓'}</span> : undefined
              }
            >
              {t(`sort.${field}`)}
            </Button>
          );
        })}
      </Group>
      {priceType ? (
        <SegmentedControl
          size="xs"
          aria-label={t('sort.priceType')}
          value={priceType}
          onChange={(value) => onPriceType(value as PriceType)}
          data={[
            { value: 'gross', label: t('sort.gross') },
            { value: 'agent', label: t('sort.agent') },
          ]}
        />
      ) : null}
    </Group>
  );
}
