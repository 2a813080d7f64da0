import type { FormEvent, ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { showAuthError } from './show-auth-error';
import { useStepHeadingShown } from './step-heading';

/**
 * Runs a sign-in step's call: the call answers an error message (or null when the step moved on), and a thrown
 * failure is told by its message or the generic one; either shows as a toast.
 */
export function useStepAttempt() {
  const { t } = useTranslation('auth');
  const attempt = async (call: () => Promise<string | null>) => {
    try {
      const failure = await call();
      if (failure) showAuthError(failure);
    } catch (error) {
      showAuthError(errorMessage(error, t('common:error.generic')));
    }
  };
  return { attempt };
}

/** The frame every sign-in step screen shares: a named form, its heading and description, then its fields. */
export function StepForm({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const headingShown = useStepHeadingShown();
  return (
    <form aria-label={title} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="sm">
        <div>
          {headingShown ? (
            <Title order={2} fz={22}>
              {title}
            </Title>
          ) : null}
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
        {children}
      </Stack>
    </form>
  );
}
