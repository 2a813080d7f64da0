/** Rooms left at or under this number are pointed out ("Only 2 rooms left"). */
export const FewRoomsLeft = 5;

function locale(language: string): string {
  return language === 'bn' ? 'bn-BD' : 'en-GB';
}

/** A distance in the reader's language: metres under a kilometre ("850 m"), else kilometres to one decimal. */
export function formatDistance(metres: number, language = 'en'): string {
  const underKm = metres < 1000;
  return new Intl.NumberFormat(locale(language), {
    style: 'unit',
    unit: underKm ? 'meter' : 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: underKm ? 0 : 1,
  }).format(underKm ? Math.round(metres / 10) * 10 : metres / 1000);
}

/** How many rooms, adults, children and guests a stay holds. */
export function guestCounts(rooms: ReadonlyArray<{ adults: number; childAges: ReadonlyArray<unknown> }>) {
  const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
  const children = rooms.reduce((sum, room) => sum + room.childAges.length, 0);
  return { rooms: rooms.length, adults, children, guests: adults + children };
}

/** Whether a rate's or a hotel's rooms left is worth a warning. */
export function isFewRoomsLeft(roomsLeft: number): boolean {
  return roomsLeft > 0 && roomsLeft <= FewRoomsLeft;
}

/** "Sat, 1 Aug 2026" for a YYYY-MM-DD date, whatever the browser's zone. */
export function stayDate(date: string, language = 'en'): string {
  return new Intl.DateTimeFormat(locale(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Whole stars, 1 to 5, as the number to draw. */
export function starCount(stars: number): number {
  return Math.max(0, Math.min(5, Math.round(stars)));
}

/** The slider's step for a price range in minor units: about 100 steps, in whole hundreds of the currency. */
export function priceStep(range: { min: number; max: number }, minorPerUnit = 100): number {
  const unit = 100 * minorPerUnit;
  return Math.max(unit, Math.round((range.max - range.min) / 100 / unit) * unit);
}

/** A price bound that equals the range's end is no bound at all (null), so the address stays clean. */
export function priceBounds(
  chosen: [number, number],
  range: { min: number; max: number },
): { minPrice: number | null; maxPrice: number | null } {
  return {
    minPrice: chosen[0] > range.min ? chosen[0] : null,
    maxPrice: chosen[1] < range.max ? chosen[1] : null,
  };
}
