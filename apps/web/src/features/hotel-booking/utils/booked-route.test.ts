import { describe, expect, it } from 'vitest';
import { bookedPath, bookedRedirect, bookedRouteFrom, bookedRouteOf } from './booked-route';

describe('the page a hotel booking lands on', () => {
  it('is UnConfirmed while the hotel has yet to answer, Confirmed otherwise', () => {
    expect(bookedRouteOf('UnConfirmed')).toBe('UnConfirmed');
    expect(bookedRouteOf('Confirmed')).toBe('Confirmed');
    expect(bookedRouteOf('OnHold')).toBe('Confirmed');
    expect(bookedPath('HB-000123', 'OnHold')).toBe('/hotel/book/Confirmed/HB-000123');
    expect(bookedPath('HB-000123', 'UnConfirmed')).toBe('/hotel/book/UnConfirmed/HB-000123');
  });

  it('reads only the two route names from the address', () => {
    expect(bookedRouteFrom('Confirmed')).toBe('Confirmed');
    expect(bookedRouteFrom('UnConfirmed')).toBe('UnConfirmed');
    expect(bookedRouteFrom('confirmed')).toBeNull();
    expect(bookedRouteFrom(undefined)).toBeNull();
  });

  it('moves to the confirmed page once the hotel confirms, and stays to show a refusal', () => {
    expect(bookedRedirect('UnConfirmed', 'UnConfirmed')).toBeNull();
    expect(bookedRedirect('UnConfirmed', 'Confirmed')).toBe('Confirmed');
    expect(bookedRedirect('UnConfirmed', 'Refused')).toBeNull();
    expect(bookedRedirect('Confirmed', 'UnConfirmed')).toBe('UnConfirmed');
    expect(bookedRedirect('Confirmed', 'OnHold')).toBeNull();
    expect(bookedRedirect('Confirmed', 'Cancelled')).toBeNull();
  });
});
