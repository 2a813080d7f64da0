import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { clearSession, useClientState } from '../../lib/client-store';

/** After a 401 on any call, the session is over: the only way on is to log in again (spec §8). */
export function SessionExpiredModal() {
  const { t } = useTranslation();
  const expired = useClientState((state) => state.sessionExpired && state.token !== null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = () => {
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  };
  return (
    <Modal
      opened={expired}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('session.expiredTitle')}
    >
      <Text mb="lg">{t('session.expired')}</Text>
      <Group justify="flex-end">
        <Button onClick={leave}>{t('session.ok')}</Button>
      </Group>
    </Modal>
  );
}
