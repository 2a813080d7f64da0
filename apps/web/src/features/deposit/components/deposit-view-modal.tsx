import type { ReactNode } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { DepositView } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useCalendarDay, useTenantDateTime } from '../../../lib/use-tenant-time';
import { useDownloadDepositSlip } from '../api/download-deposit-slip';
import { useDepositView } from '../api/view-deposit';
import { DepositStatusBadge } from './deposit-status-badge';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** Everything about one deposit: what was sent, where it stands, why it was rejected, and its slip. */
export function DepositViewModal({ deposit, onClose }: { deposit: DepositView | null; onClose: () => void }) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const day = useCalendarDay();
  const phone = useMediaQuery('(max-width: 36em)');
  const view = useDepositView(deposit);
  const download = useDownloadDepositSlip();
  const shown = view.data ?? deposit;

  const details = (): Array<[string, string]> => {
    if (!shown) return [];
    const d = shown.details;
    switch (d.method) {
      case 'bank_deposit':
        return [
          ['depositDate', day(d.depositDate)],
          ['depositorBranch', d.depositorBranch],
          ['slipNumber', d.slipNumber],
        ];
      case 'bank_transfer':
        return [
          ['transferDate', day(d.transferDate)],
          ['senderBankName', d.senderBankName],
          ['senderAccountNumber', d.senderAccountNumber],
          ['transactionReference', d.transactionReference],
        ];
      case 'cheque_deposit':
        return [
          ['chequeNumber', d.chequeNumber],
          ['chequeBank', d.chequeBank],
          ['chequeDate', day(d.chequeDate)],
          ['depositDate', day(d.depositDate)],
        ];
      case 'mobile_banking':
        return [
          ['wallet', labels.wallet(d.wallet)],
          ['senderPhone', d.senderPhone],
          ['transactionId', d.transactionId],
        ];
    }
  };

  return (
    <Modal
      opened={deposit !== null}
      onClose={() => {
        download.reset();
        onClose();
      }}
      title={shown ? t('view.title', { reference: shown.reference }) : ''}
      size="lg"
      fullScreen={phone}
      centered
    >
      {shown ? (
        <Stack gap="md">
          <Group gap="sm">
            <DepositStatusBadge status={shown.status} />
            <Text fw={700} fz="lg">
              {money(shown.amount, shown.currency)}
            </Text>
          </Group>
          {shown.status === 'rejected' && shown.rejectionReason ? (
            <Alert color="red" variant="light" title={t('view.rejectedBecause')}>
              {shown.rejectionReason}
            </Alert>
          ) : null}
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
            <Field label={t('list.reference')}>
              <Text span ff="monospace" fw={700}>
                {shown.reference}
              </Text>
            </Field>
            <Field label={t('list.method')}>{labels.method(shown.method)}</Field>
            <Field label={t('view.requestedAt')}>{time(shown.createdAt)}</Field>
            <Field label={t('list.decidedAt')}>
              {shown.decidedAt ? time(shown.decidedAt) : t('view.notYet')}
            </Field>
            {shown.providerBankAccount ? (
              <Field label={t('view.paidInto')} wide>
                {shown.providerBankAccount.bankName} · {shown.providerBankAccount.accountName} ·{' '}
                <Text span ff="monospace">
                  {shown.providerBankAccount.accountNumber}
                </Text>
              </Field>
            ) : null}
            {details().map(([name, value]) => (
              <Field key={name} label={t(`fields.${name}`)}>
                {value}
              </Field>
            ))}
            <Field label={t('fields.note')} wide>
              {shown.note ?? t('view.none')}
            </Field>
          </SimpleGrid>
          <Group justify="space-between" align="center">
            {shown.hasSlip ? (
              <Button
                variant="light"
                loading={download.isPending}
                onClick={() => download.mutate({ depositId: shown.depositId, reference: shown.reference })}
              >
                {t('view.downloadSlip')}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                {t('view.noSlip')}
              </Text>
            )}
          </Group>
          {download.isError ? (
            <Alert color="red" role="alert">
              {errorMessage(download.error, t('view.slipFailed'))}
            </Alert>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
