import { Box, Container, Image, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoginLayoutProps } from '../theme-parts';

/** Cover: the brand picture on one side, the form on the other (picture first, or form first for "formleft"). */
export function CoverLoginLayout({
  form,
  cover,
  title,
  formFirst = false,
}: LoginLayoutProps & { formFirst?: boolean }) {
  const { t } = useTranslation();
  const picture = (
    <Box visibleFrom="md" style={{ order: formFirst ? 2 : 1 }}>
      <Image src={cover} alt="" radius="lg" mah={560} w="auto" maw="100%" fit="contain" mx="auto" />
    </Box>
  );
  return (
    <Container size="lg" py={{ base: 32, md: 64 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" style={{ alignItems: 'center' }}>
        {picture}
        <Paper
          withBorder
          shadow="sm"
          radius="lg"
          p={{ base: 'lg', md: 40 }}
          style={{ order: formFirst ? 1 : 2 }}
        >
          <Title order={1} fz={28} mb="lg">
            {title ?? t('nav.login')}
          </Title>
          {form}
        </Paper>
      </SimpleGrid>
    </Container>
  );
}

export function FormLeftLoginLayout(props: LoginLayoutProps) {
  return <CoverLoginLayout {...props} formFirst />;
}
