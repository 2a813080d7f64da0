import '@mantine/dates/styles.css';
import { Group, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BookingsPage } from '@portal/contracts';
import { FilterBar, type TermSuggestions } from '../../../components/filter-bar';
import { useAirlineOptions } from '../../../components/flight-search/api/get-airline-options';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useOrderSearch } from '../api/search-orders';
import {
  hasFilters,
  maxSearchLength,
  noFilters,
  type BookingFilters as Filters,
} from '../utils/booking-filters';

/**
 * The queue's filters: airline, booker, a range of booking days, a search by reference, PNR, ticket or name, and a
 * range of departure days (future days included). While typing, the bookings the search finds in any tab are
 * offered under the field; picking one opens it.
 */
export function BookingFilters({
  filters,
  options,
  onChange,
  searching,
  canSearchOrders,
}: {
  filters: Filters;
  options: BookingsPage['filterOptions'] | undefined;
  onChange: (change: Partial<Filters>) => void;
  searching: boolean;
  /** SearchOrders needs ViewBooking; without it the field only filters the list. */
  canSearchOrders: boolean;
}) {
  const { t } = useTranslation('myBookings');
  const airlines = useAirlineOptions();
  const suggestions = useOrderSuggestions(filters.search, canSearchOrders);
  const airlineName = (code: string) => airlines.data?.find((airline) => airline.code === code)?.name;
  const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);
  const departureProps = {
    clearable: true,
    valueFormat: 'D MMM YYYY',
    placeholder: t('filters.anyDate'),
    nextLabel: t('filters.nextMonth'),
    previousLabel: t('filters.previousMonth'),
    popoverProps: { position: 'bottom-start' as const },
    w: { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 },
  };

  return (
    <Stack gap="sm">
      <FilterBar
        t={t}
        monthKeys="filters"
        choicesAfterDates
        choices={[
          {
            label: t('filters.airline'),
            placeholder: t('filters.allAirlines'),
            data: (options?.airlines ?? []).map((code) => ({
              value: code,
              label: airlineName(code) ? `${code} · ${airlineName(code)}` : code,
            })),
            value: filters.airline,
            onChange: (airline) => onChange({ airline }),
            width: 170,
          },
          {
            label: t('filters.bookedBy'),
            placeholder: t('filters.anyone'),
            data: (options?.bookers ?? []).map((booker) => ({ value: booker.userId, label: booker.name })),
            value: filters.bookedBy,
            onChange: (bookedBy) => onChange({ bookedBy }),
            width: 160,
          },
        ]}
        from={filters.from}
        to={filters.to}
        onDates={onChange}
        dateWidth={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
        term={filters.search}
        onTerm={(search) => onChange({ search })}
        maxTermLength={maxSearchLength}
        searching={searching}
        termWidth={{ base: '100%', xs: 250 }}
        suggestions={suggestions}
        filtered={hasFilters(filters)}
        onClear={() => onChange(noFilters)}
      />
      <Group gap="sm" align="flex-end">
        <DatePickerInput
          {...departureProps}
          label={t('filters.departFrom')}
          value={filters.departFrom}
          maxDate={filters.departTo ?? undefined}
          onChange={(value) => onChange({ departFrom: day(value) })}
        />
        <DatePickerInput
          {...departureProps}
          label={t('filters.departTo')}
          value={filters.departTo}
          minDate={filters.departFrom ?? undefined}
          onChange={(value) => onChange({ departTo: day(value) })}
        />
      </Group>
    </Stack>
  );
}

/** What SearchOrders finds for the typed search in every tab; picking one opens that booking. */
function useOrderSuggestions(search: string, allowed: boolean): TermSuggestions {
  const { t } = useTranslation('myBookings');
  const navigate = useNavigate();
  const time = useTenantDateTime();
  const found = useOrderSearch(search, allowed);
  const items = (search && allowed ? (found.data ?? []) : []).map((order) => ({
    value: order.orderReference,
    description: `${order.route.join(' → ')} · ${order.leadPassenger}`,
    detail: `${t(`common:orderStatus.${order.status}`)} · ${time(order.createdAt)}`,
  }));
  return {
    heading: t('filters.foundAnywhere'),
    items,
    onPick: (reference) => void navigate(`/flight-order?reference=${encodeURIComponent(reference)}`),
  };
}
