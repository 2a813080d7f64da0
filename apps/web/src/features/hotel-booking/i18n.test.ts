import { describe, expect, it } from 'vitest';
import {
  BoardBases,
  HotelBookingStatuses,
  HotelBookingTabs,
  HotelCheckOutcomes,
  PassengerTitles,
} from '@portal/contracts';
import { hotelPartsTexts } from '../../components/hotel/i18n';
import { hotelBookingsTexts } from './bookings-i18n';
import { hotelBookingTexts } from './i18n';
import { translationLeaves, translationPlaceholders } from '../../lib/translation-leaves';

describe.each([
  ['booking pages', hotelBookingTexts],
  ['bookings list, booking and voucher', hotelBookingsTexts],
  ['shared hotel pieces', hotelPartsTexts],
])('%s translations', (_name, texts) => {
  const en = new Map(translationLeaves(texts.en));
  const bn = new Map(translationLeaves(texts.bn));

  it('has the same keys in both languages, with the same placeholders', () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) {
      expect({ key, placeholders: translationPlaceholders(bn.get(key) ?? '') }).toEqual({
        key,
        placeholders: translationPlaceholders(text),
      });
    }
  });
});

describe('hotel texts', () => {
  const booking = new Map(translationLeaves(hotelBookingTexts.en));
  const bookings = new Map(translationLeaves(hotelBookingsTexts.en));
  const parts = new Map(translationLeaves(hotelPartsTexts.en));

  it('names every status, tab, board, check outcome and title the API sends', () => {
    for (const status of HotelBookingStatuses) {
      expect(parts.has(`status.${status}`)).toBe(true);
      expect(booking.has(`booked.title.${status}`)).toBe(true);
      expect(booking.has(`booked.body.${status}`)).toBe(true);
    }
    for (const tab of HotelBookingTabs) expect(bookings.has(`tabs.${tab}`)).toBe(true);
    for (const board of BoardBases) expect(parts.has(`board.${board}`)).toBe(true);
    for (const outcome of HotelCheckOutcomes.filter((value) => value !== 'Unchanged')) {
      expect(booking.has(`change.title.${outcome}`)).toBe(true);
    }
    for (const title of PassengerTitles) expect(booking.has(`titles.${title}`)).toBe(true);
  });

  it('uses the spec’s loader texts as written, in both languages', () => {
    for (const language of ['en', 'bn'] as const) {
      const pages = new Map(translationLeaves(hotelBookingTexts[language]));
      const list = new Map(translationLeaves(hotelBookingsTexts[language]));
      expect(pages.get('checking.wait')).toBe('Please wait...');
      expect(pages.get('book.processing')).toBe('We are processing your request !!');
      expect(pages.get('booked.loading')).toBe('Loading Order details');
      expect(list.get('list.loading')).toBe('Fetching data');
      expect(list.get('list.empty')).toBe('No Records');
      expect(list.get('detail.loading')).toBe('Loading Order details');
    }
  });

  it('flags a near deadline in the words agents read', () => {
    expect(parts.get('deadline.freeEndsIn_other')).toBe('Free cancellation ends in {{count}} h');
    expect(parts.get('deadline.payBy')).toBe('Pay by {{time}}');
    expect(parts.get('price.payAtHotel')).toBe('Paid at the hotel');
  });
});
