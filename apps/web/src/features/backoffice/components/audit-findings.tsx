import { Badge, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** One of the audit's lists of what does not add up; empty is the healthy answer. */
export function AuditFindings({ title, hint, ids }: { title: string; hint: string; ids: string[] }) {
  const { t } = useTranslation('backoffice');
  const headingId = `audit-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} fz="md" id={headingId}>
          {title}{' '}
          <Badge variant="light" color={ids.length === 0 ? 'green' : 'red'} ml={4}>
            {ids.length}
          </Badge>
        </Title>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        {ids.length === 0 ? (
          <Text size="sm" c="green.8" fw={600}>
            {t('ledger.none')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {ids.map((id) => (
              <List.Item key={id}>
                <Code>{id}</Code>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
