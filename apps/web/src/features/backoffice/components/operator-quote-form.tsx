import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  QuoteLineKinds,
  ZPenaltyWindow,
  type AfterSalesRequest,
  type AutomaticAmounts,
  type OperatorQuoteBody,
} from '@portal/contracts';
import { parseSignedMoney } from '../../../lib/parse-money';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import {
  emptyLine,
  operatorQuoteSchema,
  quoteFormStart,
  QuoteValidityChoices,
  WholeRequest,
  type OperatorQuoteInput,
  type OperatorQuoteValues,
} from '../utils/operator-quote-form';
import { ConfirmModal } from './confirm-modal';

/**
 * An operator's manual quote: itemised lines that start from the airline's own figures (each amount editable, in
 * taka, a minus for what is kept or charged), how long the agency may accept it, and a note. Sending asks once more,
 * with the total and which way it goes; it supersedes any earlier quote.
 */
export function OperatorQuoteForm({
  request,
  automatic,
  automaticProblem,
  currency,
  problem,
  onSend,
  onReview,
}: {
  request: AfterSalesRequest;
  /** The airline's figures, read before the form opens (undefined when they could not be read). */
  automatic: AutomaticAmounts | undefined;
  /** Why the airline's figures could not be read; the lines are then written by hand. */
  automaticProblem: string | null;
  currency: string;
  problem: string | null;
  /** Answers whether the quote was sent; on a failure the form keeps what was typed. */
  onSend: (body: OperatorQuoteBody) => Promise<boolean>;
  /** The quote is shown for confirming: an earlier attempt's problem no longer applies. */
  onReview: () => void;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'afterSales' });
  const money = useLedgerMoney();
  const schema = useMemo(() => operatorQuoteSchema(t('quoteForm.amountFormat')), [t]);
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OperatorQuoteInput, unknown, OperatorQuoteValues>({
    resolver: zodResolver(schema),
    // The airline's figures as first read; a later reading never wipes what was typed.
    defaultValues: quoteFormStart(automatic?.lines ?? []),
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const [startLines] = useState(() => automatic?.lines);
  const typedLines = useWatch({ control, name: 'lines' });
  const [confirming, setConfirming] = useState<OperatorQuoteValues | null>(null);
  const [sending, setSending] = useState(false);

  const amounts = typedLines.map((line) => parseSignedMoney(line.amount ?? ''));
  const total = amounts.every((amount) => amount !== null)
    ? amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0)
    : null;
  const paxChoices = [
    { value: WholeRequest, label: t('quote.wholeRequest') },
    ...request.passengers.map((pax) => ({ value: String(pax.paxId), label: pax.name })),
  ];
  const kindChoices = QuoteLineKinds.map((kind) => ({ value: kind, label: t(`lineKinds.${kind}`) }));
  const validityChoices = QuoteValidityChoices.map((minutes) => ({
    value: String(minutes),
    label:
      minutes < 24 * 60
        ? t('quoteForm.hours', { count: minutes / 60 })
        : t('quoteForm.days', { count: minutes / (24 * 60) }),
  }));
  const linesProblem = errors.lines?.root?.message ?? errors.lines?.message;

  /** What sending does, in a sentence: how much goes which way, to whom, for how long. */
  const confirmText = (values: OperatorQuoteValues) => {
    const sum = values.lines.reduce((running, line) => running + line.amount, 0);
    return t(sum >= 0 ? 'quoteForm.confirmRefund' : 'quoteForm.confirmCharge', {
      agency: request.agencyName,
      amount: money(Math.abs(sum), currency),
      lines: values.lines.length,
      validity: validityChoices.find((choice) => choice.value === String(values.validMinutes))?.label,
    });
  };

  const send = async () => {
    if (!confirming) return;
    setSending(true);
    const sent = await onSend({ reference: request.reference, ...confirming });
    setSending(false);
    if (sent) setConfirming(null);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quote-form-title">
      <form
        noValidate
        onSubmit={(event) =>
          void handleSubmit((values) => {
            onReview();
            setConfirming(values);
          })(event)
        }
      >
        <Stack gap="sm">
          <Stack gap={2}>
            <Title order={2} size="h4" id="quote-form-title">
              {request.quote ? t('quoteForm.replaceTitle') : t('quoteForm.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('quoteForm.intro')}
            </Text>
            {automatic?.window ? (
              <Text size="sm">
                {t('quoteForm.window', {
                  window: (ZPenaltyWindow.options as readonly string[]).includes(automatic.window)
                    ? t(`quoteForm.windows.${automatic.window}`)
                    : automatic.window,
                })}
              </Text>
            ) : null}
          </Stack>
          {automaticProblem ? (
            <Alert color="orange" title={t('quoteForm.automaticFailed')}>
              {automaticProblem}
            </Alert>
          ) : null}
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {lines.fields.map((field, index) => {
              const number = index + 1;
              const lineErrors = errors.lines?.[index];
              return (
                <Paper component="li" key={field.id} withBorder radius="sm" p="xs" bg="gray.0">
                  {/* On a phone the description comes first, kind and passenger share a row, then the amount. */}
                  <Grid gap="xs" align="flex-start">
                    <Grid.Col span={{ base: 6, sm: 'content' }} order={{ base: 2, sm: 1 }}>
                      <Controller
                        control={control}
                        name={`lines.${index}.kind`}
                        render={({ field: kind }) => (
                          <Select
                            label={t('quoteForm.kindShort')}
                            aria-label={t('quoteForm.kind', { number })}
                            data={kindChoices}
                            value={kind.value}
                            onChange={(value) => kind.onChange(value ?? 'Other')}
                            allowDeselect={false}
                            w={{ sm: 170 }}
                            comboboxProps={{ withinPortal: true }}
                          />
                        )}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 12, sm: 'auto' }} order={{ base: 1, sm: 2 }}>
                      <TextInput
                        label={t('quoteForm.labelShort')}
                        aria-label={t('quoteForm.label', { number })}
                        maxLength={80}
                        error={lineErrors?.label?.message}
                        {...register(`lines.${index}.label`)}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 6, sm: 'content' }} order={3}>
                      <Controller
                        control={control}
                        name={`lines.${index}.paxId`}
                        render={({ field: pax }) => (
                          <Select
                            label={t('quoteForm.passengerShort')}
                            aria-label={t('quoteForm.passenger', { number })}
                            data={paxChoices}
                            value={pax.value}
                            onChange={(value) => pax.onChange(value ?? WholeRequest)}
                            allowDeselect={false}
                            w={{ sm: 200 }}
                            comboboxProps={{ withinPortal: true }}
                          />
                        )}
                      />
                    </Grid.Col>
                    <Grid.Col span={{ base: 'auto', sm: 'content' }} order={4}>
                      <TextInput
                        label={t('quoteForm.amountShort')}
                        aria-label={t('quoteForm.amount', { number })}
                        leftSection={<Text size="xs">{currency}</Text>}
                        leftSectionWidth={44}
                        inputMode="decimal"
                        autoComplete="off"
                        error={lineErrors?.amount?.message}
                        w={{ sm: 170 }}
                        styles={{ input: { textAlign: 'right' } }}
                        {...register(`lines.${index}.amount`)}
                      />
                    </Grid.Col>
                    <Grid.Col span="content" order={5}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        mt={25}
                        onClick={() => lines.remove(index)}
                        disabled={lines.fields.length === 1}
                        aria-label={t('quoteForm.removeLine', { number })}
                      >
                        <span aria-hidden>✕</span>
                      </ActionIcon>
                    </Grid.Col>
                  </Grid>
                </Paper>
              );
            })}
          </Stack>
          {linesProblem ? (
            <Text size="sm" c="red.8" role="alert">
              {linesProblem}
            </Text>
          ) : null}
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Button variant="light" size="compact-sm" onClick={() => lines.append(emptyLine)}>
                {t('quoteForm.addLine')}
              </Button>
              {startLines ? (
                <Button variant="subtle" size="compact-sm" onClick={() => reset(quoteFormStart(startLines))}>
                  {t('quoteForm.restart')}
                </Button>
              ) : null}
            </Group>
            <Text size="sm" role="status" aria-live="polite">
              {t('quoteForm.total')}{' '}
              <Text span fw={700} c={total !== null && total < 0 ? 'red.8' : undefined}>
                {total === null ? '—' : money(total, currency)}
              </Text>{' '}
              {total === null ? null : (
                <Text span size="xs" c="dimmed">
                  {total >= 0 ? t('quote.toAgency') : t('quote.fromAgency')}
                </Text>
              )}
            </Text>
          </Group>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              control={control}
              name="validMinutes"
              render={({ field }) => (
                <Select
                  label={t('quoteForm.validFor')}
                  data={validityChoices}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? field.value)}
                  allowDeselect={false}
                  w={{ base: '100%', xs: 170 }}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Textarea
              label={t('quoteForm.note')}
              autosize
              minRows={1}
              maxRows={4}
              maxLength={500}
              error={errors.note?.message}
              style={{ flex: '1 1 260px' }}
              {...register('note')}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit">{t('quoteForm.send')}</Button>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('quoteForm.confirmTitle', { reference: request.reference })}
        problem={problem}
        confirmLabel={t('quoteForm.confirmSend')}
        pending={sending}
        onConfirm={() => void send()}
      >
        {confirming ? <Text size="sm">{confirmText(confirming)}</Text> : null}
      </ConfirmModal>
    </Paper>
  );
}
