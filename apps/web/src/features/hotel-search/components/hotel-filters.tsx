import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, RangeSlider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Board, HotelFacets } from '@portal/contracts';
import { useHotelMoney } from '../../../components/hotel/use-hotel-money';
import { priceBounds, priceStep } from '../utils/hotel-format';
import { clearedFilters, isFiltering, type HotelResultsFilters } from '../utils/results-query';
import { useAmenityLabel } from './amenity-list';
import { FacetChecklist } from './facet-checklist';

interface HotelFiltersProps {
  facets: HotelFacets;
  filters: HotelResultsFilters;
  onChange: (change: Partial<HotelResultsFilters>) => void;
  /** Off when the drawer's own title already names the panel. */
  withTitle?: boolean;
}

function PriceRange({
  range,
  filters,
  onChange,
}: {
  range: HotelFacets['price'];
  filters: HotelResultsFilters;
  onChange: HotelFiltersProps['onChange'];
}) {
  const { t } = useTranslation('hotelSearch');
  const money = useHotelMoney();
  const shown: [number, number] = [
    filters.minPrice !== null ? Math.max(range.min, Math.min(range.max, filters.minPrice)) : range.min,
    filters.maxPrice !== null ? Math.min(range.max, Math.max(range.min, filters.maxPrice)) : range.max,
  ];
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  if (range.max <= range.min) return null;
  const current = dragging ?? shown;
  const format = (value: number) => money({ amount: value, currency: range.currency });
  return (
    <div>
      <Text fw={700} size="sm" id="hotel-price-filter">
        {t('filters.price')}
      </Text>
      <Text size="xs" c="dimmed" mb={6} aria-live="polite">
        {format(current[0])} – {format(current[1])}
      </Text>
      <RangeSlider
        aria-labelledby="hotel-price-filter"
        min={range.min}
        max={range.max}
        step={priceStep(range)}
        minRange={0}
        value={current}
        label={format}
        thumbFromLabel={t('filters.priceFrom')}
        thumbToLabel={t('filters.priceTo')}
        onChange={setDragging}
        onChangeEnd={(value) => {
          setDragging(null);
          onChange(priceBounds(value, range));
        }}
        mx={6}
      />
    </div>
  );
}

/** The hotel name filter, sent a moment after typing stops. */
function NameFilter({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const { t } = useTranslation('hotelSearch');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const send = useDebouncedCallback((name: string) => onChange(name), 400);
  return (
    <TextInput
      label={t('filters.name')}
      placeholder={t('filters.namePlaceholder')}
      value={text}
      maxLength={64}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          send.flush();
          event.preventDefault();
        }
      }}
    />
  );
}

/** Every hotel filter with the number of hotels for each choice; all of them live in the page's address. */
export function HotelFilters({ facets, filters, onChange, withTitle = true }: HotelFiltersProps) {
  const { t } = useTranslation('hotelSearch');
  const amenityLabel = useAmenityLabel();
  const stars = [...facets.stars].sort((a, b) => Number(b.value) - Number(a.value));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        {withTitle ? (
          <Title order={2} fz="lg">
            {t('filters.title')}
          </Title>
        ) : (
          <span />
        )}
        {isFiltering(filters) ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(filters))}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
      <NameFilter value={filters.name} onChange={(name) => onChange({ name })} />
      <PriceRange range={facets.price} filters={filters} onChange={onChange} />
      <FacetChecklist
        legend={t('filters.stars')}
        options={stars}
        chosen={filters.stars.map(String)}
        onChange={(chosen) => onChange({ stars: chosen.map(Number).sort() })}
        label={(value) => t('filters.starsOption', { count: Number(value) })}
      />
      <FacetChecklist
        legend={t('filters.boards')}
        options={facets.boards}
        chosen={filters.boards}
        onChange={(chosen) => onChange({ boards: chosen as Board[] })}
        label={(value) => t(`boards.${value}`, { defaultValue: value })}
      />
      <Checkbox
        checked={filters.refundable}
        onChange={(event) => onChange({ refundable: event.currentTarget.checked })}
        label={t('filters.refundableOnly')}
        description={t('filters.hotelCount', { count: facets.refundable })}
      />
      <FacetChecklist
        legend={t('filters.amenities')}
        options={facets.amenities}
        chosen={filters.amenities}
        onChange={(amenities) => onChange({ amenities })}
        label={amenityLabel}
      />
      <FacetChecklist
        legend={t('filters.areas')}
        options={facets.areas}
        chosen={filters.areas}
        onChange={(areas) => onChange({ areas })}
      />
      <FacetChecklist
        legend={t('filters.chains')}
        options={facets.chains}
        chosen={filters.chains}
        onChange={(chains) => onChange({ chains })}
      />
    </Stack>
  );
}
