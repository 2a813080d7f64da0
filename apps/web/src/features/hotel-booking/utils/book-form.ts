import { z } from 'zod';
import {
  HotelBookingMessage,
  HotelPaymentChoices,
  ZHotelBookRequest,
  ZHotelLeadGuest,
  type HotelBookRequest,
  type HotelRateCheck,
  type Money,
} from '@portal/contracts';

/** One room's boxes while they are filled in: text, '' for nothing chosen. */
export interface GuestFormValues {
  title: string;
  firstName: string;
  lastName: string;
  specialRequest: string;
}

export type HotelPaymentChoice = (typeof HotelPaymentChoices)[number];

export interface BookFormValues {
  rooms: GuestFormValues[];
  payment: HotelPaymentChoice;
  /** The agent saw the change the price check found and accepts it. */
  acceptChange: boolean;
  /** The agent ticked that a non-refundable rate gives nothing back. */
  understoodNonRefundable: boolean;
}

/** What the price check says about the form's rules, and the page's own messages for the rules the API lacks. */
export interface BookFormRules {
  changed: boolean;
  nonRefundable: boolean;
  holdable: boolean;
  /** The wallet's balance is known and below the total: paying now would be refused. */
  walletShort: boolean;
  messages: { understandNonRefundable: string; walletShort: string };
}

/** The check found the price or the policy moved since the agent chose the rate. */
export const checkChanged = (check: Pick<HotelRateCheck, 'outcome'>) => check.outcome !== 'Unchanged';

/** The wallet's balance is known, in the price's currency, and does not cover the total. */
export function walletShort(check: {
  walletBalance: Money | null;
  rate: { price: { total: Money } };
}): boolean {
  const balance = check.walletBalance;
  const total = check.rate.price.total;
  return balance !== null && balance.currency === total.currency && balance.amount < total.amount;
}

export function bookFormRules(check: HotelRateCheck, messages: BookFormRules['messages']): BookFormRules {
  return {
    changed: checkChanged(check),
    nonRefundable: !check.rate.refundable,
    holdable: check.rate.holdable,
    walletShort: walletShort(check),
    messages,
  };
}

const roomRequest = ZHotelBookRequest.shape.rooms.element;

/**
 * The booking form's rules: the contracts' own for names and requests (with their exact messages), and what the
 * check asks of this booking: accept a change, understand a non-refundable rate, pay in a way the rate and the
 * wallet allow. Each rule sits on its own field, so all of them show at once.
 */
export function bookFormSchema(rules: BookFormRules) {
  return z.object({
    rooms: z
      .array(
        z.object({
          // The box holds text ('' until a title is chosen); the contract's list of titles checks it.
          title: z.string().pipe(ZHotelLeadGuest.shape.title),
          firstName: ZHotelLeadGuest.shape.firstName,
          lastName: ZHotelLeadGuest.shape.lastName,
          specialRequest: roomRequest.shape.specialRequest.unwrap(),
        }),
      )
      .min(1, HotelBookingMessage.leadGuestPerRoom),
    payment: z.enum(HotelPaymentChoices).superRefine((payment, context) => {
      if (payment === 'Hold' && !rules.holdable) {
        context.addIssue({ code: 'custom', message: HotelBookingMessage.notHoldable });
      }
      if (payment === 'Wallet' && rules.walletShort) {
        context.addIssue({ code: 'custom', message: rules.messages.walletShort });
      }
    }),
    acceptChange: z
      .boolean()
      .refine((accepted) => accepted || !rules.changed, HotelBookingMessage.acceptChange),
    understoodNonRefundable: z
      .boolean()
      .refine((understood) => understood || !rules.nonRefundable, rules.messages.understandNonRefundable),
  });
}
export type BookFormOutput = z.output<ReturnType<typeof bookFormSchema>>;

/** Empty boxes for each room of the search, paying from the wallet unless only holding is possible. */
export function emptyBookForm(roomCount: number): BookFormValues {
  return {
    rooms: Array.from({ length: roomCount }, () => ({
      title: '',
      firstName: '',
      lastName: '',
      specialRequest: '',
    })),
    payment: 'Wallet',
    acceptChange: false,
    understoodNonRefundable: false,
  };
}

/** The checked form as Booking/Book's body; an empty special request is left out. */
export function toBookRequest(values: BookFormOutput, checkId: string, changed: boolean): HotelBookRequest {
  return {
    checkId,
    acceptChange: changed && values.acceptChange,
    payment: values.payment,
    rooms: values.rooms.map((room) => ({
      leadGuest: { title: room.title, firstName: room.firstName, lastName: room.lastName },
      ...(room.specialRequest ? { specialRequest: room.specialRequest } : {}),
    })),
  };
}
