import { useTranslation } from 'react-i18next';
import { DateMessage, VisaCatalogueMessage } from '@portal/contracts';
import { VisaProductFormMessage } from './visa-product-form';

const groups = { catalogue: VisaCatalogueMessage, form: VisaProductFormMessage, date: DateMessage } as const;
const KeyByText = new Map<string, string>(
  Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [text, `${group}.${key}`]),
  ),
);

/** The editor's messages (the contracts' own and its own) in the reader's language; anything else as it is. */
export function useVisaProductMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts.messages' });
  return (message) => {
    if (!message) return undefined;
    const key = KeyByText.get(message);
    return key ? t(key) : message;
  };
}

export const visaProductMessageGroups = groups;
