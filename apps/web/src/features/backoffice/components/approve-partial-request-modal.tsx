import '@mantine/dates/styles.css';
import { useEffect, useMemo } from 'react';
import { Stack, Text, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PartialRequestMessage,
  ZApprovePartialRequest,
  type ApprovePartialRequest,
  type PartialRequestQueueItem,
} from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { fromTenantWallClock, toTenantWallClock } from '../utils/tenant-wall-clock';
import { ConfirmModal } from './confirm-modal';

interface ApproveForm {
  /** The picker's tenant wall clock, 'YYYY-MM-DD HH:mm:ss'. */
  dueAt: string | null;
  note: string;
}

/**
 * Approves a part-payment request with the due date of the rest: the latest allowed (a day before the first flight)
 * is proposed, and the picker offers nothing before now or after that latest. The API checks the same bounds.
 */
export function ApprovePartialRequestModal({
  item,
  onClose,
  onApprove,
  problem,
}: {
  item: PartialRequestQueueItem | null;
  onClose: () => void;
  onApprove: (body: ApprovePartialRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const money = useLedgerMoney();
  const time = useTenantDateTime();
  const latest = item?.latestDueAt;
  const schema = useMemo(
    () =>
      z.object({
        dueAt: z
          .string()
          .nullable()
          .refine((value) => value !== null, t('partialRequests.dueAtRequired'))
          .refine((value) => {
            if (value === null || !latest) return true;
            const at = Date.parse(fromTenantWallClock(value));
            return at > Date.now() && at <= Date.parse(latest);
          }, PartialRequestMessage.dueDateInvalid),
        note: ZApprovePartialRequest.shape.note.unwrap(),
      }),
    [t, latest],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApproveForm>({ resolver: zodResolver(schema), defaultValues: { dueAt: null, note: '' } });

  const requestId = item?.requestId;
  useEffect(() => {
    reset({ dueAt: latest ? toTenantWallClock(latest) : null, note: '' });
  }, [requestId, latest, reset]);

  const submit = handleSubmit(async ({ dueAt, note }) => {
    if (!item || !dueAt) return;
    const trimmed = note.trim();
    await onApprove({
      requestId: item.requestId,
      dueAt: fromTenantWallClock(dueAt),
      ...(trimmed ? { note: trimmed } : {}),
    });
  });

  return (
    <ConfirmModal
      opened={item !== null}
      onClose={onClose}
      title={t('partialRequests.approveOf', { reference: item?.orderReference ?? '' })}
      shown={item !== null}
      problem={problem}
      confirmLabel={t('partialRequests.confirmApprove')}
      confirmColor="green"
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {item ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('partialRequests.approveExplained', {
              agency: item.agencyName,
              reference: item.orderReference,
              minimum: money(item.minimumPayable.amount, item.minimumPayable.currency),
              rest: money(item.amount.amount - item.minimumPayable.amount, item.amount.currency),
            })}
          </Text>
          <Controller
            control={control}
            name="dueAt"
            render={({ field }) => (
              <DateTimePicker
                label={t('partialRequests.dueAt')}
                description={t('partialRequests.dueAtHint', { latest: time(item.latestDueAt) })}
                withAsterisk
                valueFormat="D MMM YYYY, HH:mm"
                minDate={toTenantWallClock(Date.now())}
                maxDate={toTenantWallClock(item.latestDueAt)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.dueAt?.message}
                nextLabel={t('partialRequests.nextMonth')}
                previousLabel={t('partialRequests.previousMonth')}
                submitButtonProps={{ 'aria-label': t('partialRequests.setTime') }}
                popoverProps={{ withinPortal: true }}
                data-testid="partial-due-at"
              />
            )}
          />
          <Textarea
            label={t('partialRequests.note')}
            autosize
            minRows={2}
            maxLength={500}
            error={errors.note?.message}
            {...register('note')}
          />
        </Stack>
      ) : null}
    </ConfirmModal>
  );
}
