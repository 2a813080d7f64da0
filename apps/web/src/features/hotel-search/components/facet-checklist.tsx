import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FacetChecklistProps {
  legend: string;
  /** Each value with how many hotels have it. */
  options: ReadonlyArray<{ value: string; count: number }>;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  label?: (value: string) => string;
  /** How many to show before "Show all". */
  limit?: number;
}

/**
 * A filter group of checkboxes with the number of hotels for each. A chosen value stays listed even when no hotel
 * arrived so far has it, so it can be cleared.
 */
export function FacetChecklist({ legend, options, chosen, onChange, label, limit = 6 }: FacetChecklistProps) {
  const { t } = useTranslation('hotelSearch');
  const [all, setAll] = useState(false);
  const known = new Set(options.map((option) => option.value));
  const listed = [
    ...options,
    ...chosen.filter((value) => !known.has(value)).map((value) => ({ value, count: 0 })),
  ];
  if (listed.length === 0) return null;
  const shown = all ? listed : listed.slice(0, limit);
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((candidate) => candidate !== value));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={6}>
        {legend}
      </Text>
      <Stack gap={6}>
        {shown.map((option) => (
          <Checkbox
            key={option.value}
            size="sm"
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            styles={{ body: { alignItems: 'center' }, labelWrapper: { flex: 1, minWidth: 0 } }}
            label={
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" truncate>
                  {label ? label(option.value) : option.value}
                </Text>
                <Text
                  size="xs"
                  c="dimmed"
                  style={{ flexShrink: 0 }}
                  aria-label={t('filters.hotelCount', { count: option.count })}
                >
                  {option.count}
                </Text>
              </Group>
            }
          />
        ))}
        {listed.length > limit ? (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => setAll((open) => !open)}
            aria-expanded={all}
          >
            {all ? t('filters.showFewer') : t('filters.showAll', { count: listed.length })}
          </Button>
        ) : null}
      </Stack>
    </fieldset>
  );
}
