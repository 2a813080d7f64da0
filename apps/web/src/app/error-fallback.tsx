import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/chunk-reload';

function messageOf(error: unknown): string | undefined {
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

/**
 * Back where the visitor came from. A tab opened on the failing page (no referrer, and the router's first entry:
 * React Router numbers its entries in history.state.idx) has nothing behind it, so it goes home instead.
 */
function goBack() {
  const entry = (window.history.state as { idx?: unknown } | null)?.idx;
  if ((typeof entry === 'number' && entry > 0) || document.referrer !== '') window.history.back();
  else window.location.assign('/');
}

/** The generic fallback screen (spec §2): what failed, a way back and a reload. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  // The browser's own words for a file it could not fetch name a hashed file path, which helps nobody.
  const message = isChunkLoadError(error) ? t('error.pageNotLoaded') : messageOf(error);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{message ?? t('error.unknown')}</Text>
        <Group>
          <Button variant="default" onClick={goBack}>
            {t('error.goBack')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
        </Group>
      </Stack>
    </Container>
  );
}
