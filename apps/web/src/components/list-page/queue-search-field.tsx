import { useEffect, useEffectEvent, useState } from 'react';
import { Loader, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * A queue's search field, kept in the address: what is typed is sent a moment after typing stops, and the field
 * follows the address when it changes from elsewhere (Back, a shared link).
 */
export function QueueSearchField({
  value,
  onChange,
  label,
  placeholder,
  maxLength,
  searching,
  width = 280,
}: {
  value: string;
  onChange: (search: string) => void;
  label: string;
  placeholder: string;
  maxLength: number;
  searching: boolean;
  /** The field's width from the smallest breakpoint up; on phones it takes the whole line. */
  width?: number;
}) {
  const [typed, setTyped] = useState(value);
  const [settled] = useDebouncedValue(typed.trim(), 350);

  useEffect(() => {
    setTyped((text) => (text.trim() === value ? text : value));
  }, [value]);

  const send = useEffectEvent((text: string) => {
    if (text !== value) onChange(text);
  });
  useEffect(() => send(settled), [settled]);

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={typed}
      maxLength={maxLength}
      onChange={(event) => setTyped(event.currentTarget.value)}
      rightSection={searching ? <Loader size="xs" /> : null}
      w={{ base: '100%', xs: width }}
    />
  );
}
