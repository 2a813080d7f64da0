import { Alert, Button, Loader, PasswordInput, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZNewPasswordForm, type NewPasswordForm } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useTenantConfig, useTheme } from '../../../tenant/tenant-context';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import '../i18n';

/** Where this tenant's visitors sign in: the home page's login box, or the login page of a white-label site. */
function signInPath(config: ReturnType<typeof useTenantConfig>): string {
  return config.isMain || config.loginVariation === 'modal' ? '/' : '/login';
}

/**
 * /accept-invitation?token= (public): the page a staff invitation mail links to, in the tenant's login layout. It
 * says who is invited to which agency, takes a password with the spec's new-password rules and messages, and then
 * sends the person to sign in as anyone else does. A used, expired or unknown link says so.
 */
export default function AcceptInvitationPage() {
  const { t } = useTranslation('invitation');
  const { LoginLayout } = useTheme();
  const config = useTenantConfig();
  const token = new URLSearchParams(useLocation().search).get('token')?.trim() ?? '';
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const at = useTenantDateTime();
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
    await accept.mutateAsync({ token, ...values }).catch(() => undefined);
  });

  const signIn = (
    <Button component={Link} to={signInPath(config)} fullWidth>
      {t('signIn')}
    </Button>
  );

  let body;
  if (token === '') {
    body = (
      <Alert color="red" role="alert" title={t('problem')}>
        {t('missing')}
      </Alert>
    );
  } else if (accept.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green" role="status" title={t('done')}>
          {t('doneText', { email: accept.data.email })}
        </Alert>
        {signIn}
      </Stack>
    );
  } else if (invitation.isPending) {
    body = (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('checking')}</Text>
      </Stack>
    );
  } else if (invitation.isError) {
    body = (
      <Stack gap="md">
        <Alert color="red" role="alert" title={t('problem')}>
          {errorMessage(invitation.error, t('problem'))}
        </Alert>
        {signIn}
      </Stack>
    );
  } else {
    const invited = invitation.data;
    body = (
      <form aria-label={t('title')} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Text fw={600}>{t('invited', { name: invited.firstName, agency: invited.agencyName })}</Text>
          <Text size="sm">{t('signInAs', { email: invited.email })}</Text>
          <Text size="sm" c="dimmed">
            {t('expires', { date: at(invited.expiresAt) })} {t('choose')}
          </Text>
          <PasswordInput
            label={t('password')}
            description={t('rules')}
            autoComplete="new-password"
            error={errors.password?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            data-autofocus
            {...register('password')}
          />
          <PasswordInput
            label={t('confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            visibilityToggleButtonProps={{ 'aria-label': t('showPassword') }}
            {...register('confirmPassword')}
          />
          {accept.isError ? (
            <Alert color="red" role="alert" title={t('failed')}>
              {errorMessage(accept.error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={isSubmitting}>
            {t('submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return <LoginLayout title={t('title')} form={body} cover={config.loginCover} />;
}
