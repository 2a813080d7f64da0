import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { VisaOffer } from '@portal/contracts';
import { useMoney } from '../../../lib/use-money';
import '../i18n';

/** The last word before the wallet is debited: what is paid, for how many, and what is kept on a cancellation. */
export function PayModal({
  offer,
  applicantCount,
  opened,
  onClose,
  onConfirm,
  paying,
  problem,
  notice = null,
}: {
  offer: VisaOffer;
  applicantCount: number;
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  paying: boolean;
  problem: string | null;
  /** What changed since the agent last looked (a new price to accept), shown above the buttons. */
  notice?: string | null;
}) {
  const { t } = useTranslation('visa');
  const money = useMoney();
  return (
    <Modal opened={opened} onClose={paying ? () => undefined : onClose} title={t('pay.title')} centered>
      <Stack gap="sm">
        <Text size="sm">
          {t('pay.body', {
            amount: money(offer.total, offer.currency),
            count: applicantCount,
            title: offer.title,
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('pay.cancelRule', { amount: money(offer.serviceFeeTotal, offer.currency) })}
        </Text>
        {notice ? (
          <Alert color="yellow" role="alert">
            {notice}
          </Alert>
        ) : null}
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={paying}>
            {t('pay.back')}
          </Button>
          <Button onClick={onConfirm} loading={paying} data-autofocus>
            {t('pay.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
