import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HolidayPackageType, HolidaySearchFacets } from '@portal/contracts';
import { bucketOf, bucketValue, durationBuckets, priceRange, wholeAmount } from '../utils/filter-options';
import { isFiltering, noFilters, type HolidayResultsFilters } from '../utils/search-url';

type Change = (change: Partial<HolidayResultsFilters>) => void;

/** A price bound typed in whole taka, sent a moment after typing stops (or on Enter). */
function PriceBound({
  label,
  value,
  placeholder,
  onChange,
}: {
  label: string;
  value: number | null;
  placeholder: number;
  onChange: (value: number | null) => void;
}) {
  const [text, setText] = useState<string | number>(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const send = useDebouncedCallback((next: string | number) => onChange(wholeAmount(next)), 600);
  return (
    <NumberInput
      label={label}
      value={text}
      placeholder={String(placeholder)}
      min={0}
      step={1000}
      thousandSeparator=","
      allowDecimal={false}
      allowNegative={false}
      hideControls
      onChange={(next) => {
        setText(next);
        send(next);
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

/**
 * The spec's filter{type, duration, rating, price{min,max}}: package types with how many packages each, nights in
 * ranges, the lowest rating, and the price per adult. Every choice lives in the address.
 */
export function PackageFilters({
  facets,
  filters,
  onChange,
  withTitle = true,
}: {
  facets: HolidaySearchFacets;
  filters: HolidayResultsFilters;
  onChange: Change;
  withTitle?: boolean;
}) {
  const { t } = useTranslation('holiday');
  const { t: parts } = useTranslation('holidayParts');
  const buckets = durationBuckets(facets.duration);
  const prices = priceRange(facets.price);
  const chosenBucket =
    filters.minNights !== null || filters.maxNights !== null
      ? bucketValue({ min: filters.minNights, max: filters.maxNights })
      : '';
  const ratings = [...facets.ratings]
    .filter((facet) => Number(facet.value) >= 2)
    .sort((a, b) => Number(a.value) - Number(b.value));

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
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(noFilters)}>
            {t('filters.reset')}
          </Button>
        ) : null}
      </Group>
      {facets.types.length > 0 ? (
        <Checkbox.Group
          label={t('filters.type')}
          value={filters.types}
          onChange={(types) => onChange({ types: types as HolidayPackageType[] })}
        >
          <Stack gap={6} mt={6}>
            {facets.types.map((facet) => (
              <Checkbox
                key={facet.value}
                value={facet.value}
                label={
                  <Group gap={4} wrap="nowrap">
                    <span>{parts(`types.${facet.value}`, { defaultValue: facet.value })}</span>
                    <Text span size="xs" c="dimmed">
                      ({facet.count})
                    </Text>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
      {buckets.length > 0 ? (
        <Radio.Group
          label={t('filters.duration')}
          value={chosenBucket}
          onChange={(value) => onChange(bucketOf(value))}
        >
          <Stack gap={6} mt={6}>
            <Radio value="" label={t('filters.anyDuration')} />
            {buckets.map((bucket) => (
              <Radio
                key={bucketValue(bucket)}
                value={bucketValue(bucket)}
                label={
                  bucket.max === null
                    ? t('filters.nightsOrMore', { count: bucket.min })
                    : t('filters.nightsRange', { min: bucket.min, max: bucket.max })
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {ratings.length > 0 ? (
        <Radio.Group
          label={t('filters.rating')}
          value={filters.rating === null ? '' : String(filters.rating)}
          onChange={(value) => onChange({ rating: value === '' ? null : Number(value) })}
        >
          <Stack gap={6} mt={6}>
            <Radio value="" label={t('filters.anyRating')} />
            {ratings.map((facet) => (
              <Radio
                key={facet.value}
                value={facet.value}
                label={
                  <Group gap={4} wrap="nowrap">
                    <span>{t('filters.ratingAtLeast', { count: Number(facet.value) })}</span>
                    <Text span size="xs" c="dimmed">
                      ({facet.count})
                    </Text>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
      ) : null}
      {prices.max > 0 ? (
        <div role="group" aria-labelledby="holiday-price-filter">
          <Text fw={500} size="sm" id="holiday-price-filter">
            {t('filters.price', { currency: facets.price.currency })}
          </Text>
          <Text size="xs" c="dimmed" mb={6}>
            {t('filters.priceHint', {
              min: prices.min.toLocaleString('en'),
              max: prices.max.toLocaleString('en'),
            })}
          </Text>
          <Group gap="xs" grow wrap="nowrap">
            <PriceBound
              label={t('filters.priceMin')}
              value={filters.minPrice}
              placeholder={prices.min}
              onChange={(minPrice) => onChange({ minPrice })}
            />
            <PriceBound
              label={t('filters.priceMax')}
              value={filters.maxPrice}
              placeholder={prices.max}
              onChange={(maxPrice) => onChange({ maxPrice })}
            />
          </Group>
        </div>
      ) : null}
    </Stack>
  );
}
