import { describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { allowedPath, referencePath } from './widget-links';

const owner: number[] = [];
const reservations = [Functionality.Dashboard, Functionality.ShowBookings, Functionality.ViewBooking];

describe('links of the dashboard’s widgets', () => {
  it('links only to pages the user may open', () => {
    expect(allowedPath(owner, '/partial-payment')).toBe('/partial-payment');
    expect(allowedPath(reservations, '/partial-payment')).toBeNull();
    expect(allowedPath(reservations, '/my-bookings')).toBe('/my-bookings');
  });

  it('opens each product’s own page by its reference', () => {
    expect(referencePath(owner, { product: 'flight', reference: 'BDF-2601000' })).toBe(
      '/flight-order?reference=BDF-2601000',
    );
    expect(referencePath(owner, { product: 'hotel', reference: 'HT-2601000' })).toBe(
      '/hotel-bookings/HT-2601000',
    );
    expect(referencePath(owner, { product: 'holiday', reference: 'HL-261000' })).toBe(
      '/holiday-requests/HL-261000',
    );
    expect(referencePath(owner, { product: 'flight', reference: 'VD-2601000', kind: 'Void' })).toBe(
      '/flight-void-request-view?reference=VD-2601000',
    );
    expect(referencePath(reservations, { product: 'hotel', reference: 'HT-2601000' })).toBeNull();
    expect(referencePath(reservations, { product: 'visa', reference: 'VS-261000' })).toBeNull();
  });
});
