import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SalesLine } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';

/**
 * What a sales line is named on screen: its day in the reader's language, its product in words, head office by
 * name; airlines, routes, staff and branches as the report names them.
 */
export function useLineLabel() {
  const { t } = useTranslation('reports');
  const day = useCalendarDay();
  return useCallback(
    (groupBy: string, line: Pick<SalesLine, 'key' | 'label'>) => {
      if (groupBy === 'day') return day(line.key);
      if (groupBy === 'product') return t(`products.${line.key}`, { defaultValue: line.label });
      if (groupBy === 'branch' && line.key === 'head') return t('headOffice');
      return line.label || line.key;
    },
    [t, day],
  );
}
