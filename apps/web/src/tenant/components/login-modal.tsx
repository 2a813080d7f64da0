import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLoginForm } from '../login-form-slot';

/**
 * The modal login style: the login form in a dialog whose title names the step the form is on; following "Sign up
 * here" closes it. On phones the dialog takes the whole screen, so the longer steps (six code boxes, two password
 * fields and the messages under them) keep their width and scroll inside the dialog.
 */
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
  const [title, setTitle] = useState(() => t('nav.login'));
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      fullScreen={phone}
      radius={phone ? 0 : 'lg'}
      closeButtonProps={{ 'aria-label': t('nav.closeLogin') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <LoginForm onSignUp={onSignUp} inDialog onStepTitle={setTitle} />
    </Modal>
  );
}
