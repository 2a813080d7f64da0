import { SimpleGrid, Text } from '@mantine/core';

/** A line's figures on its phone card: label over value, two to a row. */
export function CardFigures({ figures }: { figures: Array<[label: string, value: string]> }) {
  return (
    <SimpleGrid cols={2} spacing={6} verticalSpacing={6} component="dl" m={0}>
      {figures.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
