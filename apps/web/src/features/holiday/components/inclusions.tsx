import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What the price includes and what it does not, side by side on wide screens. */
export function Inclusions({
  inclusions,
  exclusions,
}: {
  inclusions: readonly string[];
  exclusions: readonly string[];
}) {
  const { t } = useTranslation('holiday');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="package-inclusions"
      >
        <Stack gap="xs">
          <Title order={2} fz="lg" id="package-inclusions">
            {t('details.inclusions')}
          </Title>
          <List
            size="sm"
            spacing={4}
            icon={
              <Text c="green.7" fw={700} aria-hidden="true">
                ✓
              </Text>
            }
          >
            {inclusions.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p={{ base: 'sm', sm: 'md' }}
        component="section"
        aria-labelledby="package-exclusions"
      >
        <Stack gap="xs">
          <Title order={2} fz="lg" id="package-exclusions">
            {t('details.exclusions')}
          </Title>
          {exclusions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('details.noExclusions')}
            </Text>
          ) : (
            <List
              size="sm"
              spacing={4}
              icon={
                <Text c="red.7" fw={700} aria-hidden="true">
                  ✕
                </Text>
              }
            >
              {exclusions.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
