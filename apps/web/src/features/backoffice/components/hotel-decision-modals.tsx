import { useEffect, useMemo } from 'react';
import { Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { HotelDecision, HotelOperatorRow } from '@portal/contracts';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import { ConfirmModal } from './confirm-modal';
import { ReasonModal } from './reason-modal';

interface ConfirmForm {
  confirmationNumber: string;
  note: string;
}

/** Confirms an unconfirmed booking with the hotel's own confirmation number (3 to 32 characters) and a note. */
export function ConfirmHotelModal({
  booking,
  onClose,
  onDecide,
  problem,
}: {
  booking: HotelOperatorRow | null;
  onClose: () => void;
  onDecide: (body: HotelDecision) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const schema = useMemo(
    () =>
      z.object({
        confirmationNumber: z
          .string()
          .trim()
          .min(3, t('confirm.numberRequired'))
          .max(32, t('confirm.numberTooLong')),
        note: z.string().trim().max(300, t('noteTooLong')),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ConfirmForm>({
    resolver: zodResolver(schema),
    defaultValues: { confirmationNumber: '', note: '' },
  });
  const reference = booking?.reference;
  useEffect(() => reset({ confirmationNumber: '', note: '' }), [reference, reset]);

  const submit = handleSubmit(async ({ confirmationNumber, note }) => {
    if (!booking) return;
    await onDecide({
      reference: booking.reference,
      decision: 'Confirm',
      confirmationNumber,
      ...(note ? { note } : {}),
    });
  });

  return (
    <ConfirmModal
      opened={booking !== null}
      onClose={onClose}
      title={t('confirmOf', { reference: booking?.reference ?? '' })}
      shown={booking !== null}
      problem={problem}
      confirmLabel={t('confirm.submit')}
      confirmColor="green"
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {booking ? (
        <>
          <Text size="sm">
            {t('confirm.explained', { hotel: booking.hotelName, agency: booking.agencyName })}
          </Text>
          <TextInput
            label={t('confirm.number')}
            description={t('confirm.numberHint')}
            withAsterisk
            autoComplete="off"
            maxLength={40}
            data-autofocus
            error={errors.confirmationNumber?.message}
            {...register('confirmationNumber')}
          />
          <Textarea
            label={t('note')}
            autosize
            minRows={2}
            maxLength={300}
            error={errors.note?.message}
            {...register('note')}
          />
        </>
      ) : null}
    </ConfirmModal>
  );
}

/** Refuses an unconfirmed booking with the hotel's reason: the agency is refunded in full. */
export function RefuseHotelModal({
  booking,
  onClose,
  onDecide,
  problem,
}: {
  booking: HotelOperatorRow | null;
  onClose: () => void;
  onDecide: (body: HotelDecision) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'hotelDesk' });
  const money = useLedgerMoney();
  const schema = useMemo(
    () => z.string().trim().min(1, t('refuse.noteRequired')).max(300, t('noteTooLong')),
    [t],
  );
  return (
    <ReasonModal
      subject={booking?.reference ?? null}
      onClose={onClose}
      title={t('refuseOf', { reference: booking?.reference ?? '' })}
      explanation={
        booking
          ? t('refuse.explained', {
              agency: booking.agencyName,
              amount: money(booking.total.amount, booking.total.currency),
            })
          : undefined
      }
      field={{
        label: t('refuse.note'),
        description: t('refuse.noteHint'),
        required: true,
        maxLength: 300,
        minRows: 3,
      }}
      schema={schema}
      confirmLabel={t('refuse.submit')}
      problem={problem}
      onSubmit={(note) => onDecide({ reference: booking?.reference ?? '', decision: 'Refuse', note })}
    />
  );
}
