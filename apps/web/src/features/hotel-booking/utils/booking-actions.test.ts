import { describe, expect, it } from 'vitest';
import { Functionality } from '@portal/contracts';
import { bookingActions } from './booking-actions';

const event = {
  at: '2026-03-01T10:00:00Z',
  action: 'Booked',
  status: 'Confirmed' as const,
  by: 'Ana',
  note: null,
};
const booking = {
  can: { pay: true, cancel: true, print: true, invoice: true },
  history: [event],
};

describe('the actions a hotel booking’s page offers', () => {
  it('offers what the API allows to an agency owner (every permission)', () => {
    expect(bookingActions(booking, [])).toEqual({
      pay: true,
      cancel: true,
      print: true,
      invoice: true,
      history: true,
    });
  });

  it('hides each action from a user without its permission', () => {
    const viewer = [Functionality.ShowHotelQueues];
    expect(bookingActions(booking, viewer)).toEqual({
      pay: false,
      cancel: false,
      print: false,
      invoice: false,
      history: false,
    });
    expect(bookingActions(booking, [Functionality.ShowHotelQueues, Functionality.PrintHotel])).toMatchObject({
      print: true,
      invoice: true,
    });
    expect(bookingActions(booking, [Functionality.ShowHotelQueues, Functionality.CancelHotel]).cancel).toBe(
      true,
    );
    expect(bookingActions(booking, [Functionality.ShowHotelQueues, Functionality.BookHotel]).pay).toBe(true);
  });

  it('never offers what the booking’s state does not allow, nor an empty history', () => {
    expect(
      bookingActions({ can: { pay: false, cancel: false, print: false, invoice: false }, history: [] }, []),
    ).toEqual({
      pay: false,
      cancel: false,
      print: false,
      invoice: false,
      history: false,
    });
  });

  it('offers the invoice of a paid booking that has no voucher (UnConfirmed, or cancelled after paying)', () => {
    const paid = { can: { pay: false, cancel: false, print: false, invoice: true }, history: [] };
    expect(bookingActions(paid, [])).toMatchObject({ print: false, invoice: true });
    expect(bookingActions(paid, [Functionality.ShowHotelQueues]).invoice).toBe(false);
  });
});
