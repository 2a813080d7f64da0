import type { HolidaySearchFacets } from '@portal/contracts';

/** A duration choice of the filter: nights from `min` to `max` (null: no upper bound). */
export interface DurationBucket {
  min: number;
  max: number | null;
}

const Buckets: readonly DurationBucket[] = [
  { min: 1, max: 3 },
  { min: 4, max: 5 },
  { min: 6, max: 7 },
  { min: 8, max: 10 },
  { min: 11, max: null },
];

/** The duration choices that hold at least one of the packages found (facets before the filter). */
export function durationBuckets(duration: HolidaySearchFacets['duration']): DurationBucket[] {
  if (duration.max <= 0) return [];
  return Buckets.filter(
    (bucket) => bucket.min <= duration.max && (bucket.max === null || bucket.max >= duration.min),
  );
}

export const bucketValue = (bucket: { min: number | null; max: number | null }) =>
  `${bucket.min ?? ''}-${bucket.max ?? ''}`;

/** The chosen bucket's bounds read back from its value ('4-5', '11-'). */
export function bucketOf(value: string): { minNights: number | null; maxNights: number | null } {
  if (value === '') return { minNights: null, maxNights: null };
  const [min = '', max = ''] = value.split('-');
  return { minNights: min === '' ? null : Number(min), maxNights: max === '' ? null : Number(max) };
}

/** The price bounds of the packages found, in whole units of the currency (the facets are in minor units). */
export function priceRange(price: HolidaySearchFacets['price']): { min: number; max: number } {
  return { min: Math.floor(price.min / 100), max: Math.ceil(price.max / 100) };
}

/** A typed whole amount, or null for an empty or malformed box. */
export function wholeAmount(text: string | number): number | null {
  const value = typeof text === 'number' ? text : Number(String(text).replace(/[,\s]/g, ''));
  return text === '' || !Number.isFinite(value) || value < 0 ? null : Math.round(value);
}
