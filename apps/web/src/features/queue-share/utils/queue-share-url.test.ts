import { describe, expect, it } from 'vitest';
import { flightOrderUrl, importRequestFrom, queueShareBookingUrl } from './queue-share-url';

describe('queue-share addresses', () => {
  it('carries the source and the PNR to the booking page and back', () => {
    const url = queueShareBookingUrl({ source: 'SBX', pnr: 'AB12CD' });
    expect(url).toBe('/queue-share-booking?source=SBX&pnr=AB12CD');
    expect(importRequestFrom(new URL(url, 'http://x').searchParams)).toEqual({
      source: 'SBX',
      pnr: 'AB12CD',
    });
  });

  it('reads a lower-case PNR as the same PNR, and refuses a missing or malformed one', () => {
    expect(importRequestFrom(new URLSearchParams('source=SBX&pnr=%20ab12cd'))).toEqual({
      source: 'SBX',
      pnr: 'AB12CD',
    });
    for (const query of ['source=SBX', 'pnr=AB12CD', 'source=SBX&pnr=AB12', 'source=ZZZ&pnr=AB12CD', '']) {
      expect(importRequestFrom(new URLSearchParams(query))).toBeNull();
    }
  });

  it('opens an order by its reference', () => {
    expect(flightOrderUrl('BDF-2601234')).toBe('/flight-order?reference=BDF-2601234');
  });
});
