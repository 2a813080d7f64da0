import type { TFunction } from 'i18next';
import { DateMessage, VisaApplicationMessage, VisaCatalogueMessage } from '@portal/contracts';
import { VisaFormMessage } from './booking-form';

/**
 * Every message a visa form can show, by group: the contracts' (as the API answers them) and the form's own. The
 * translations keep the same groups and keys.
 */
export const VisaMessages = {
  catalogue: VisaCatalogueMessage,
  application: VisaApplicationMessage,
  form: VisaFormMessage,
  date: DateMessage,
} as const;

const KeyByText = new Map<string, string>(
  Object.entries(VisaMessages).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [text, `${group}.${key}`]),
  ),
);

/** A validation message in the reader's language; a text not known here (the server's own) is shown as it is. */
export function translateVisaMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = KeyByText.get(message);
  return key ? t(`visa:messages.${key}`) : message;
}
