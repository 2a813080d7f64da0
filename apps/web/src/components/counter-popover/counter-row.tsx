import { useId } from 'react';
import { ActionIcon, Group, Text } from '@mantine/core';

interface CounterRowProps {
  label: string;
  hint: string;
  /** Names of the − and + buttons, so each says what it counts. */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}

/** A labelled count with − and + buttons, each disabled at its bound. */
export function CounterRow(props: CounterRowProps) {
  const id = useId();
  return (
    <Group justify="space-between" wrap="nowrap" role="group" aria-labelledby={id}>
      <div>
        <Text id={id} fw={600} size="sm">
          {props.label}
        </Text>
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={props.decreaseLabel}
          disabled={props.value <= props.min}
          onClick={() => props.onChange(props.value - 1)}
        >
          −
        </ActionIcon>
        <Text w={24} ta="center" fw={700} aria-live="polite">
          {props.value}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={props.increaseLabel}
          disabled={props.value >= props.max}
          onClick={() => props.onChange(props.value + 1)}
        >
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}
