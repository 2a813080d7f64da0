import { useEffect } from 'react';
import { Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmModal } from './confirm-modal';

interface ReasonForm {
  reason: string;
}

/**
 * A decision that carries a typed text (a rejection's reason, a logout message). The text starts empty for each
 * new subject and on Cancel; after a failure it stays, for another try.
 */
export function ReasonModal({
  subject,
  onClose,
  title,
  explanation,
  field,
  schema,
  confirmLabel,
  confirmColor = 'red',
  problem,
  onSubmit,
}: {
  /** What is decided on (its id); null while the window is closed. */
  subject: string | null;
  onClose: () => void;
  title: string;
  explanation?: string;
  field: { label: string; description?: string; required?: boolean; maxLength?: number; minRows: number };
  /** The text's rule and messages, from the request's schema; without one any text (or none) goes. */
  schema?: z.ZodType<string, string>;
  confirmLabel: string;
  /** Red for a refusal (the default); a decision that goes ahead takes its own colour. */
  confirmColor?: string;
  problem: string | null;
  onSubmit: (text: string) => Promise<unknown>;
}) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReasonForm>({
    resolver: schema ? zodResolver(z.object({ reason: schema })) : undefined,
    defaultValues: { reason: '' },
  });
  useEffect(() => reset({ reason: '' }), [subject, reset]);
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async ({ reason }) => {
    await onSubmit(reason);
  });

  return (
    <ConfirmModal
      opened={subject !== null}
      onClose={close}
      title={title}
      problem={problem}
      confirmLabel={confirmLabel}
      confirmColor={confirmColor}
      pending={isSubmitting}
      onSubmit={(event) => void submit(event)}
    >
      {explanation ? <Text size="sm">{explanation}</Text> : null}
      <Textarea
        label={field.label}
        description={field.description}
        withAsterisk={field.required}
        autosize
        minRows={field.minRows}
        maxLength={field.maxLength}
        data-autofocus
        error={errors.reason?.message}
        {...register('reason')}
      />
    </ConfirmModal>
  );
}
