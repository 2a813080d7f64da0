import { Alert, Group, Loader, Text } from '@mantine/core';

/** A page's first load: a spinner and what is being read. */
export function PageLoading({ text }: { text: string }) {
  return (
    <Group gap="sm" justify="center" py="xl" role="status">
      <Loader size="sm" />
      <Text fw={600}>{text}</Text>
    </Group>
  );
}

/** A page that cannot show what it was asked for, saying why (the server's message when it gave one). */
export function PageProblem({ title, message }: { title: string; message: string }) {
  return (
    <Alert color="red" role="alert" title={title}>
      {message}
    </Alert>
  );
}
