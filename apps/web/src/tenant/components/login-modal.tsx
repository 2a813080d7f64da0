import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from '../login-form-slot';

/** The modal login style: the login form in a dialog; following "Sign up here" closes it. */
export default function LoginModal({
  opened,
  onClose,
  onSignUp,
}: {
  opened: boolean;
  /** Dismissed (Escape, the close button or a click outside). */
  onClose: () => void;
  /** Left for the registration page through the sign-up link. */
  onSignUp: () => void;
}) {
  const { t } = useTranslation();
  const LoginForm = useLoginForm();
  return (
    <Modal opened={opened} onClose={onClose} title={t('nav.login')} centered size="md">
      <LoginForm onSignUp={onSignUp} inDialog />
    </Modal>
  );
}
