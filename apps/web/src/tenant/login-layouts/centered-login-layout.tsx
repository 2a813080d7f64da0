import { Box, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginLayoutProps } from '../theme-parts';

/** Centered: a card in the middle of the page over the brand picture. */
export function CenteredLoginLayout({ form, cover, title }: LoginLayoutProps) {
  const { t } = useTranslation();
  return (
    <Box
      py={{ base: 32, md: 80 }}
      px="md"
      style={{
        background: `linear-gradient(rgba(0,0,0,0.35), rgba(0,0,0,0.35)), url("${cover}") center / cover, var(--mantine-color-primary-1)`,
      }}
    >
      <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', md: 40 }} maw={440} mx="auto">
        <Title order={1} fz={28} mb="lg" ta="center">
          {title ?? t('nav.login')}
        </Title>
        {form}
      </Paper>
    </Box>
  );
}
