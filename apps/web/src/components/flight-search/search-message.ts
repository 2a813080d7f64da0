import type { TFunction } from 'i18next';
import { SearchMessage } from '@portal/contracts';

const KeyByText = new Map<string, string>(Object.entries(SearchMessage).map(([key, text]) => [text, key]));

/** A validation message (the contracts' English text, as the API also answers it) in the reader's language. */
export function translateSearchMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KeyByText.get(message);
  return key ? t(`flightSearch:messages.${key}`) : message;
}
