import { Alert, Group, Loader, Text } from '@mantine/core';

/** What a panel shows while its data loads or when it failed. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <Group gap="sm" role="status" py="sm">
      <Loader size="sm" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

export function PanelFailed({ message }: { message: string }) {
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
