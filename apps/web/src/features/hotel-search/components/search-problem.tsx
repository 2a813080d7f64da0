import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface SearchProblemProps {
  title: string;
  message: string;
  action?: { label: string; onClick?: () => void; to?: string; loading?: boolean };
}

/** An expired, unknown or failed search or hotel, with what the person can do next. */
export function SearchProblem({ title, message, action }: SearchProblemProps) {
  const { t } = useTranslation('hotelSearch');
  return (
    <Paper withBorder radius="md" p="xl" role="alert">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="xl">
          {title}
        </Title>
        <Text>{message}</Text>
        <Group gap="sm">
          {action?.to ? (
            <Button component={Link} to={action.to}>
              {action.label}
            </Button>
          ) : action ? (
            <Button onClick={action.onClick} loading={action.loading}>
              {action.label}
            </Button>
          ) : null}
          <Button component={Link} to="/searchpad/hotel" variant="default">
            {t('results.backToSearchpad')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
