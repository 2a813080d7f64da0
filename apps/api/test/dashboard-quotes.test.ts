import { describe, expect, it } from 'vitest';
import { dashboardOf, dashboardStaff } from './support/dashboard';
import { quotedEnquiry, useHolidayApp } from './support/holiday-requests';
import { bookPlan, Plans } from './support/hotel-booking';

const suite = useHolidayApp();

describe('quotes waiting on the agency', () => {
  it('lists a holiday quote and a hotel hold to pay, each only to who sees its queue', async () => {
    const agency = await suite.fundedAgency('Dash Quotes Travels');
    const enquiry = await quotedEnquiry(suite, agency.token, await suite.holidayPackage());
    // The hotel helpers need only the app, its clock and an operator, which the holiday suite has too.
    const hold = await bookPlan(suite, agency.token, Plans.holdable, { payment: 'Hold' });
    expect([enquiry.status, hold.status]).toEqual(['Quoted', 'OnHold']);

    const owner = await dashboardOf(suite.app, agency.token);
    expect(owner.actions.quotesWaiting?.count).toBe(2);
    expect(owner.actions.quotesWaiting?.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reference: enquiry.reference, product: 'holiday', kind: 'Holiday' }),
        expect.objectContaining({
          reference: hold.reference,
          product: 'hotel',
          kind: 'HotelHold',
          deadline: hold.holdUntil,
          amount: hold.price.total.amount,
        }),
      ]),
    );
    const summary = Object.fromEntries(
      owner.widgets.bookingSummary?.products.map((row) => [row.product, row.count]) ?? [],
    );
    expect(summary).toEqual({ flight: 0, hotel: 1, holiday: 1, visa: 0 });
    expect(owner.widgets.activity?.items.map((row) => row.reference)).toEqual(
      expect.arrayContaining([enquiry.reference, hold.reference]),
    );

    const holidayDesk = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, [
      'Dashboard',
      'ShowHolidayQueue',
    ]);
    const holidays = await dashboardOf(suite.app, holidayDesk);
    expect(holidays.actions).toEqual({
      quotesWaiting: { count: 1, items: [expect.objectContaining({ reference: enquiry.reference })] },
    });

    const hotelDesk = await dashboardStaff(suite.app, suite.t.db, agency.agencyId, [
      'Dashboard',
      'ShowHotelQueues',
    ]);
    const hotels = await dashboardOf(suite.app, hotelDesk);
    expect(hotels.actions.quotesWaiting).toEqual({
      count: 1,
      items: [expect.objectContaining({ reference: hold.reference })],
    });
    expect(Object.keys(hotels.actions).sort()).toEqual(['holdsEndingToday', 'quotesWaiting']);
  });
});
