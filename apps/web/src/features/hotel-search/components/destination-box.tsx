import { useEffect, useState } from 'react';
import { Badge, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HotelSuggestion } from '@portal/contracts';
import { SuggestMinLength, useHotelSuggestions } from '../api/get-hotel-suggestions';
import { suggestionLabel, type DestinationValue } from '../utils/search-form-values';
import classes from './hotel-search-form.module.css';

const optionValue = (suggestion: Pick<HotelSuggestion, 'type' | 'id'>) =>
  `${suggestion.type}:${suggestion.id}`;

interface DestinationBoxProps {
  id: string;
  value: DestinationValue | null;
  onChange: (destination: DestinationValue | null) => void;
  error?: string;
}

/**
 * The city or hotel type-ahead (Search/Suggest, asked a quarter second after typing stops): arrows and Enter choose,
 * Escape closes. Leaving the box without choosing keeps what was chosen before.
 */
export function DestinationBox({ id, value, onChange, error }: DestinationBoxProps) {
  const { t } = useTranslation('hotelSearch');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState(value?.label ?? '');
  const [typing, setTyping] = useState(false);
  const [term] = useDebouncedValue(typing ? search : '', 250);
  const suggestions = useHotelSuggestions(term);

  // A reset from outside shows the new destination.
  useEffect(() => {
    setSearch(value?.label ?? '');
    setTyping(false);
  }, [value]);

  // Enter picks the best match without an arrow press first.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (suggestions.data && suggestions.data.length > 0) selectFirstOption();
  }, [suggestions.data, selectFirstOption]);

  const choose = (key: string) => {
    const suggestion = suggestions.data?.find((candidate) => optionValue(candidate) === key);
    if (!suggestion) return;
    const chosen = { type: suggestion.type, id: suggestion.id, label: suggestionLabel(suggestion) };
    onChange(chosen);
    setSearch(chosen.label);
    setTyping(false);
    combobox.closeDropdown();
  };

  const trimmed = search.trim();
  const waiting = typing && trimmed.length >= SuggestMinLength && (term !== search || suggestions.isFetching);
  let status: string | null = null;
  if (typing && trimmed.length < SuggestMinLength) status = t('form.suggestTypeMore');
  else if (waiting && !suggestions.data) status = t('form.suggestSearching');
  else if (suggestions.isError) status = t('form.suggestFailed');
  else if (typing && suggestions.data?.length === 0 && !waiting)
    status = t('form.suggestNone', { term: trimmed });

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal={false}
      position="bottom-start"
      width={380}
    >
      <Combobox.Target>
        <InputBase
          id={id}
          label={t('form.destination')}
          placeholder={t('form.destinationPlaceholder')}
          value={search}
          error={error}
          autoComplete="off"
          classNames={{ input: classes.bigInput }}
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
            // An emptied box means no destination; anything else half-typed goes back to the chosen one.
            if (search.trim() === '') onChange(null);
            else setSearch(value?.label ?? '');
            setTyping(false);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing} className={classes.suggestions}>
        <Combobox.Options aria-label={t('form.suggestions')} mah={340} style={{ overflowY: 'auto' }}>
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
          {!status
            ? suggestions.data?.map((suggestion) => (
                <Combobox.Option
                  value={optionValue(suggestion)}
                  key={optionValue(suggestion)}
                  aria-label={`${suggestionLabel(suggestion)} (${t(`form.suggestionTypes.${suggestion.type}`)})`}
                >
                  <Group justify="space-between" wrap="nowrap" gap="sm">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {suggestion.name}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {suggestion.type === 'City'
                          ? suggestion.countryName
                          : `${suggestion.cityName}, ${suggestion.countryName}`}
                      </Text>
                    </div>
                    <Badge
                      variant="light"
                      radius="sm"
                      color={suggestion.type === 'City' ? undefined : 'grape'}
                      style={{ flexShrink: 0 }}
                    >
                      {t(`form.suggestionTypes.${suggestion.type}`)}
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
