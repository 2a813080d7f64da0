import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

/** How long after typing stops the suggestions are asked for. */
const DebounceMs = 250;

export interface TypeAhead {
  /** What the box shows: the chosen value's label, or what is being typed. */
  search: string;
  setSearch: (search: string) => void;
  typing: boolean;
  setTyping: (typing: boolean) => void;
  /** What to ask suggestions for: the search once typing pauses, empty when not typing. */
  term: string;
}

/** The text of a suggestion box; a new value from outside (a swap, a reset) replaces what was typed. */
export function useTypeAhead(value: unknown, valueLabel: string): TypeAhead {
  const [search, setSearch] = useState(valueLabel);
  const [typing, setTyping] = useState(false);
  const [term] = useDebouncedValue(typing ? search : '', DebounceMs);

  useEffect(() => {
    setSearch(valueLabel);
    setTyping(false);
  }, [value, valueLabel]);

  return { search, setSearch, typing, setTyping, term };
}
