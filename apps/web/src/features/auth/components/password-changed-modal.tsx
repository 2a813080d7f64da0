import { useEffect } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import { Business } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** After a password change: the spec's message, then the page reloads so the user logs in with the new password. */
export function PasswordChangedModal({ opened }: { opened: boolean }) {
  const { t } = useTranslation('auth');
  useEffect(() => {
    if (!opened) return undefined;
    const timer = setTimeout(() => window.location.reload(), Business.reloadAfterPasswordChangeMs);
    return () => clearTimeout(timer);
  }, [opened]);
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('passwordChangedTitle')}
    >
      <Stack gap="xs">
        <Text fw={600}>{t('passwordChanged')}</Text>
        <Text>{t('loginWithNewPassword')}</Text>
      </Stack>
    </Modal>
  );
}
