import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZLoginForm } from '@portal/contracts';
import { StepForm, useStepAttempt } from './step-form';

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
  const { attempt } = useStepAttempt();
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

  const submit = handleSubmit((values) => attempt(() => onSend(values.username)));

  return (
    <StepForm title={t('resetTitle')} description={t('resetDescription')} onSubmit={submit}>
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
    </StepForm>
  );
}
