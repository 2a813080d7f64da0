import type { ReactNode } from 'react';
import { Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';

interface CtaBandProps {
  id: string;
  title: string;
  description: string;
  actions: ReactNode;
}

/** The closing call to action of a page, on a tint of the tenant's primary colour. */
export function CtaBand({ id, title, description, actions }: CtaBandProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={headingId} py={{ base: 40, md: 64 }}>
      <Container size="lg">
        <Paper radius="lg" p={{ base: 'xl', md: 48 }} bg="var(--mantine-primary-color-light)">
          <Stack gap="md" align="center" ta="center">
            <Title order={2} id={headingId}>
              {title}
            </Title>
            <Text size="lg" maw={640}>
              {description}
            </Text>
            <Group gap="sm" justify="center">
              {actions}
            </Group>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
