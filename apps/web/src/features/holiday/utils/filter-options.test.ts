import { describe, expect, it } from 'vitest';
import { bucketOf, bucketValue, durationBuckets, priceRange, wholeAmount } from './filter-options';

describe('the results’ filter choices', () => {
  it('offers the duration buckets that hold a package found', () => {
    expect(durationBuckets({ min: 4, max: 7 })).toEqual([
      { min: 4, max: 5 },
      { min: 6, max: 7 },
    ]);
    expect(durationBuckets({ min: 3, max: 14 }).map(bucketValue)).toEqual([
      '1-3',
      '4-5',
      '6-7',
      '8-10',
      '11-',
    ]);
    expect(durationBuckets({ min: 0, max: 0 })).toEqual([]);
  });

  it('reads a bucket back, an open one without its upper bound', () => {
    expect(bucketOf('4-5')).toEqual({ minNights: 4, maxNights: 5 });
    expect(bucketOf('11-')).toEqual({ minNights: 11, maxNights: null });
    expect(bucketOf('')).toEqual({ minNights: null, maxNights: null });
  });

  it('shows the price range in whole taka and reads typed amounts', () => {
    expect(priceRange({ min: 45_000_50, max: 180_000_00, currency: 'BDT' })).toEqual({
      min: 45_000,
      max: 180_000,
    });
    expect(wholeAmount('80,000')).toBe(80_000);
    expect(wholeAmount('')).toBeNull();
    expect(wholeAmount('-5')).toBeNull();
  });
});
