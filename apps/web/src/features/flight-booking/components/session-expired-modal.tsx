import { Button, Group, Modal, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Shown when the priced itinerary's time runs out: it cannot be closed, only left for the results or the search. */
export function SessionExpiredModal({ opened, backTo }: { opened: boolean; backTo: string }) {
  const { t } = useTranslation('flightBooking');
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('expired.title')}
    >
      <Text size="sm">{t('expired.body')}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button component={Link} to="/searchpad" variant="default">
          {t('expired.searchAgain')}
        </Button>
        <Button component={Link} to={backTo}>
          {t('backToResults')}
        </Button>
      </Group>
    </Modal>
  );
}
