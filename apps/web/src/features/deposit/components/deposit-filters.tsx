import { useTranslation } from 'react-i18next';
import type { DepositMethod, DepositStatus } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useDepositFilter } from '../api/get-deposit-filter';
import { hasFilters, maxSearchLength, type DepositFilters as Filters } from '../utils/deposit-filters';

/** Status, method, a date range of the portal's calendar and a search by reference, sent once typing stops. */
export function DepositFilters({
  filters,
  onChange,
  searching,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  const options = useDepositFilter();
  return (
    <FilterBar
      t={t}
      monthKeys="form"
      choices={[
        {
          label: t('filters.status'),
          placeholder: t('filters.allStatuses'),
          data: (options.data?.statuses ?? []).map(({ value }) => ({ value, label: labels.status(value) })),
          value: filters.status,
          onChange: (value) => onChange({ status: value as DepositStatus | null }),
          width: 150,
        },
        {
          label: t('filters.method'),
          placeholder: t('filters.allMethods'),
          data: (options.data?.methods ?? []).map(({ value }) => ({ value, label: labels.method(value) })),
          value: filters.method,
          onChange: (value) => onChange({ method: value as DepositMethod | null }),
          width: 170,
        },
      ]}
      from={filters.from}
      to={filters.to}
      onDates={onChange}
      dateWidth={{ base: '100%', xs: 160 }}
      term={filters.search}
      onTerm={(search) => onChange({ search })}
      maxTermLength={maxSearchLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 240 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ status: null, method: null, from: null, to: null, search: '' })}
    />
  );
}
