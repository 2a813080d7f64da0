import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface SearchProblemAction {
  label: string;
  /** A link when `to` is given, a button otherwise. */
  to?: string;
  onClick?: () => void;
  loading?: boolean;
}

interface SearchProblemProps {
  title: string;
  message: string;
  action?: SearchProblemAction | undefined;
  /** The way back to the search form. */
  back: { to: string; label: string };
}

/** An expired, unknown or failed search, with what the person can do next. */
export function SearchProblem({ title, message, action, back }: SearchProblemProps) {
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
          <Button component={Link} to={back.to} variant="default">
            {back.label}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
