import { useState } from 'react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZLoginForm, type LoginForm } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { saveToken } from '../../../lib/client-store';
import type { LoginFormProps } from '../../../tenant/login-form-slot';
import { useAuthenticate } from '../api/authenticate';
import '../i18n';

/** Email and password sign-in; a correct login stores the token and opens the search pad. */
export default function LoginBox({ onSignUp, withTitle = false }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const authenticate = useAuthenticate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginForm>({
    resolver: zodResolver(ZLoginForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await authenticate.mutateAsync(values);
      const token = result.identity?.token;
      if (result.authenticated && token && !result.forceChangePassword && !result.verifyPhoneNumber) {
        saveToken(token);
        await navigate('/searchpad');
        return;
      }
      setFailure(result.error?.message ?? result.error?.code ?? t('extraStep'));
    } catch (error) {
      setFailure(errorMessage(error, t('common:error.generic')));
    }
  });

  return (
    <Stack gap="md" id="login">
      {withTitle ? (
        <div>
          <Title order={2} fz={24}>
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </div>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('title')}>
        <Stack gap="sm">
          {failure ? (
            <Alert color="red" variant="light" role="alert" title={t('failed')}>
              {failure}
            </Alert>
          ) : null}
          <TextInput
            label={t('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            {...register('password')}
          />
          <Text size="sm">
            {t('forgotPassword')}{' '}
            <Anchor component={Link} to="/reset-password" fw={600}>
              {t('resetHere')}
            </Anchor>
          </Text>
          <Button type="submit" loading={authenticate.isPending} fullWidth size="md">
            {t('login')}
          </Button>
          <Text size="sm" ta="center">
            {t('noAccount')}{' '}
            <Anchor component={Link} to="/register_proprietor" fw={600} onClick={onSignUp}>
              {t('signUpHere')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Stack>
  );
}
