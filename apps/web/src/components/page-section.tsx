import type { ReactNode } from 'react';
import { Box, Container, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface PageSectionProps {
  title?: ReactNode;
  children: ReactNode;
  id?: string;
}

/** A titled block of a public page, with consistent spacing and width. */
export function PageSection({ title, children, id }: PageSectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? headingId : undefined}
      py={{ base: 40, md: 64 }}
    >
      <Container size="lg">
        {title ? (
          <Title order={2} id={headingId} mb="lg" ta="center">
            {title}
          </Title>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

interface PageHeroProps {
  title: ReactNode;
  subtitle?: ReactNode;
  image?: string;
  actions?: ReactNode;
}

/** The opening band of a public page: heading, a line of text, optional picture and buttons. */
export function PageHero({ title, subtitle, image, actions }: PageHeroProps) {
  return (
    <Box
      component="section"
      py={{ base: 40, md: 72 }}
      style={{ background: 'var(--mantine-color-primary-0)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: image ? 2 : 1 }} spacing="xl" style={{ alignItems: 'center' }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 30, md: 42 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text size="lg" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
            {actions ? <Group gap="sm">{actions}</Group> : null}
          </Stack>
          {image ? <Image src={image} alt="" maw={520} mx="auto" /> : null}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
