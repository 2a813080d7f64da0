import { Box, Group, Stack, Text } from '@mantine/core';

/** The airline as the portal shows it without logos: its code on a tile, its name beside. */
export function AirlineTile({ code, name, detail }: { code: string; name: string; detail?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Box
        aria-hidden
        w={44}
        h={44}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          display: 'grid',
          placeItems: 'center',
          background: 'var(--mantine-primary-color-light)',
          color: 'var(--mantine-primary-color-light-color)',
          fontWeight: 800,
          fontFamily: 'monospace',
          flexShrink: 0,
        }}
      >
        {code}
      </Box>
      <Stack gap={0}>
        <Text fw={700} size="sm">
          {name}
        </Text>
        {detail ? (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
