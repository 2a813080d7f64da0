import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { GroupFareLimit, type Airport, type GroupFareKind } from '@portal/contracts';
import { AirportBox } from '../../../components/flight-search/airport-box';
import { useAirportByCode } from '../../../components/flight-search/api/get-airports-by-key';
import { addDays, tenantToday } from '../../../components/flight-search/tenant-today';
import classes from '../../../components/flight-search/flight-search-form.module.css';
import '../../../components/flight-search/i18n';
import type { GroupFareSearchFilters } from '../utils/search-url';
import '../i18n';

const seatChoices = Array.from({ length: GroupFareLimit.maxReservationSeats }, (_, index) => index + 1);

/**
 * A special-fare search: from and to (optional: an empty box means any airport), a travel date range (optional),
 * and the seats wanted. Submitting hands the filters on; the page puts them in the address.
 */
export function GroupFareSearchForm({
  kind,
  initial,
  onSearch,
}: {
  kind: GroupFareKind;
  initial: GroupFareSearchFilters;
  onSearch: (filters: GroupFareSearchFilters) => void;
}) {
  const { t } = useTranslation('groupFares');
  const wide = useMediaQuery('(min-width: 62em)');
  // undefined: not touched yet, so the airport named in the address shows once it is looked up.
  const [origin, setOrigin] = useState<Airport | null | undefined>(undefined);
  const [destination, setDestination] = useState<Airport | null | undefined>(undefined);
  const initialOrigin = useAirportByCode(initial.origin ?? undefined);
  const initialDestination = useAirportByCode(initial.destination ?? undefined);
  const [dates, setDates] = useState<[string | null, string | null]>([initial.fromDate, initial.toDate]);
  const [seats, setSeats] = useState(initial.seats);
  const today = tenantToday();
  const from = origin === undefined ? (initialOrigin.data ?? null) : origin;
  const to = destination === undefined ? (initialDestination.data ?? null) : destination;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({
      origin: origin === undefined ? initial.origin : (origin?.airportCode ?? null),
      destination: destination === undefined ? initial.destination : (destination?.airportCode ?? null),
      fromDate: dates[0],
      toDate: dates[1] ?? dates[0],
      seats,
    });
  };

  return (
    <form onSubmit={submit} aria-label={t(`search.formLabel.${kind}`)} noValidate>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <AirportBox id={`gf-${kind}-from`} label={t('search.from')} value={from} onChange={setOrigin} />
        <AirportBox id={`gf-${kind}-to`} label={t('search.to')} value={to} onChange={setDestination} />
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('search.dates')}
          placeholder={t('search.anyDate')}
          value={dates}
          onChange={(value) =>
            setDates([
              value[0] ? String(value[0]).slice(0, 10) : null,
              value[1] ? String(value[1]).slice(0, 10) : null,
            ])
          }
          minDate={today}
          maxDate={addDays(today, GroupFareLimit.searchDaysAhead)}
          numberOfColumns={wide ? 2 : 1}
          valueFormat="D MMM YYYY"
          clearable
          classNames={{ input: classes.bigInput }}
          popoverProps={{ position: 'bottom-start' }}
          nextLabel={t('search.nextMonth')}
          previousLabel={t('search.previousMonth')}
        />
        <NativeSelect
          label={t('search.seats')}
          value={String(seats)}
          onChange={(event) => setSeats(Number(event.currentTarget.value))}
          data={seatChoices.map((count) => ({
            value: String(count),
            label: t('search.seatCount', { count }),
          }))}
          classNames={{ input: classes.bigInput }}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" size="md" miw={200}>
          {t(`search.submit.${kind}`)}
        </Button>
      </Group>
    </form>
  );
}
