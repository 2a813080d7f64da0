import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';

/**
 * The problem a sign-in step shows above its fields. `attempt` runs the step's call: the call answers a message to
 * show (or null), and a thrown failure shows its message or the generic one.
 */
export function useStepProblem() {
  const { t } = useTranslation('auth');
  const [problem, setProblem] = useState<string | null>(null);
  const attempt = async (call: () => Promise<string | null>) => {
    setProblem(null);
    try {
      setProblem(await call());
    } catch (error) {
      setProblem(errorMessage(error, t('common:error.generic')));
    }
  };
  return { problem, attempt };
}

/** The frame every sign-in step screen shares: a named form, its heading and description, then the problem. */
export function StepForm({
  title,
  description,
  problem,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  problem: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form aria-label={title} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={22}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </form>
  );
}
