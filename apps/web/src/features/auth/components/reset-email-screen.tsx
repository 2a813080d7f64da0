import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZLoginForm } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';

const ZResetEmailForm = ZLoginForm.pick({ username: true });

/** The first reset screen: the email to send the reset code to. Cancel returns to login. */
export function ResetEmailScreen({
  onSend,
  onCancel,
}: {
  onSend: (username: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ username: string }>({
    resolver: zodResolver(ZResetEmailForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      setProblem(await onSend(values.username));
    } catch (error) {
      setProblem(errorMessage(error, t('common:error.generic')));
    }
  });

  return (
    <form aria-label={t('resetTitle')} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={22}>
            {t('resetTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('resetDescription')}
          </Text>
        </div>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('sendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
