import { useTranslation } from 'react-i18next';
import { OrderDueStatuses, type OrderDueStatus } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { hasFilters, maxTermLength, type DueFilters as Filters } from '../utils/due-filters';

/**
 * Status, a range of due dates (future days included: most dues are still to come) and a search by order reference
 * or PNR, sent a moment after typing stops.
 */
export function DueFilters({
  filters,
  onChange,
  searching,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('partialPayment');
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choices={[
        {
          label: t('filters.status'),
          placeholder: t('filters.allStatuses'),
          data: OrderDueStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
          value: filters.status,
          onChange: (value) => onChange({ status: value as OrderDueStatus | null }),
          width: 160,
        },
      ]}
      from={filters.from}
      to={filters.to}
      onDates={onChange}
      dateWidth={{ base: '100%', xs: 160 }}
      dateLabels={{ from: t('filters.dueFrom'), to: t('filters.dueTo') }}
      allowFuture
      term={filters.term}
      onTerm={(term) => onChange({ term })}
      maxTermLength={maxTermLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 240 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ status: null, from: null, to: null, term: '' })}
    />
  );
}
