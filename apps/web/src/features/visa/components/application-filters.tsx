import { useTranslation } from 'react-i18next';
import { VisaQueueLimit } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import { useCountryName } from '../../../components/visa/use-country-name';
import { useVisaDestinations } from '../api/get-destinations';
import { hasFilters, noFilters, type VisaApplicationFilters } from '../utils/application-filters';
import '../application-i18n';

/** The list's filters: a destination, a range of travel dates (days to come included) and a search. */
export function ApplicationFilters({
  filters,
  onChange,
  searching,
}: {
  filters: VisaApplicationFilters;
  onChange: (change: Partial<VisaApplicationFilters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('visa');
  const destinations = useVisaDestinations();
  const countryName = useCountryName();
  const options = (destinations.data?.destinations ?? []).map((destination) => ({
    value: destination.code,
    label: countryName(destination.code, destination.name),
  }));
  // A destination in the address that is no longer on sale still shows, by its code's name.
  if (filters.destination && !options.some((option) => option.value === filters.destination)) {
    options.push({ value: filters.destination, label: countryName(filters.destination) });
  }
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choices={[
        {
          label: t('filters.destination'),
          placeholder: t('filters.anyDestination'),
          data: options,
          value: filters.destination,
          onChange: (destination) => onChange({ destination }),
          width: 220,
        },
      ]}
      from={filters.travelFrom}
      to={filters.travelTo}
      onDates={(change) =>
        onChange({
          ...(change.from !== undefined ? { travelFrom: change.from } : {}),
          ...(change.to !== undefined ? { travelTo: change.to } : {}),
        })
      }
      dateLabels={{ from: t('filters.travelFrom'), to: t('filters.travelTo') }}
      allowFuture
      dateWidth={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
      term={filters.search}
      onTerm={(search) => onChange({ search })}
      maxTermLength={VisaQueueLimit.maxSearchLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 280 }}
      filtered={hasFilters(filters)}
      onClear={() => onChange(noFilters)}
    />
  );
}
