import { describe, expect, it } from 'vitest';
import { HolidayRequestMessage, type HolidayRequest } from '@portal/contracts';
import { checkQuoteForm, initialQuoteValues, quoteTotal } from './holiday-quote-form';

const labels = { Adult: 'Adult', Child: 'Child', Infant: 'Infant' };
const request = {
  travellers: { adults: 2, children: 1, childAges: [7], infants: 0, rooms: 1 },
  departure: {
    departureId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    departsOn: '2027-03-10',
    returnsOn: '2027-03-14',
    seatsLeft: 12,
    currency: 'BDT',
    adultPrice: 85_000_00,
    childPrice: 60_000_00,
    infantPrice: 9_000_00,
  },
};

const enquiry = { reference: 'HL-2610001', quote: null };

describe('the desk’s quote form', () => {
  it('starts with a line per traveller type present, at the published prices', () => {
    const values = initialQuoteValues(request, labels);
    expect(values.lines).toEqual([
      { kind: 'Adult', label: 'Adult', quantity: 2, unitAmount: '85000.00' },
      { kind: 'Child', label: 'Child', quantity: 1, unitAmount: '60000.00' },
    ]);
    expect(values.validHours).toBe(48);
    expect(quoteTotal(values)).toBe(230_000_00);
  });

  it('takes a discount off the total and sends amounts in minor units', () => {
    const values = initialQuoteValues(request, labels);
    values.lines.push({ kind: 'Discount', label: 'Early booking', quantity: 1, unitAmount: '5,000' });
    expect(quoteTotal(values)).toBe(225_000_00);
    const checked = checkQuoteForm(values, enquiry);
    expect(checked.body?.lines[2]).toEqual({
      kind: 'Discount',
      label: 'Early booking',
      quantity: 1,
      unitAmount: 5_000_00,
    });
  });

  it('names a line without a label or amount, and a validity out of range, with the API’s words', () => {
    const values = initialQuoteValues(request, labels);
    values.lines[1] = { kind: 'Child', label: ' ', quantity: 1, unitAmount: 'free' };
    values.validHours = 500;
    expect(checkQuoteForm(values, enquiry).issues).toEqual([
      { path: 'lines.1.label', message: HolidayRequestMessage.quoteLineLabel },
      { path: 'lines.1.unitAmount', message: HolidayRequestMessage.quoteLineAmount },
      { path: 'validHours', message: HolidayRequestMessage.quoteValidity },
    ]);
  });

  it('lets a traveller line be free, but not an extra or a discount', () => {
    const values = initialQuoteValues(
      {
        ...request,
        travellers: { ...request.travellers, infants: 1 },
        departure: { ...request.departure, infantPrice: 0 },
      },
      labels,
    );
    expect(values.lines[2]).toEqual({ kind: 'Infant', label: 'Infant', quantity: 1, unitAmount: '0.00' });
    expect(checkQuoteForm(values, enquiry).body?.lines[2]).toMatchObject({
      kind: 'Infant',
      unitAmount: 0,
    });
    values.lines.push({ kind: 'Extra', label: 'Visa', quantity: 1, unitAmount: '0' });
    expect(checkQuoteForm(values, enquiry).issues).toEqual([
      { path: 'lines.3.unitAmount', message: HolidayRequestMessage.quoteLineAmount },
    ]);
  });

  it('names the quote it replaces: the latest the desk sees, or none', () => {
    const values = initialQuoteValues(request, labels);
    expect(checkQuoteForm(values, enquiry).body?.replacesQuoteId).toBeNull();
    const quoteId = '5f0c6a1e-2b7d-4c1a-9e3f-8d2b6a4c0e11';
    const latest = { quoteId } as NonNullable<HolidayRequest['quote']>;
    const requoted = checkQuoteForm(values, { reference: 'HL-2610001', quote: latest });
    expect(requoted.body).toMatchObject({ reference: 'HL-2610001', replacesQuoteId: quoteId });
  });
});
