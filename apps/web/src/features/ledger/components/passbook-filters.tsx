import { useTranslation } from 'react-i18next';
import type { LedgerTransactionKind } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { usePassbookFilter } from '../api/get-passbook-filter';
import { hasFilters, maxTermLength, type PassbookFilters as Filters } from '../utils/passbook-filters';

/**
 * The ledger's filters: a date range (days of the portal's calendar, both included), the transaction type and a
 * search over reference and description, sent a moment after typing stops.
 */
export function PassbookFilters({
  filters,
  onChange,
  searching,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('ledger');
  const kinds = usePassbookFilter();
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choicesAfterDates
      choices={[
        {
          label: t('filters.type'),
          placeholder: t('filters.allTypes'),
          data: (kinds.data ?? []).map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
          value: filters.kind,
          onChange: (value) => onChange({ kind: value as LedgerTransactionKind | null }),
          width: 180,
        },
      ]}
      from={filters.from}
      to={filters.to}
      onDates={onChange}
      // Side by side even on a phone, half the row each.
      dateWidth={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 }}
      term={filters.term}
      onTerm={(term) => onChange({ term })}
      maxTermLength={maxTermLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 260 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ from: null, to: null, kind: null, term: '' })}
    />
  );
}
