import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HotelLimit } from '@portal/contracts';
import { FilterBar } from '../../../components/filter-bar';
import {
  hasFilters,
  maxSearchLength,
  noFilters,
  type HotelBookingFilters as Filters,
} from '../utils/booking-filters';
import '../bookings-i18n';

/**
 * The list's filters: a search by reference, hotel, city or lead guest, a range of check-in days (days to come
 * included) and the bookings whose deadline falls within the alert window.
 */
export function HotelBookingFilters({
  filters,
  onChange,
  searching,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
}) {
  const { t } = useTranslation('hotelBookings');
  return (
    <FilterBar
      t={t}
      monthKeys="filters"
      choices={[]}
      from={filters.checkInFrom}
      to={filters.checkInTo}
      onDates={(change) =>
        onChange({
          ...(change.from !== undefined ? { checkInFrom: change.from } : {}),
          ...(change.to !== undefined ? { checkInTo: change.to } : {}),
        })
      }
      dateLabels={{ from: t('filters.checkInFrom'), to: t('filters.checkInTo') }}
      allowFuture
      dateWidth={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 }}
      term={filters.search}
      onTerm={(search) => onChange({ search })}
      maxTermLength={maxSearchLength}
      searching={searching}
      termWidth={{ base: '100%', xs: 280 }}
      extra={
        <Switch
          label={t('filters.deadlineSoon', { hours: HotelLimit.deadlineAlertHours })}
          checked={filters.deadlineSoon}
          onChange={(event) => onChange({ deadlineSoon: event.currentTarget.checked })}
          mb={8}
        />
      }
      filtered={hasFilters(filters)}
      onClear={() => onChange(noFilters)}
    />
  );
}
