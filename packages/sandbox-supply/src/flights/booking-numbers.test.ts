import { describe, expect, it } from 'vitest';
import { airlineSpecs } from './data/airline-table';
import { recordLocator } from './booking/record-locator';
import { accountingCode, ticketNumber } from './booking/ticket-number';

describe('record locators', () => {
  it('are six readable characters, distinct for the first hundred thousand bookings', () => {
    const locators = Array.from({ length: 100_000 }, (_, sequence) => recordLocator(sequence, 20261122));
    expect(new Set(locators).size).toBe(locators.length);
    for (const locator of locators.slice(0, 1000)) expect(locator).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(recordLocator(1, 7)).not.toBe(recordLocator(1, 8));
    expect(recordLocator(42, 7)).toBe(recordLocator(42, 7));
  });

  it('refuse a sequence beyond the space', () => {
    expect(() => recordLocator(32 ** 6, 1)).toThrow();
    expect(() => recordLocator(-1, 1)).toThrow();
  });
});

describe('ticket numbers', () => {
  it('start with the airline’s ticketing code and count up', () => {
    expect(ticketNumber('BG', 1)).toBe('997-2400000001');
    expect(ticketNumber('EK', 25)).toBe('176-2400000025');
    expect(ticketNumber('EK', 7_599_999_999)).toMatch(/^176-\d{10}$/);
    expect(() => ticketNumber('EK', 7_600_000_000)).toThrow();
  });

  it('gives every sandbox airline a code of its own', () => {
    const codes = airlineSpecs.map((airline) => accountingCode(airline.code));
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
