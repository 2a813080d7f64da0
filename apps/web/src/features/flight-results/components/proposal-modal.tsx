import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Proposal } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { useMakeProposal } from '../api/make-proposal';

const ZProposalForm = z.object({
  kind: z.enum(['Fixed', 'Percent']),
  /** Major units (taka) as typed; sent as minor units. */
  amount: z.number().nonnegative().max(1_000_000),
  percent: z.number().nonnegative().max(100),
  customerName: z.string().trim().max(200),
  note: z.string().trim().max(1000),
});
type ProposalForm = z.infer<typeof ZProposalForm>;

interface ProposalModalProps {
  opened: boolean;
  onClose: () => void;
  requestId: string;
  itineraryIds: string[];
  currency: string;
  onCreated: (proposal: Proposal) => void;
}

/** The agent's markup (fixed per passenger or a percentage), the customer's name and a note; then MakeProposal. */
export function ProposalModal({
  opened,
  onClose,
  requestId,
  itineraryIds,
  currency,
  onCreated,
}: ProposalModalProps) {
  const { t } = useTranslation('flightResults');
  const make = useMakeProposal();
  const form = useForm<ProposalForm>({
    resolver: zodResolver(ZProposalForm),
    defaultValues: { kind: 'Fixed', amount: 0, percent: 0, customerName: '', note: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit((values) =>
    make.mutate(
      {
        requestId,
        itineraryIds,
        markup:
          values.kind === 'Fixed'
            ? { kind: 'Fixed', amount: Math.round(values.amount * 100) }
            : { kind: 'Percent', percent: values.percent },
        ...(values.customerName ? { customerName: values.customerName } : {}),
        ...(values.note ? { note: values.note } : {}),
      },
      { onSuccess: onCreated },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={t('proposal.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-label={t('proposal.markupKind')}
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'Fixed', label: t('proposal.fixed') },
                  { value: 'Percent', label: t('proposal.percent') },
                ]}
              />
            )}
          />
          {kind === 'Fixed' ? (
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('proposal.amount', { currency })}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  min={0}
                  thousandSeparator=","
                  decimalScale={2}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <Controller
              control={form.control}
              name="percent"
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('proposal.percentLabel')}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                  min={0}
                  max={100}
                  decimalScale={2}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <TextInput label={t('proposal.customerName')} maxLength={200} {...form.register('customerName')} />
          <Textarea
            label={t('proposal.note')}
            maxLength={1000}
            autosize
            minRows={2}
            {...form.register('note')}
          />
          {make.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(make.error, t('proposal.failed'))}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('proposal.cancel')}
            </Button>
            <Button type="submit" loading={make.isPending}>
              {t('proposal.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
