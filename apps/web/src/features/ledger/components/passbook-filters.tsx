import { useTranslation } from 'react-i18next';
import type { LedgerTransactionKind } from '@portal/contracts';
import { FilterBar, type TermSuggestions } from '../../../components/filter-bar';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { usePassbookFilter } from '../api/get-passbook-filter';
import { usePassbookSearch } from '../api/search-passbook';
import { hasFilters, maxTermLength, type PassbookFilters as Filters } from '../utils/passbook-filters';

/**
 * The ledger's filters: a date range (days of the portal's calendar, both included), the transaction type and a
 * search over reference and description, sent a moment after typing stops. While typing, the newest lines anywhere in
 * the ledger that the search finds are offered under the field; picking one shows just its reference.
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
  const suggestions = useLineSuggestions(filters.term, (reference) =>
    // The line was found whatever the dates and type: clear them so the list shows it.
    onChange({ term: reference, from: null, to: null, kind: null }),
  );
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
      suggestions={suggestions}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ from: null, to: null, kind: null, term: '' })}
    />
  );
}

/** What the search pad finds for the typed search, one suggestion per reference (a reversal shares none). */
function useLineSuggestions(term: string, onPick: (reference: string) => void): TermSuggestions {
  const { t } = useTranslation('ledger');
  const money = useLedgerMoney();
  const postedTime = useTenantDateTime();
  const found = usePassbookSearch(term);
  const seen = new Set<string>();
  const items = (term ? (found.data ?? []) : []).flatMap((line) => {
    if (seen.has(line.reference)) return [];
    seen.add(line.reference);
    const amount =
      line.credit > 0 ? `+${money(line.credit, line.currency)}` : `−${money(line.debit, line.currency)}`;
    return [
      {
        value: line.reference,
        description: `${t(`kinds.${line.kind}`)}: ${line.description}`,
        detail: `${amount} · ${postedTime(line.postedAt)}`,
      },
    ];
  });
  return { heading: t('filters.foundAnywhere'), items, onPick };
}
