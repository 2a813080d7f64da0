import { useEffect, useMemo } from 'react';
import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  OperatorQueueMessage,
  ticketNumberPattern,
  type CompleteOrderRequest,
  type QueueOrder,
} from '@portal/contracts';
import { ConfirmModal } from './confirm-modal';

interface CompleteForm {
  tickets: { ticketNumber: string }[];
  note: string;
}

/**
 * Completes an order of the queue. The API retrieves the PNR from the airline and stores its tickets; the boxes
 * are for when the airline shows none: then the operator types every passenger's ticket number.
 */
export function CompleteOrderModal({
  order,
  onClose,
  onComplete,
  problem,
}: {
  order: QueueOrder | null;
  onClose: () => void;
  onComplete: (body: CompleteOrderRequest) => Promise<void>;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice');
  const schema = useMemo(
    () =>
      z.object({
        tickets: z.array(z.object({ ticketNumber: z.string().trim() })).superRefine((tickets, context) => {
          const typed = tickets.some((ticket) => ticket.ticketNumber !== '');
          tickets.forEach(({ ticketNumber }, index) => {
            const message =
              ticketNumber === ''
                ? typed
                  ? t('orderQueue.allOrNone')
                  : null
                : ticketNumberPattern.test(ticketNumber)
                  ? null
                  : OperatorQueueMessage.ticketNumber;
            if (message) context.addIssue({ code: 'custom', path: [index, 'ticketNumber'], message });
          });
        }),
        note: z.string().trim().max(500),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CompleteForm>({ resolver: zodResolver(schema), defaultValues: { tickets: [], note: '' } });

  const reference = order?.orderReference;
  const passengerCount = order?.passengers.length ?? 0;
  useEffect(() => {
    reset({ tickets: Array.from({ length: passengerCount }, () => ({ ticketNumber: '' })), note: '' });
  }, [reference, passengerCount, reset]);

  const submit = handleSubmit(async ({ tickets, note }) => {
    if (!order) return;
    const typed = tickets.some((ticket) => ticket.ticketNumber !== '');
    await onComplete({
      orderReference: order.orderReference,
      ...(typed
        ? {
            ticketNumbers: order.passengers.map((pax, index) => ({
              paxId: pax.paxId,
              ticketNumber: tickets[index]?.ticketNumber ?? '',
            })),
          }
        : {}),
      ...(note ? { note } : {}),
    });
  });

  return (
    <ConfirmModal
      opened={order !== null}
      onClose={onClose}
      title={t('orderQueue.completeOf', { reference: order?.orderReference ?? '' })}
      shown={order !== null}
      problem={problem}
      confirmLabel={t('orderQueue.confirmComplete')}
      confirmColor="green"
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {order ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('orderQueue.completeExplained', { pnr: order.pnr ?? '—', agency: order.agencyName })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('orderQueue.typedIntro')}
          </Text>
          {order.passengers.map((pax, index) => (
            <TextInput
              key={pax.paxId}
              label={t('orderQueue.ticketOf', { name: pax.name })}
              description={index === 0 ? t('orderQueue.ticketHint') : undefined}
              autoComplete="off"
              inputMode="numeric"
              error={errors.tickets?.[index]?.ticketNumber?.message}
              {...register(`tickets.${index}.ticketNumber`)}
            />
          ))}
          <Textarea
            label={t('orderQueue.note')}
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
