import { Divider, Text } from '@mantine/core';

/** The dashed line between two legs of a journey, naming the wait and where it is. */
export function LayoverDivider({ label }: { label: string }) {
  return (
    <Divider
      my="sm"
      variant="dashed"
      labelPosition="center"
      label={
        <Text size="xs" fw={600} c="orange.9">
          {label}
        </Text>
      }
    />
  );
}
