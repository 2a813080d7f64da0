import { describe, expect, it } from 'vitest';
import { canVoid, voidDeadline } from './void-window';

const at = (iso: string) => new Date(iso);

describe('void deadline', () => {
  it('ends at 23:59:59.999 of the issue day in Dhaka, also for a ticket issued before 06:00 (the UTC day before)', () => {
    expect(voidDeadline(at('2027-03-10T09:15:00+06:00'), 'Asia/Dhaka').toISOString()).toBe(
      '2027-03-10T17:59:59.999Z',
    );
    expect(voidDeadline(at('2027-03-10T00:30:00+06:00'), 'Asia/Dhaka').toISOString()).toBe(
      '2027-03-10T17:59:59.999Z',
    );
    expect(voidDeadline(at('2027-03-10T23:59:59+06:00'), 'Asia/Dhaka').toISOString()).toBe(
      '2027-03-10T17:59:59.999Z',
    );
  });

  it('follows daylight saving in London: a 23-hour day and a 25-hour day', () => {
    expect(voidDeadline(at('2027-03-28T00:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2027-03-28T22:59:59.999Z',
    );
    expect(voidDeadline(at('2027-10-30T23:30:00Z'), 'Europe/London').toISOString()).toBe(
      '2027-10-31T23:59:59.999Z',
    );
  });

  it('ends where the next day begins when the clocks change at midnight (Santiago)', () => {
    // 4 April 2027: at 00:00 (UTC−3) the clocks go back to 23:00 on the 3rd, so the 3rd ends at 04:00Z.
    expect(voidDeadline(at('2027-04-03T15:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2027-04-04T03:59:59.999Z',
    );
    // 5 September 2027: at 00:00 (UTC−4) the clocks go forward to 01:00, so the 4th ends at 04:00Z.
    expect(voidDeadline(at('2027-09-04T15:00:00Z'), 'America/Santiago').toISOString()).toBe(
      '2027-09-05T03:59:59.999Z',
    );
  });

  it('refuses an unknown time zone', () => {
    expect(() => voidDeadline(at('2027-03-10T09:15:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('can void', () => {
  const ticket = { issuedAt: at('2027-03-10T09:15:00+06:00'), timeZone: 'Asia/Dhaka', airlineCode: 'BG' };

  it('allows a void until 23:59 local on the issue day and refuses it from 00:00', () => {
    expect(canVoid({ ...ticket, now: at('2027-03-10T23:59:00+06:00'), issuedByExchange: false })).toEqual({
      allowed: true,
      deadline: at('2027-03-10T17:59:59.999Z'),
    });
    expect(
      canVoid({ ...ticket, now: at('2027-03-10T23:59:59.999+06:00'), issuedByExchange: false }).allowed,
    ).toBe(true);
    const late = canVoid({ ...ticket, now: at('2027-03-11T00:00:00+06:00'), issuedByExchange: false });
    expect(late).toMatchObject({ allowed: false, reason: 'WindowClosed' });
  });

  it('gives a reissued ticket the same window under its own reason', () => {
    const reissued = { ...ticket, issuedByExchange: true };
    expect(canVoid({ ...reissued, now: at('2027-03-10T20:00:00+06:00') }).allowed).toBe(true);
    const late = canVoid({ ...reissued, now: at('2027-03-11T00:00:00+06:00') });
    expect(late).toMatchObject({ allowed: false, reason: 'ReissueWindowClosed' });
    if (!late.allowed) expect(late.message).toMatch(/reissued/);
  });

  it('applies the window in a daylight-saving zone by local time', () => {
    const london = {
      issuedAt: at('2027-03-28T09:00:00+01:00'),
      timeZone: 'Europe/London',
      airlineCode: 'EK',
    };
    expect(
      canVoid({ ...london, now: at('2027-03-28T23:59:00+01:00'), issuedByExchange: false }).allowed,
    ).toBe(true);
    expect(
      canVoid({ ...london, now: at('2027-03-29T00:00:00+01:00'), issuedByExchange: false }).allowed,
    ).toBe(false);
  });

  it('refuses every void of an airline that does not accept them, even a minute after issue', () => {
    const refused = canVoid({
      ...ticket,
      airlineCode: 'AI',
      now: at('2027-03-10T09:16:00+06:00'),
      issuedByExchange: false,
    });
    expect(refused).toMatchObject({ allowed: false, reason: 'AirlineRefuses' });
  });
});
