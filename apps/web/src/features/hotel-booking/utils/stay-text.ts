import type { TFunction } from 'i18next';

/** One room's guests as a line: "2 adults, 1 child (7)" (texts of "hotelParts"). */
export function guestsText(room: { adults: number; childAges: number[] }, t: TFunction): string {
  const adults = t('adults', { count: room.adults });
  if (room.childAges.length === 0) return adults;
  return `${adults}, ${t('children', { count: room.childAges.length, ages: room.childAges.join(', ') })}`;
}

/** A time of day the hotel writes ("14:00"), or nothing when it gives none. */
export const hotelClock = (time: string) => (/^\d{1,2}:\d{2}/.test(time) ? time.slice(0, 5) : null);
