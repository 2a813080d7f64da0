import { Alert, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ZUpdatePasswordRequest, type UpdatePasswordRequest } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useUpdatePassword } from '../api/profile';

type PasswordValues = { currentPassword: string; password: string; confirmPassword: string };
const empty: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Change password (User/updatepassword): the current one, then a new one with the spec's rules and messages. This
 * browser stays signed in; every other session of the user ends.
 */
export function PasswordCard() {
  const { t } = useTranslation('profile');
  const change = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues, unknown, UpdatePasswordRequest>({
    resolver: zodResolver(ZUpdatePasswordRequest),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: empty,
  });

  const submit = handleSubmit(async (request) => {
    try {
      const answer = await change.mutateAsync(request);
      if (!answer.passwordChanged) return;
      reset(empty);
      showToast({ color: 'green', message: t('password.changed') });
    } catch {
      // Shown below the fields from the mutation's error.
    }
  });

  const refused = change.isError
    ? errorMessage(change.error)
    : change.data && !change.data.passwordChanged
      ? (change.data.error?.message ?? t('password.failed'))
      : null;

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-password-title">
      <form noValidate aria-labelledby="profile-password-title" onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="profile-password-title">
            {t('password.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('password.intro')}
          </Text>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            {...register('currentPassword')}
          />
          <PasswordInput
            label={t('password.new')}
            description={t('password.rules')}
            autoComplete="new-password"
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            {...register('password')}
          />
          <PasswordInput
            label={t('password.confirm')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('password.show') }}
            {...register('confirmPassword')}
          />
          {refused ? (
            <Alert color="red" role="alert" title={t('password.failed')}>
              {refused}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
