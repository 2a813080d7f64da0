import '@mantine/dates/styles.css';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Group, Loader, Select, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { LedgerTransactionKind } from '@portal/contracts';
import { tenantToday } from '../../../components/flight-search/tenant-today';
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
  const [termText, setTermText] = useState(filters.term);
  const [term] = useDebouncedValue(termText.trim(), 350);
  const today = tenantToday();

  // The address changed from elsewhere (Back, Clear filters): show its term.
  useEffect(() => {
    setTermText((typed) => (typed.trim() === filters.term ? typed : filters.term));
  }, [filters.term]);

  // Only a settled change of the typed text is sent, not the address catching up with it.
  const sendTerm = useEffectEvent((settled: string) => {
    if (settled !== filters.term) onChange({ term: settled });
  });
  useEffect(() => sendTerm(term), [term]);

  const dateProps = {
    clearable: true,
    valueFormat: 'D MMM YYYY',
    placeholder: t('filters.anyDate'),
    maxDate: today,
    nextLabel: t('filters.nextMonth'),
    previousLabel: t('filters.previousMonth'),
    popoverProps: { position: 'bottom-start' as const },
    // Side by side even on a phone, half the row each.
    w: { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 },
  };

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
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
        onChange={(value) => onChange({ to: value ? String(value).slice(0, 10) : null })}
      />
      <Select
        label={t('filters.type')}
        placeholder={t('filters.allTypes')}
        clearable
        data={(kinds.data ?? []).map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
        value={filters.kind}
        onChange={(value) => onChange({ kind: (value as LedgerTransactionKind | null) ?? null })}
        w={{ base: '100%', xs: 180 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="search"
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={termText}
        maxLength={maxTermLength}
        onChange={(event) => setTermText(event.currentTarget.value)}
        rightSection={searching ? <Loader size="xs" /> : null}
        w={{ base: '100%', xs: 260 }}
      />
      {hasFilters(filters) ? (
        <Button
          variant="subtle"
          onClick={() => {
            setTermText('');
            onChange({ from: null, to: null, kind: null, term: '' });
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
