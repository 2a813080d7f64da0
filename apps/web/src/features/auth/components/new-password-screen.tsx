import { Button, Group, PasswordInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ZNewPasswordForm, type NewPasswordForm } from '@portal/contracts';
import { StepForm, useStepAttempt } from './step-form';

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
  const { attempt } = useStepAttempt();
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

  const submit = handleSubmit((values) => attempt(() => onSubmit(values.password)));

  return (
    <StepForm title={t('newPasswordTitle')} description={description} onSubmit={submit}>
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
    </StepForm>
  );
}
