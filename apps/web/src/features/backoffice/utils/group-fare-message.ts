import { useTranslation } from 'react-i18next';
import { GroupFareMessage } from '@portal/contracts';
import { FindFlightsMessage } from './group-fare-find-form';
import { GroupFareFormMessage } from './group-fare-block-form';

const groups = { rules: GroupFareMessage, form: GroupFareFormMessage, find: FindFlightsMessage } as const;
const KeyByText = new Map<string, string>(
  Object.entries(groups).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]): [string, string] => [text, `${group}.${key}`]),
  ),
);

/** The special-fare pages' messages (the contracts' own and the forms') in the reader's language; others as they are. */
export function useGroupFareMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares.messages' });
  return (message) => {
    if (!message) return undefined;
    const key = KeyByText.get(message);
    return key ? t(key) : message;
  };
}

export const groupFareMessageGroups = groups;
