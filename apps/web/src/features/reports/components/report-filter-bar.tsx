import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { Button, Group, Select, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { ReportRange } from '@portal/contracts';
import { useCalendarDay } from '../../../lib/use-tenant-time';
import { filterChoices } from '../utils/filter-choices';
import { ScopeFilter } from './scope-filter';
import {
  clearedFilters,
  hasReportFilters,
  RangeChoices,
  type FilterField,
  type RangeChoice,
  type ReportFilters,
} from '../utils/report-filters';

/** On a phone two fields share a line (the period takes its own), so the filters do not push the report away. */
const halfLine = 'calc(50% - var(--mantine-spacing-sm) / 2)';
const selectWidth = { base: halfLine, xs: 170 } as const;

/**
 * The period (a preset read in the agency's zone, or Custom) with the days it covers, and the open report's own
 * filters. Picking a day makes the range Custom, keeping the other end of the range shown.
 */
export function ReportFilterBar({
  filters,
  range,
  onChange,
}: {
  filters: ReportFilters;
  /** The range the report last answered for; the preset's days, as the agency's zone reads them. */
  range: ReportRange | undefined;
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  const day = useCalendarDay();
  const shownFrom = filters.range === 'custom' ? filters.from : (range?.from ?? null);
  const shownTo = filters.range === 'custom' ? filters.to : (range?.to ?? null);
  const pickDay = (end: 'from' | 'to', value: string | null) => {
    if (!value) return;
    const next = { from: shownFrom ?? value, to: shownTo ?? value, [end]: value.slice(0, 10) };
    if (next.from > next.to) next[end === 'from' ? 'to' : 'from'] = next[end];
    onChange({ range: 'custom', ...next });
  };
  const dateProps = {
    valueFormat: 'D MMM YYYY',
    nextLabel: t('range.nextMonth'),
    previousLabel: t('range.previousMonth'),
    popoverProps: { position: 'bottom-start' as const },
    w: { base: halfLine, xs: 150 },
  };

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      <Select
        label={t('range.label')}
        data={RangeChoices.map((choice) => ({
          value: choice,
          label: choice === 'custom' ? t('range.custom') : t(`range.presets.${choice}`),
        }))}
        value={filters.range}
        allowDeselect={false}
        w={{ base: '100%', xs: 170 }}
        onChange={(value) => {
          const choice = value as RangeChoice;
          // Custom starts from the days shown, so choosing it changes nothing until a day is picked.
          if (choice === 'custom') {
            if (shownFrom && shownTo) onChange({ range: 'custom', from: shownFrom, to: shownTo });
          } else onChange({ range: choice, from: null, to: null });
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <DatePickerInput
        {...dateProps}
        label={t('range.from')}
        value={shownFrom}
        onChange={(value) => pickDay('from', value)}
      />
      <DatePickerInput
        {...dateProps}
        label={t('range.to')}
        value={shownTo}
        minDate={shownFrom ?? undefined}
        onChange={(value) => pickDay('to', value)}
      />
      {filterChoices(filters.report).map((choice) =>
        choice.options ? (
          <Select
            key={choice.field}
            label={t(choice.label)}
            placeholder={choice.placeholder ? t(choice.placeholder) : undefined}
            clearable={!choice.required}
            allowDeselect={!choice.required}
            data={choice.options.map((value) => ({ value, label: t(`${choice.texts}.${value}`) }))}
            value={filters[choice.field] ?? choice.defaultValue ?? null}
            onChange={(value) => onChange({ [choice.field]: value })}
            w={selectWidth}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <AirlineField
            key={choice.field}
            field={choice.field}
            value={filters[choice.field]}
            onChange={onChange}
          />
        ),
      )}
      <ScopeFilter filters={filters} onChange={onChange} />
      {hasReportFilters(filters) ? (
        <Button variant="subtle" onClick={() => onChange(clearedFilters)}>
          {t('filters.clear')}
        </Button>
      ) : null}
      {range ? (
        <Text size="xs" c="dimmed" w="100%" role="status" aria-live="polite">
          {t('range.covers', { from: day(range.from), to: day(range.to), timeZone: range.timeZone })}
        </Text>
      ) : null}
    </Group>
  );
}

/** A two-letter airline code, applied when it is complete (or emptied), not on every key. */
function AirlineField({
  field,
  value,
  onChange,
}: {
  field: FilterField;
  value: string | null;
  onChange: (change: Partial<ReportFilters>) => void;
}) {
  const { t } = useTranslation('reports');
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  const apply = (text: string) => {
    const code = text.trim().toUpperCase();
    if (code === (value ?? '')) return;
    if (code === '' || /^[A-Z0-9]{2}$/.test(code)) onChange({ [field]: code || null });
  };
  return (
    <TextInput
      label={t('filters.airline')}
      placeholder={t('filters.airlinePlaceholder')}
      aria-description={t('filters.airlineHint')}
      value={typed}
      maxLength={2}
      autoCapitalize="characters"
      onChange={(event) => {
        const text = event.currentTarget.value.toUpperCase();
        setTyped(text);
        if (text.length === 2 || text.length === 0) apply(text);
      }}
      onBlur={() => apply(typed)}
      w={selectWidth}
    />
  );
}
