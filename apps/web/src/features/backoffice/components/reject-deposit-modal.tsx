import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DepositLimit,
  ZRejectDepositRequest,
  type BackofficeDeposit,
  type RejectDepositRequest,
} from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';

/** Asks for the reason of a rejection (required); the agency reads it in its deposit list and by mail. */
export function RejectDepositModal({
  deposit,
  onClose,
  onReject,
  problem,
}: {
  deposit: BackofficeDeposit | null;
  onClose: () => void;
  onReject: (body: RejectDepositRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RejectDepositRequest>({
    resolver: zodResolver(ZRejectDepositRequest),
    values: { depositId: deposit?.depositId ?? '', reason: '' },
  });
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Modal
      opened={deposit !== null}
      onClose={close}
      title={t('deposits.rejectOf', { reference: deposit?.reference ?? '' })}
      centered
    >
      <form noValidate onSubmit={(event) => void handleSubmit(onReject)(event)}>
        <Stack gap="md">
          {deposit ? (
            <Text size="sm">
              {t('deposits.rejectExplained', {
                agency: deposit.agencyName,
                amount: money(deposit.amount, deposit.currency),
              })}
            </Text>
          ) : null}
          <Textarea
            label={t('deposits.reason')}
            description={t('deposits.reasonHint')}
            withAsterisk
            autosize
            minRows={3}
            maxLength={DepositLimit.rejectionReasonMax}
            data-autofocus
            error={errors.reason?.message}
            {...register('reason')}
          />
          {problem ? (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              {t('deposits.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
