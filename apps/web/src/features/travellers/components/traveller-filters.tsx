import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar';
import { hasFilters, maxSearchLength, type TravellerFilters as Filters } from '../utils/traveller-filters';

/** A search by name or passport number, sent once typing stops, and the passports expiring within some days. */
export function TravellerFilters({
  filters,
  onChange,
  searching,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('travellers');
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choices={[]}
      from={filters.from}
      to={filters.to}
      onDates={onChange}
      dateWidth={{ base: '100%', xs: 190 }}
      // Expiry dates lie ahead.
      allowFuture
      term={filters.search}
      onTerm={(search) => onChange({ search })}
      maxTermLength={maxSearchLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 260 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange({ from: null, to: null, search: '' })}
    />
  );
}
