import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AuthenticateResponse, LoginForm } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import type { LoginFormProps } from '../../../tenant/login-form-slot';
import { useAuthenticate } from '../api/authenticate';
import type { LoginFieldErrors } from './login-validation';
import { showAuthError } from './show-auth-error';
import '../i18n';

/** The rules arrive when the person first focuses the form, ahead of the first check. */
const loadLoginValidation = () => import('./login-validation');

/**
 * Email and password; the answer is handed to `proceed`, which picks the next step. Two fields keep their state
 * here rather than in a form library, which the home page's first visit would otherwise download.
 */
export function CredentialsForm({
  withTitle,
  onSignUp,
  onReset,
  proceed,
}: LoginFormProps & {
  onReset: () => void;
  proceed: (result: AuthenticateResponse, username: string, password: string) => Promise<string | null>;
}) {
  const { t } = useTranslation('auth');
  const authenticate = useAuthenticate();
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  // Null until the first submit; from then on the fields are checked again as they change.
  const [errors, setErrors] = useState<LoginFieldErrors | null>(null);
  const fields = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const change = (field: keyof LoginForm) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.currentTarget.value };
    setValues(next);
    if (errors)
      void loadLoginValidation().then(({ checkLoginForm }) => setErrors(checkLoginForm(next).errors ?? {}));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { checkLoginForm } = await loadLoginValidation();
    const checked = checkLoginForm(values);
    setErrors(checked.errors ?? {});
    if (!checked.values) {
      fields[checked.errors.username ? 'username' : 'password'].current?.focus();
      return;
    }
    const { username, password } = checked.values;
    try {
      const failure = await proceed(
        await authenticate.mutateAsync({ username, password }),
        username,
        password,
      );
      if (failure) showAuthError(failure);
    } catch (error) {
      showAuthError(errorMessage(error, t('common:error.generic')));
    }
  };

  return (
    <>
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
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={loadLoginValidation}
        noValidate
        aria-label={t('title')}
      >
        <Stack gap="sm">
          <TextInput
            ref={fields.username}
            name="username"
            label={t('email')}
            type="email"
            autoComplete="username"
            inputMode="email"
            value={values.username}
            onChange={change('username')}
            error={errors?.username}
          />
          <PasswordInput
            ref={fields.password}
            name="password"
            label={t('password')}
            autoComplete="current-password"
            value={values.password}
            onChange={change('password')}
            error={errors?.password}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
          />
          <Text size="sm">
            {t('forgotPassword')}{' '}
            <Anchor
              href="#reset-password"
              fw={600}
              onClick={(event) => {
                event.preventDefault();
                onReset();
              }}
            >
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
    </>
  );
}
