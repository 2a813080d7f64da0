import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/** The generic fallback screen (spec §2): what failed, a way back and a reload. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = messageOf(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{message ?? t('error.unknown')}</Text>
        <Group>
          <Button variant="default" onClick={() => window.history.back()}>
            {t('error.goBack')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        </Group>
      </Stack>
    </Container>
  );
}
