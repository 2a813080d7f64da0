import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../components/app-frame/i18n';

/** Where a page the user's role does not allow leads (spec §6). */
export default function AccessDeniedPage() {
  const { t } = useTranslation('frame');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="primary" aria-hidden="true" lh={1}>
          403
        </Text>
        <Title order={1}>{t('accessDenied.title')}</Title>
        <Text c="dimmed">{t('accessDenied.body')}</Text>
        <Anchor component={Link} to="/searchpad" fw={600}>
          {t('accessDenied.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
