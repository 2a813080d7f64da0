import type { TFunction } from 'i18next';
import { HolidayRequestMessage, HolidaySearchMessage } from '@portal/contracts';
import './i18n';

const KeyByText = new Map<string, string>(
  Object.entries({ ...HolidaySearchMessage, ...HolidayRequestMessage }).map(([key, text]) => [text, key]),
);

/** A message of the holiday contracts (as the API answers it too) in the reader's language; others as they are. */
export function translateHolidayMessage(
  t: TFunction,
  message: string | null | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = KeyByText.get(message);
  return key ? t(`holidayParts:messages.${key}`) : message;
}
