import '@mantine/dates/styles.css';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import {
  Autocomplete,
  Button,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  type StyleProp,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { tenantToday } from './flight-search/tenant-today';

type Width = StyleProp<number | string>;

export interface FilterChoice {
  label: string;
  placeholder: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  width: number;
}

/** A record the typed search finds anywhere in the list's data, offered under the field. */
export interface TermSuggestion {
  /** What picking it puts in the search field (unique among the suggestions). */
  value: string;
  description: string;
  /** A short second line: the amount, the date. */
  detail: string;
}

export interface TermSuggestions {
  /** The heading over them, saying where they were found. */
  heading: string;
  items: TermSuggestion[];
  onPick: (value: string) => void;
}

export interface FilterBarProps {
  /**
   * The list's translations: its `filters.` texts (label, from, to, anyDate, search, searchPlaceholder, clear) and
   * the calendar's month buttons under `monthKeys` (nextMonth, previousMonth).
   */
  t: TFunction;
  monthKeys: string;
  /** Drop-down filters; they stand before the dates unless `choicesAfterDates`. */
  choices: FilterChoice[];
  choicesAfterDates?: boolean;
  from: string | null;
  to: string | null;
  onDates: (change: { from?: string | null; to?: string | null }) => void;
  dateWidth: Width;
  /** The date fields' labels when not `filters.from` and `filters.to` (a range of due dates). */
  dateLabels?: { from: string; to: string };
  /** Days after today can be picked: the dates are still to come (due dates), not past events. */
  allowFuture?: boolean;
  /** The typed search; a list without `onTerm` has no search field. */
  term?: string;
  onTerm?: (term: string) => void;
  maxTermLength?: number;
  /** A search is under way: a spinner in the field. */
  searching?: boolean;
  termWidth?: Width;
  /** Records the search finds whatever the other filters, offered while typing; picking one applies it. */
  suggestions?: TermSuggestions;
  /** A filter of the list's own after the search (a switch), before Clear filters. */
  extra?: ReactNode;
  /** Any filter is set: Clear filters is offered, and empties the typed search along with the rest. */
  filtered: boolean;
  onClear: () => void;
}

/**
 * A list's filter bar: drop-downs, a date range of the portal's calendar (both days included, none after today
 * unless `allowFuture`) and a search sent a moment after typing stops.
 */
export function FilterBar({
  t,
  monthKeys,
  choices,
  choicesAfterDates = false,
  from,
  to,
  onDates,
  dateWidth,
  dateLabels,
  allowFuture = false,
  term = '',
  onTerm,
  maxTermLength,
  searching = false,
  termWidth,
  suggestions,
  extra,
  filtered,
  onClear,
}: FilterBarProps) {
  const [typed, setTyped] = useState(term);
  const [settled] = useDebouncedValue(typed.trim(), 350);
  const latest = allowFuture ? undefined : tenantToday();

  // The address changed from elsewhere (Back, Clear filters): show its term.
  useEffect(() => {
    setTyped((text) => (text.trim() === term ? text : term));
  }, [term]);

  // Only a settled change of the typed text is sent, not the address catching up with it.
  const sendSearch = useEffectEvent((text: string) => {
    if (text !== term) onTerm?.(text);
  });
  useEffect(() => sendSearch(settled), [settled]);

  const dateProps = {
    clearable: true,
    valueFormat: 'D MMM YYYY',
    placeholder: t('filters.anyDate'),
    nextLabel: t(`${monthKeys}.nextMonth`),
    previousLabel: t(`${monthKeys}.previousMonth`),
    popoverProps: { position: 'bottom-start' as const },
    w: dateWidth,
  };
  const day = (value: unknown) => (value ? String(value).slice(0, 10) : null);

  const termProps = {
    type: 'search',
    label: t('filters.search'),
    placeholder: t('filters.searchPlaceholder'),
    value: typed,
    maxLength: maxTermLength,
    rightSection: searching ? <Loader size="xs" /> : null,
    w: termWidth,
  };

  const selects: ReactNode = choices.map((choice) => (
    <Select
      key={choice.label}
      label={choice.label}
      placeholder={choice.placeholder}
      clearable
      data={choice.data}
      value={choice.value}
      onChange={choice.onChange}
      w={{ base: '100%', xs: choice.width }}
      comboboxProps={{ withinPortal: true }}
    />
  ));

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      {choicesAfterDates ? null : selects}
      <DatePickerInput
        {...dateProps}
        label={dateLabels?.from ?? t('filters.from')}
        value={from}
        maxDate={to ?? latest}
        onChange={(value) => onDates({ from: day(value) })}
      />
      <DatePickerInput
        {...dateProps}
        label={dateLabels?.to ?? t('filters.to')}
        value={to}
        minDate={from ?? undefined}
        maxDate={latest}
        onChange={(value) => onDates({ to: day(value) })}
      />
      {choicesAfterDates ? selects : null}
      {onTerm ? (
        suggestions ? (
          <SuggestingTermField {...termProps} suggestions={suggestions} onTyped={setTyped} />
        ) : (
          <TextInput {...termProps} onChange={(event) => setTyped(event.currentTarget.value)} />
        )
      ) : null}
      {extra}
      {filtered ? (
        <Button
          variant="subtle"
          onClick={() => {
            setTyped('');
            onClear();
          }}
        >
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}

/** The search field with what the search finds anywhere offered under it; typing still filters the list. */
function SuggestingTermField({
  suggestions,
  onTyped,
  ...props
}: {
  suggestions: TermSuggestions;
  onTyped: (text: string) => void;
  type: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength?: number;
  rightSection: ReactNode;
  w?: Width;
}) {
  return (
    <Autocomplete
      {...props}
      onChange={onTyped}
      data={suggestionGroups(suggestions, props.value)}
      // The server already matched them; the field must not filter them again by what is typed.
      filter={({ options }) => options}
      onOptionSubmit={suggestions.onPick}
      renderOption={({ option }) => {
        const item = suggestions.items.find((entry) => entry.value === option.value);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {option.value}
            </Text>
            {item ? (
              <Text size="xs" c="dimmed">
                {item.description} · {item.detail}
              </Text>
            ) : null}
          </Stack>
        );
      }}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={360}
    />
  );
}

/** The suggestions as the field's options, none once the field holds exactly what one of them is. */
function suggestionGroups(suggestions: TermSuggestions, typed: string) {
  const { items } = suggestions;
  if (items.length === 0 || items.some((item) => item.value === typed.trim())) return [];
  return [{ group: suggestions.heading, items: items.map((item) => item.value) }];
}
