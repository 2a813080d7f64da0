import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from '../login-form-slot';

/** The modal login style: the login form in a dialog; following "Sign up here" closes it. */
export default function LoginModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const LoginForm = useLoginForm();
  return (
    <Modal opened={opened} onClose={onClose} title={t('nav.login')} centered size="md">
      <LoginForm onSignUp={onClose} />
    </Modal>
  );
}
