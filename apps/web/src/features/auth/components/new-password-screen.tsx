import { useState } from 'react';
import { Alert, Button, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZNewPasswordForm, type NewPasswordForm } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';

/** The new-password screen (spec §2): Password, Confirm Password, Change password and Cancel. */
export function NewPasswordScreen({
  description,
  onSubmit,
  onCancel,
}: {
  description: string;
  /** Answers an error message to show, or null when the password was changed. */
  onSubmit: (password: string) => Promise<string | null>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('auth');
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      setProblem(await onSubmit(values.password));
    } catch (error) {
      setProblem(errorMessage(error, t('common:error.generic')));
    }
  });

  return (
    <form aria-label={t('newPasswordTitle')} noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <div>
          <Title order={2} fz={22}>
            {t('newPasswordTitle')}
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
        <PasswordInput
          label={t('password')}
          autoComplete="new-password"
          error={errors.password?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          {...register('password')}
        />
        <PasswordInput
          label={t('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          {...register('confirmPassword')}
        />
        <Group grow>
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
