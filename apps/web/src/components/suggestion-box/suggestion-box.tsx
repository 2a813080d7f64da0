import { useEffect, type ReactNode } from 'react';
import { Badge, Combobox, Group, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import type { TypeAhead } from './use-type-ahead';
import classes from './suggestion-box.module.css';

/** How one suggestion reads in the list. */
export interface SuggestionView {
  /** Tells this suggestion from the others in the list. */
  value: string;
  /** The option's full name for a screen reader. */
  name: string;
  title: string;
  detail: string;
  badge: string;
  badgeColor?: string;
}

export interface SuggestionTexts {
  typeMore: string;
  searching: string;
  failed: string;
  none: (term: string) => string;
}

interface SuggestionBoxProps<S> {
  /** Stable id, so the label and error point at this box. */
  id: string;
  label: string;
  placeholder: string;
  error?: string | undefined;
  title?: string | undefined;
  inputClassName: string | undefined;
  /** Width of the list in pixels, and its greatest height before it scrolls. */
  width: number;
  listHeight: number;
  listLabel: string;
  typeAhead: TypeAhead;
  /** The label of the value chosen before, shown again when leaving the box without choosing. */
  valueLabel: string;
  suggestions: { data?: S[]; isFetching: boolean; isError: boolean };
  minLength: number;
  texts: SuggestionTexts;
  view: (suggestion: S) => SuggestionView;
  /** Returns the label the box shows for the choice. */
  onChoose: (suggestion: S) => string;
  onClear: () => void;
}

/**
 * A type-ahead box: suggestions are asked for once typing pauses; arrows and Enter choose, Escape closes. Leaving the
 * box without choosing keeps what was chosen before; an emptied box means nothing chosen.
 */
export function SuggestionBox<S>(props: SuggestionBoxProps<S>) {
  const { typeAhead, suggestions, texts, view } = props;
  const { search, setSearch, typing, setTyping, term } = typeAhead;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // Enter picks the best match without an arrow press first.
  const { selectFirstOption } = combobox;
  useEffect(() => {
    if (suggestions.data && suggestions.data.length > 0) selectFirstOption();
  }, [suggestions.data, selectFirstOption]);

  const choose = (key: string) => {
    const suggestion = suggestions.data?.find((candidate) => view(candidate).value === key);
    if (suggestion === undefined) return;
    setSearch(props.onChoose(suggestion));
    setTyping(false);
    combobox.closeDropdown();
  };

  const trimmed = search.trim();
  const waiting = typing && trimmed.length >= props.minLength && (term !== search || suggestions.isFetching);
  let status: string | null = null;
  if (typing && trimmed.length < props.minLength) status = texts.typeMore;
  else if (waiting && !suggestions.data) status = texts.searching;
  else if (suggestions.isError) status = texts.failed;
  else if (typing && suggestions.data?.length === 0 && !waiting) status = texts.none(trimmed);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={choose}
      withinPortal={false}
      position="bottom-start"
      width={props.width}
    >
      <Combobox.Target>
        <InputBase
          id={props.id}
          label={props.label}
          placeholder={props.placeholder}
          value={search}
          error={props.error}
          autoComplete="off"
          classNames={{ input: props.inputClassName }}
          title={props.title}
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
            if (search.trim() === '') props.onClear();
            else setSearch(props.valueLabel);
            setTyping(false);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!typing} className={classes.dropdown}>
        <Combobox.Options aria-label={props.listLabel} mah={props.listHeight} style={{ overflowY: 'auto' }}>
          {status ? <Combobox.Empty>{status}</Combobox.Empty> : null}
          {!status
            ? suggestions.data?.map((suggestion) => {
                const option = view(suggestion);
                return <SuggestionOption key={option.value} option={option} />;
              })
            : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function SuggestionOption({ option }: { option: SuggestionView }): ReactNode {
  return (
    <Combobox.Option value={option.value} aria-label={option.name}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {option.title}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {option.detail}
          </Text>
        </div>
        <Badge variant="light" radius="sm" color={option.badgeColor} style={{ flexShrink: 0 }}>
          {option.badge}
        </Badge>
      </Group>
    </Combobox.Option>
  );
}
