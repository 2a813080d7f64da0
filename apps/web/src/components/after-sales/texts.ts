import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterSalesReason } from '@portal/contracts';
import './i18n';

const reasonKeys = new Map<string, string>(
  Object.entries(AfterSalesReason).map(([key, text]) => [text, key]),
);

/** Why an action is not offered, in the reader's language; a reason the web does not know is shown as sent. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation('afterSalesTickets');
  return useCallback(
    (reason: string) => {
      const key = reasonKeys.get(reason);
      return key ? t(`reasons.${key}`) : reason;
    },
    [t],
  );
}
