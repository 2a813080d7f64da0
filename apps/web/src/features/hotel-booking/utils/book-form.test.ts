import { describe, expect, it } from 'vitest';
import { HotelBookingMessage, ZHotelBookRequest } from '@portal/contracts';
import {
  bookFormSchema,
  emptyBookForm,
  toBookRequest,
  walletShort,
  type BookFormRules,
  type BookFormValues,
} from './book-form';

const messages = {
  understandNonRefundable: 'Tick that it is non-refundable',
  walletShort: 'Not enough money',
};
const rules = (change: Partial<BookFormRules> = {}): BookFormRules => ({
  changed: false,
  nonRefundable: false,
  holdable: true,
  walletShort: false,
  messages,
  ...change,
});

const filled = (change: Partial<BookFormValues> = {}): BookFormValues => ({
  ...emptyBookForm(2),
  rooms: [
    { title: 'Mr', firstName: ' Karim ', lastName: 'Rahman', specialRequest: ' High floor ' },
    { title: 'Ms', firstName: 'Nadia', lastName: "O'Neil-Haque", specialRequest: '' },
  ],
  ...change,
});

/** Each field's first message, as the form shows it. */
function messagesOf(values: BookFormValues, formRules = rules()): Record<string, string> {
  const result = bookFormSchema(formRules).safeParse(values);
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('the hotel booking form', () => {
  it('asks for a title, a first and a last name for each room, in the exact messages', () => {
    expect(messagesOf(emptyBookForm(2))).toEqual({
      'rooms.0.title': HotelBookingMessage.titleRequired,
      'rooms.0.firstName': HotelBookingMessage.firstNameRequired,
      'rooms.0.lastName': HotelBookingMessage.lastNameRequired,
      'rooms.1.title': HotelBookingMessage.titleRequired,
      'rooms.1.firstName': HotelBookingMessage.firstNameRequired,
      'rooms.1.lastName': HotelBookingMessage.lastNameRequired,
    });
  });

  it('takes names of letters, spaces, dots, hyphens and apostrophes of at most 40 characters', () => {
    const values = filled();
    values.rooms[0] = { ...values.rooms[0]!, firstName: 'Karim2', lastName: 'R'.repeat(41) };
    expect(messagesOf(values)).toEqual({
      'rooms.0.firstName': HotelBookingMessage.nameLetters,
      'rooms.0.lastName': HotelBookingMessage.nameTooLong,
    });
    expect(messagesOf(filled())).toEqual({});
  });

  it('keeps a special request to 300 characters', () => {
    const values = filled();
    values.rooms[1] = { ...values.rooms[1]!, specialRequest: 'x'.repeat(301) };
    expect(messagesOf(values)).toEqual({
      'rooms.1.specialRequest': HotelBookingMessage.specialRequestTooLong,
    });
  });

  it('asks the agent to accept a change the price check found', () => {
    expect(messagesOf(filled(), rules({ changed: true }))).toEqual({
      acceptChange: HotelBookingMessage.acceptChange,
    });
    expect(messagesOf(filled({ acceptChange: true }), rules({ changed: true }))).toEqual({});
  });

  it('asks the agent to tick that a non-refundable rate gives nothing back', () => {
    expect(messagesOf(filled(), rules({ nonRefundable: true }))).toEqual({
      understoodNonRefundable: messages.understandNonRefundable,
    });
    expect(messagesOf(filled({ understoodNonRefundable: true }), rules({ nonRefundable: true }))).toEqual({});
  });

  it('holds only a holdable rate and pays now only from a wallet that covers the total', () => {
    expect(messagesOf(filled({ payment: 'Hold' }), rules({ holdable: false }))).toEqual({
      payment: HotelBookingMessage.notHoldable,
    });
    expect(messagesOf(filled({ payment: 'Wallet' }), rules({ walletShort: true }))).toEqual({
      payment: messages.walletShort,
    });
    expect(messagesOf(filled({ payment: 'Hold' }), rules({ walletShort: true }))).toEqual({});
  });

  it('sends the checked form as the contract’s booking body, trimmed, without empty requests', () => {
    const parsed = bookFormSchema(rules({ changed: true })).parse(filled({ acceptChange: true }));
    const body = toBookRequest(parsed, 'chk-1', true);
    expect(body).toEqual({
      checkId: 'chk-1',
      acceptChange: true,
      payment: 'Wallet',
      rooms: [
        { leadGuest: { title: 'Mr', firstName: 'Karim', lastName: 'Rahman' }, specialRequest: 'High floor' },
        { leadGuest: { title: 'Ms', firstName: 'Nadia', lastName: "O'Neil-Haque" } },
      ],
    });
    expect(ZHotelBookRequest.parse(body)).toEqual(body);
    expect(toBookRequest(parsed, 'chk-1', false).acceptChange).toBe(false);
  });
});

describe('whether the wallet covers a rate', () => {
  const check = (balance: number | null, currency = 'BDT') => ({
    walletBalance: balance === null ? null : { amount: balance, currency },
    rate: { price: { total: { amount: 50_000, currency: 'BDT' } } },
  });

  it('is short only when a known balance in the same currency is below the total', () => {
    expect(walletShort(check(49_999))).toBe(true);
    expect(walletShort(check(50_000))).toBe(false);
    expect(walletShort(check(null))).toBe(false);
    expect(walletShort(check(10, 'USD'))).toBe(false);
  });
});
