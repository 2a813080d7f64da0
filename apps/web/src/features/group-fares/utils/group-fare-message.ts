import type { TFunction } from 'i18next';
import { BookingMessage, GroupFareMessage } from '@portal/contracts';

/** Every message a special-fare page can show from the contracts, by group; the translations keep the groups. */
export const GroupFareMessages = {
  groupFare: GroupFareMessage,
  booking: BookingMessage,
  /** The name list's own checks (ZGroupFareName). */
  name: {
    passportInvalid: 'Please enter a valid passport number',
    passportExpiryRequired: 'Please enter the passport expiry date',
    nationalityRequired: 'Please select the nationality',
  },
} as const;

const KeyByText = new Map<string, string>(
  Object.entries(GroupFareMessages).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [text, `${group}.${key}`]),
  ),
);

/** A message in the reader's language; a text not known here (the server's own) is shown as it is. */
export function translateGroupFareMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KeyByText.get(message);
  return key ? t(`groupFares:messages.${key}`) : message;
}
