import { Button, Group, List, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SearchIssue } from '@portal/contracts';

/** What the person still has to fill in, named in words (the fields show their own messages as well). */
function detailLabel(
  issue: SearchIssue,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const [head, index, field] = issue.path;
  if (head === 'returnDate') return t('mandatory.returnDate');
  const number = typeof index === 'number' ? index + 1 : 1;
  if (field === 'origin') return t('mandatory.origin', { number });
  if (field === 'destination') return t('mandatory.destination', { number });
  return t('mandatory.departureDate', { number });
}

export function MandatoryDetailsModal({ missing, onClose }: { missing: SearchIssue[]; onClose: () => void }) {
  const { t } = useTranslation('flightSearch');
  return (
    <Modal opened={missing.length > 0} onClose={onClose} title={t('mandatory.title')} centered>
      <Text mb="sm">{t('mandatory.intro')}</Text>
      <List spacing={4}>
        {missing.map((issue) => (
          <List.Item key={issue.path.join('.')}>{detailLabel(issue, t)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('mandatory.ok')}
        </Button>
      </Group>
    </Modal>
  );
}
