import { useTranslation } from 'react-i18next';
import type { OnlinePaymentMethod, OnlinePaymentStatus } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { useLookups } from '../api/get-lookups';
import { hasFilters, type TransactionFilters as Filters } from '../utils/transaction-filters';

/** Status, method and a date range (days of the portal's calendar); every change starts again at page 1. */
export function TransactionFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const { t } = useTranslation('eTransactions');
  const lookups = useLookups();
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choices={[
        {
          label: t('filters.status'),
          placeholder: t('filters.allStatuses'),
          data: (lookups.data?.statuses ?? []).map(({ value }) => ({ value, label: t(`statuses.${value}`) })),
          value: filters.status,
          onChange: (value) => onChange({ status: value as OnlinePaymentStatus | null }),
          width: 170,
        },
        {
          label: t('filters.method'),
          placeholder: t('filters.allMethods'),
          data: (lookups.data?.methods ?? []).map(({ value }) => ({ value, label: t(`methods.${value}`) })),
          value: filters.method,
          onChange: (value) => onChange({ method: value as OnlinePaymentMethod | null }),
          width: 190,
        },
      ]}
      from={filters.from}
      to={filters.to}
      onDates={onChange}
      dateWidth={{ base: '100%', xs: 160 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ status: null, method: null, from: null, to: null })}
    />
  );
}
