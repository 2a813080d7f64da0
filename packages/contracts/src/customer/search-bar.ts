import { z } from 'zod';

/** The header search runs only when the input is longer than 3 characters (spec §5). */
export const SearchBarLimit = { minLength: 4, maxLength: 100 } as const;

export const SearchBarMessage = {
  tooShort: 'Please type more than 3 characters',
  noOrders: 'No orders found',
} as const;

export const SearchBarResultType = ['deposit', 'refund', 'void', 'exchange', 'visa', 'other'] as const;
export type SearchBarResultType = (typeof SearchBarResultType)[number];

/** Order types of a search-bar hit: 1 flight, 2 hotel, 3 holiday (an HL- request: open /holiday-requests). */
export const SearchBarOrderType = { flight: 1, hotel: 2, holiday: 3 } as const;

export const ZSearchBarQuery = z.strictObject({
  searchKey: z
    .string()
    .trim()
    .min(SearchBarLimit.minLength, SearchBarMessage.tooShort)
    .max(SearchBarLimit.maxLength),
});

/** GET MyBooking/GetSearchBar (spec §3 "Search bar result"): what a reference names, or an error when nothing. */
export const ZSearchBarResult = z.object({
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  type: z.enum(SearchBarResultType).nullable(),
  reference: z.string().nullable(),
  orderType: z
    .union([
      z.literal(SearchBarOrderType.flight),
      z.literal(SearchBarOrderType.hotel),
      z.literal(SearchBarOrderType.holiday),
    ])
    .nullable(),
  count: z.number().int().min(0),
});
export type SearchBarResult = z.infer<typeof ZSearchBarResult>;
