import { useRef } from 'react';
import { Group, TextInput } from '@mantine/core';
import { Business } from '@portal/contracts';

export const emptyCode = () => Array.from({ length: Business.otpLength }, () => '');

/**
 * Six single-digit boxes. Typing moves to the next box, Backspace on an empty box to the previous one, and pasting
 * (or typing several digits at once) fills the boxes from the current one.
 */
export function CodeBoxes({
  digits,
  onChange,
  inputRefs,
  invalid,
  digitLabel,
}: {
  digits: string[];
  onChange: (digits: string[]) => void;
  inputRefs: React.RefObject<Array<HTMLInputElement | null>>;
  invalid: boolean;
  /** The accessible name of a box, from its 1-based number. */
  digitLabel: (number: number) => string;
}) {
  const latest = useRef(digits);
  latest.current = digits;

  const fillFrom = (index: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, Business.otpLength - index);
    if (incoming === '') return;
    const next = [...latest.current];
    [...incoming].forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    const focusIndex = Math.min(index + incoming.length, Business.otpLength - 1);
    inputRefs.current[focusIndex]?.focus();
  };

  return (
    <Group gap="xs" justify="center" wrap="nowrap">
      {digits.map((digit, index) => (
        <TextInput
          key={index}
          ref={(element) => {
            inputRefs.current[index] = element;
          }}
          value={digit}
          aria-label={digitLabel(index + 1)}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          error={invalid && digit === ''}
          // 44 px each, narrowing on a phone's card or dialog rather than pushing past its edge.
          style={{ flex: '0 1 44px', minWidth: 0 }}
          styles={{ input: { textAlign: 'center', fontSize: 20, fontWeight: 600, paddingInline: 0 } }}
          onPaste={(event) => {
            event.preventDefault();
            fillFrom(index, event.clipboardData.getData('text'));
          }}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') {
              const next = [...latest.current];
              next[index] = '';
              onChange(next);
              return;
            }
            // The box already held a digit: the new one is whichever character is not the old one.
            const typed =
              value.length > 1 && value.startsWith(digit) && digit !== '' ? value.slice(1) : value;
            fillFrom(index, typed);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Backspace' && digit === '' && index > 0) {
              const next = [...latest.current];
              next[index - 1] = '';
              onChange(next);
              inputRefs.current[index - 1]?.focus();
              event.preventDefault();
            }
          }}
        />
      ))}
    </Group>
  );
}
