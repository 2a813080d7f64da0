import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { useMoney } from '../../../lib/use-money';
import type { Counted } from '../utils/filter-options';

interface FilterChecklistProps<K extends string> {
  legend: string;
  options: Counted<K>[];
  chosen: readonly K[];
  onChange: (chosen: K[]) => void;
  label: (key: K) => string;
  hint?: (key: K) => string | undefined;
  /** Show the cheapest price beside each option. */
  withPrice?: boolean;
  currency: string;
}

/** A filter group of checkboxes, each with its count (and cheapest price) over the results loaded. */
export function FilterChecklist<K extends string>(props: FilterChecklistProps<K>) {
  const money = useMoney();
  if (props.options.length === 0) return null;
  const toggle = (key: K, on: boolean) =>
    props.onChange(on ? [...props.chosen, key] : props.chosen.filter((candidate) => candidate !== key));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={6}>
        {props.legend}
      </Text>
      <Stack gap={6}>
        {props.options.map((option) => (
          <Checkbox
            key={option.key}
            size="sm"
            checked={props.chosen.includes(option.key)}
            onChange={(event) => toggle(option.key, event.currentTarget.checked)}
            styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1, minWidth: 0 } }}
            label={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {props.label(option.key)}
                  </Text>
                  {props.hint?.(option.key) ? (
                    <Text size="xs" c="dimmed">
                      {props.hint(option.key)}
                    </Text>
                  ) : null}
                </div>
                <Text size="xs" c="dimmed" ta="right" style={{ flexShrink: 0 }}>
                  {props.withPrice ? `${money(option.minAmount, props.currency)} · ` : ''}
                  {option.count}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </fieldset>
  );
}
