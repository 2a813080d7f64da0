import '@mantine/dates/styles.css';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Group, Loader, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DepositMethod, DepositStatus } from '@portal/contracts';
import { tenantToday } from '../../../components/flight-search/tenant-today';
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
  const options = useDepositFilter();
  const [searchText, setSearchText] = useState(filters.search);
  const [search] = useDebouncedValue(searchText.trim(), 350);
  const today = tenantToday();

  useEffect(() => {
    setSearchText((typed) => (typed.trim() === filters.search ? typed : filters.search));
  }, [filters.search]);

  const sendSearch = useEffectEvent((settled: string) => {
    if (settled !== filters.search) onChange({ search: settled });
  });
  useEffect(() => sendSearch(search), [search]);

  const dateProps = {
    clearable: true,
    valueFormat: 'D MMM YYYY',
    placeholder: t('filters.anyDate'),
    nextLabel: t('form.nextMonth'),
    previousLabel: t('form.previousMonth'),
    popoverProps: { position: 'bottom-start' as const },
    w: { base: '100%', xs: 160 },
  };

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      <Select
        label={t('filters.status')}
        placeholder={t('filters.allStatuses')}
        clearable
        data={(options.data?.statuses ?? []).map((option) => ({
          value: option.value,
          label: t(`statuses.${option.value}`),
        }))}
        value={filters.status}
        onChange={(value) => onChange({ status: (value as DepositStatus | null) ?? null })}
        w={{ base: '100%', xs: 150 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t('filters.method')}
        placeholder={t('filters.allMethods')}
        clearable
        data={(options.data?.methods ?? []).map((option) => ({
          value: option.value,
          label: t(`methods.${option.value}`),
        }))}
        value={filters.method}
        onChange={(value) => onChange({ method: (value as DepositMethod | null) ?? null })}
        w={{ base: '100%', xs: 170 }}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        {...dateProps}
        label={t('filters.from')}
        value={filters.from}
        maxDate={filters.to ?? today}
        onChange={(value) => onChange({ from: value ? String(value).slice(0, 10) : null })}
      />
      <DatePickerInput
        {...dateProps}
        label={t('filters.to')}
        value={filters.to}
        minDate={filters.from ?? undefined}
        maxDate={today}
        onChange={(value) => onChange({ to: value ? String(value).slice(0, 10) : null })}
      />
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={searchText}
        maxLength={maxSearchLength}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        rightSection={searching ? <Loader size="xs" /> : null}
        w={{ base: '100%', xs: 240 }}
      />
      {hasFilters(filters) ? (
        <Button
          variant="subtle"
          onClick={() => {
            setSearchText('');
            onChange({ status: null, method: null, from: null, to: null, search: '' });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
