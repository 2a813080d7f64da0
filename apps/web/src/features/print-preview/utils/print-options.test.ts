import { describe, expect, it } from 'vitest';
import { PrintDocumentType, ZBookingPdfQuery } from '@portal/contracts';
import { bookingPdfQuery, documentTypeOf } from './print-options';

describe('documentTypeOf', () => {
  it('reads the three documents and nothing else', () => {
    expect(documentTypeOf('1')).toBe(PrintDocumentType.Ticket);
    expect(documentTypeOf('2')).toBe(PrintDocumentType.AgentInvoice);
    expect(documentTypeOf('3')).toBe(PrintDocumentType.CustomerInvoice);
    expect(documentTypeOf('4')).toBeNull();
    expect(documentTypeOf('')).toBeNull();
    expect(documentTypeOf(null)).toBeNull();
  });
});

describe('bookingPdfQuery', () => {
  const base = {
    orderReference: 'BDF-2600999',
    typeId: PrintDocumentType.Ticket,
    withPrice: true,
    paxIds: [1, 2, 3],
    allPaxIds: [1, 2, 3],
    markup: 0,
  };

  it('leaves the passengers out when everyone is printed, and the contract accepts it', () => {
    const query = bookingPdfQuery(base);
    expect(query).toEqual({ typeId: '1', orderReference: 'BDF-2600999', withPrice: 'true' });
    expect(ZBookingPdfQuery.parse(query)).toMatchObject({ typeId: 1, withPrice: true });
  });

  it('lists the chosen passengers in order when only some are printed', () => {
    const query = bookingPdfQuery({ ...base, paxIds: [3, 1], withPrice: false });
    expect(query).toMatchObject({ paxIds: '1,3', withPrice: 'false' });
    expect(ZBookingPdfQuery.parse(query).paxIds).toEqual([1, 3]);
  });

  it('sends the markup on the customer invoice only', () => {
    expect(bookingPdfQuery({ ...base, markup: 50_000 }).markup).toBeUndefined();
    const invoice = bookingPdfQuery({ ...base, typeId: PrintDocumentType.CustomerInvoice, markup: 50_000 });
    expect(invoice.markup).toBe('50000');
    expect(ZBookingPdfQuery.parse(invoice).markup).toBe(50_000);
  });
});
