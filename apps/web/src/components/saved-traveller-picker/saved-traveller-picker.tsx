import { useState } from 'react';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { TravellerLimit, type TravellerChoice } from '@portal/contracts';
import { useTravellerSearch } from './search-travellers';

/**
 * "Pick a saved traveller": searches the agency's travellers as one types (name, or passport number for who may view
 * travellers), offering only those whose age fits the form's passenger type; picking one fills the form. The texts
 * are the form's own, under `keys` (pick, placeholder, searching, none, option).
 */
export function SavedTravellerPicker({
  born,
  onPick,
  formatDay,
  t: translate,
  keys,
  label,
}: {
  born: { min: string; max: string };
  /** A traveller picked, or null when the box is cleared. */
  onPick: (traveller: TravellerChoice | null) => void;
  formatDay: (day: string) => string;
  t: TFunction;
  keys: string;
  /** The box's accessible name when several forms on the page have one (the visible label stays `pick`). */
  label?: string;
}) {
  const t = (key: string, values?: Record<string, string>) => translate(`${keys}.${key}`, values ?? {});
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<TravellerChoice | null>(null);
  const optionLabel = (traveller: TravellerChoice) =>
    t('option', {
      name: `${traveller.title} ${traveller.firstName} ${traveller.lastName}`,
      born: formatDay(traveller.dateOfBirth),
    }) + (traveller.passportNumber ? ` · ${traveller.passportNumber}` : '');
  // The box shows the picked traveller's label once picked: that is not a new search.
  const searching =
    picked && typed === optionLabel(picked) ? '' : typed.trim().slice(0, TravellerLimit.maxSearchTerm);
  const [term] = useDebouncedValue(searching, 300);
  const search = useTravellerSearch({ term, bornFrom: born.min, bornTo: born.max });
  const found = term.length >= TravellerLimit.minSearchTerm ? (search.data?.travellers ?? []) : [];
  const travellers = picked && !found.some((row) => row.id === picked.id) ? [picked, ...found] : found;

  return (
    <Select
      label={t('pick')}
      aria-label={label}
      placeholder={t('placeholder')}
      searchable
      clearable
      value={picked?.id ?? null}
      searchValue={typed}
      onSearchChange={setTyped}
      data={travellers.map((traveller) => ({ value: traveller.id, label: optionLabel(traveller) }))}
      // The server matched them already (by name in either order or by passport); no second filtering here.
      filter={({ options }) => options}
      nothingFoundMessage={
        term.length >= TravellerLimit.minSearchTerm && !search.isFetching ? t('none') : undefined
      }
      rightSection={search.isFetching ? <Loader size="xs" aria-label={t('searching')} /> : null}
      onChange={(id) => {
        const traveller = travellers.find((candidate) => candidate.id === id) ?? null;
        setPicked(traveller);
        onPick(traveller);
      }}
      comboboxProps={{ withinPortal: true }}
      maw={520}
    />
  );
}
