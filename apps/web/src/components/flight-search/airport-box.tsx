import { useEffect, useState } from 'react';
import { Badge, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Airport } from '@portal/contracts';
import { airportByCodeQuery, useAirportsByKey } from './api/get-airports-by-key';
import classes from './flight-search-form.module.css';

export function airportLabel(airport: Airport | null): string {
  return airport ? `${airport.cityName} (${airport.airportCode})` : '';
}

interface AirportBoxProps {
  label: string;
  value: Airport | null;
  onChange: (airport: Airport | null) => void;
  error?: string;
  /** Stable id, so the label and error point at this box. */
  id: string;
}

/** The airport type-ahead: city, airport name, code and country; arrows and Enter choose, Escape closes. */
export function AirportBox({ label, value, onChange, error, id }: AirportBoxProps) {
  const { t } = useTranslation('flightSearch');
  const queryClient = useQueryClient();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(airportLabel(value));
  const [typing, setTyping] = useState(false);
  const [term] = useDebouncedValue(typing ? search : '', 250);
  const airports = useAirportsByKey(term);

  // A swap or a reset from outside shows the new airport.
  useEffect(() => {
    setSearch(airportLabel(value));
    setTyping(false);
  }, [value]);

  // Enter picks the best match without an arrow press first.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (airports.data && airports.data.length > 0) selectFirstOption();
  }, [airports.data, selectFirstOption]);

  const choose = (code: string) => {
    const airport = airports.data?.find((candidate) => candidate.airportCode === code) ?? null;
    if (airport) queryClient.setQueryData(airportByCodeQuery(airport.airportCode).queryKey, airport);
    onChange(airport);
    setSearch(airportLabel(airport));
    setTyping(false);
    combobox.closeDropdown();
  };

  const trimmed = search.trim();
  const waiting = typing && trimmed.length >= 2 && (term !== search || airports.isFetching);
  let status: string | null = null;
  if (typing && trimmed.length < 2) status = t('airportTypeMore');
  else if (waiting && !airports.data) status = t('airportSearching');
  else if (airports.isError) status = t('airportFailed');
  else if (typing && airports.data?.length === 0 && !waiting) status = t('airportNone', { term: trimmed });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal={false}
      position="bottom-start"
      width={360}
    >
      <Combobox.Target>
        <InputBase
          id={id}
          label={label}
          placeholder={t('airportPlaceholder')}
          value={search}
          error={error}
          autoComplete="off"
          classNames={{ input: classes.bigInput }}
          title={value ? `${value.airportName}, ${value.countryName}` : undefined}
          rightSection={waiting ? <Loader size={16} /> : null}
          rightSectionPointerEvents="none"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={(event) => {
            event.currentTarget.select();
            if (typing) combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            // Leaving the box without choosing keeps the airport chosen before; an emptied box means none.
            if (search.trim() === '') onChange(null);
            else setSearch(airportLabel(value));
            setTyping(false);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing} className={classes.airportDropdown}>
        <Combobox.Options aria-label={label} mah={320} style={{ overflowY: 'auto' }}>
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
          {!status
            ? airports.data?.map((airport) => (
                <Combobox.Option
                  value={airport.airportCode}
                  key={airport.airportCode}
                  aria-label={`${airport.cityName}, ${airport.airportName} (${airport.airportCode}), ${airport.countryName}`}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {airport.cityName}, {airport.countryName}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {airport.airportName}
                      </Text>
                    </div>
                    <Badge variant="light" radius="sm" style={{ flexShrink: 0 }}>
                      {airport.airportCode}
                    </Badge>
                  </Group>
                </Combobox.Option>
              ))
            : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
