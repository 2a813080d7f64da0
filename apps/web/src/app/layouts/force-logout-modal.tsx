import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserContext } from '@portal/contracts';
import '../../components/app-frame/i18n';

/** When the user context says forceLogout, nothing else may be done: Ok ends the session (spec §4). */
export function ForceLogoutModal({ user, onOk }: { user: UserContext | undefined; onOk: () => void }) {
  const { t } = useTranslation('frame');
  return (
    <Modal
      opened={user?.authentic.forceLogout === true}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('common:session.logoutTitle')}
    >
      <Text mb="lg">{user?.authentic.logoutMessage || t('forceLogout')}</Text>
      <Group justify="flex-end">
        <Button onClick={onOk}>{t('common:session.ok')}</Button>
      </Group>
    </Modal>
  );
}
