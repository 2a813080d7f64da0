import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Any path the portal does not have (or does not show for this tenant). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="primary" aria-hidden="true" lh={1}>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Anchor component={Link} to="/" fw={600}>
          {t('notFound.home')}
        </Anchor>
      </Stack>
    </Container>
  );
}
