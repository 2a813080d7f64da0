import type { TFunction } from 'i18next';
import { HotelSearchMessage } from '@portal/contracts';

const KeyByText = new Map<string, string>(
  Object.entries(HotelSearchMessage).map(([key, text]) => [text, key]),
);

/** A validation message (the contracts' English text, as the API also answers it) in the reader's language. */
export function translateHotelSearchMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KeyByText.get(message);
  return key ? t(`hotelSearch:messages.${key}`) : message;
}
