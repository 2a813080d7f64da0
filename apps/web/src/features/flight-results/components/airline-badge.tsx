import { Group, Text } from '@mantine/core';
import classes from './results.module.css';

/** The airline without a logo: its code in a tile and its name. */
export function AirlineBadge({
  code,
  name,
  size = 'md',
}: {
  code: string;
  name: string;
  size?: 'sm' | 'md';
}) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <span className={classes.airlineTile} data-size={size} aria-hidden="true">
        {code}
      </span>
      <Text fw={600} size={size === 'sm' ? 'sm' : 'md'} truncate>
        {name}
        <Text span c="dimmed" size="xs" ml={6}>
          {code}
        </Text>
      </Text>
    </Group>
  );
}
