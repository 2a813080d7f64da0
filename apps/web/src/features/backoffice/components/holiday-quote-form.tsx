import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  HolidayLimit,
  HolidayQuoteLineKinds,
  type HolidayQuoteBody,
  type HolidayRequest,
  type HolidayQuoteLineKind,
} from '@portal/contracts';
import { translateHolidayMessage } from '../../../components/holiday/messages';
import { useLedgerMoney } from '../../../lib/use-ledger-money';
import {
  checkQuoteForm,
  initialQuoteValues,
  quoteTotal,
  type QuoteFormIssue,
  type QuoteFormValues,
} from '../utils/holiday-quote-form';

/**
 * The desk's quote: lines per traveller type started from the departure's prices (a type may be split, e.g. a child
 * without a bed), extras and discounts, how many hours it holds, and a note to the agency. The total updates as the
 * desk types; the API's own messages name what is wrong.
 */
export function HolidayQuoteForm({
  request,
  onSend,
  sending,
  problem,
}: {
  request: HolidayRequest;
  onSend: (body: HolidayQuoteBody) => void;
  sending: boolean;
  problem: string | null;
}) {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayDesk' });
  const { t: parts } = useTranslation('holidayParts');
  const money = useLedgerMoney();
  const [values, setValues] = useState<QuoteFormValues>(() =>
    initialQuoteValues(request, {
      Adult: parts('quote.lineKinds.Adult'),
      Child: parts('quote.lineKinds.Child'),
      Infant: parts('quote.lineKinds.Infant'),
    }),
  );
  const [issues, setIssues] = useState<QuoteFormIssue[] | null>(null);
  const currency = request.departure.currency;
  const issueAt = (path: string) =>
    translateHolidayMessage(parts, issues?.find((issue) => issue.path === path)?.message);
  const setLine = (index: number, patch: Partial<QuoteFormValues['lines'][number]>) =>
    setValues((current) => ({
      ...current,
      lines: current.lines.map((line, position) => (position === index ? { ...line, ...patch } : line)),
    }));
  const general = issues?.find((issue) => issue.path === 'lines' || issue.path === '');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quote-form-title">
      <form
        noValidate
        aria-labelledby="quote-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          const checked = checkQuoteForm(values, request);
          setIssues(checked.issues);
          if (checked.body) onSend(checked.body);
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="quote-form-title">
            {request.quote ? t('quote.replaceTitle') : t('quote.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('quote.intro')}
          </Text>
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing={6} aria-label={t('quote.linesLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('quote.kind')}</Table.Th>
                  <Table.Th>{t('quote.label')}</Table.Th>
                  <Table.Th>{t('quote.quantity')}</Table.Th>
                  <Table.Th>{t('quote.unit', { currency })}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.lines.map((line, index) => {
                  const name = (field: string) => t('quote.lineField', { field, number: index + 1 });
                  return (
                    <Table.Tr key={index}>
                      <Table.Td>
                        <Select
                          aria-label={name(t('quote.kind'))}
                          data={HolidayQuoteLineKinds.map((kind) => ({
                            value: kind,
                            label: parts(`quote.lineKinds.${kind}`),
                          }))}
                          value={line.kind}
                          onChange={(kind) => kind && setLine(index, { kind: kind as HolidayQuoteLineKind })}
                          allowDeselect={false}
                          w={130}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={name(t('quote.label'))}
                          value={line.label}
                          maxLength={80}
                          onChange={(event) => setLine(index, { label: event.currentTarget.value })}
                          error={issueAt(`lines.${index}.label`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={name(t('quote.quantity'))}
                          value={line.quantity}
                          min={1}
                          max={99}
                          allowDecimal={false}
                          w={80}
                          onChange={(value) => setLine(index, { quantity: Number(value) || 0 })}
                          error={issueAt(`lines.${index}.quantity`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <TextInput
                          aria-label={name(t('quote.unit', { currency }))}
                          value={line.unitAmount}
                          inputMode="decimal"
                          w={140}
                          onChange={(event) => setLine(index, { unitAmount: event.currentTarget.value })}
                          error={issueAt(`lines.${index}.unitAmount`)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('quote.removeLine', { number: index + 1 })}
                          disabled={values.lines.length <= 1}
                          onClick={() =>
                            setValues((current) => ({
                              ...current,
                              lines: current.lines.filter((_, position) => position !== index),
                            }))
                          }
                        >
                          ✕
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between">
            <Button
              variant="light"
              size="compact-sm"
              disabled={values.lines.length >= 30}
              onClick={() =>
                setValues((current) => ({
                  ...current,
                  lines: [...current.lines, { kind: 'Extra', label: '', quantity: 1, unitAmount: '' }],
                }))
              }
            >
              {t('quote.addLine')}
            </Button>
            <Text fw={700} aria-live="polite">
              {t('quote.total')}{' '}
              <Text span fw={800} data-testid="desk-quote-total">
                {money(quoteTotal(values), currency)}
              </Text>
            </Text>
          </Group>
          {general ? (
            <Text c="red" size="sm" role="alert">
              {translateHolidayMessage(parts, general.message)}
            </Text>
          ) : null}
          <Group align="flex-start" gap="sm" grow>
            <NumberInput
              label={t('quote.validHours')}
              description={t('quote.validHoursHint', { max: HolidayLimit.maxQuoteValidityHours })}
              value={values.validHours}
              min={1}
              max={HolidayLimit.maxQuoteValidityHours}
              allowDecimal={false}
              onChange={(value) => setValues((current) => ({ ...current, validHours: Number(value) || 0 }))}
              error={issueAt('validHours')}
            />
            <Textarea
              label={t('quote.note')}
              value={values.note}
              maxLength={HolidayLimit.notesMaxLength}
              autosize
              minRows={2}
              onChange={(event) => {
                const note = event.currentTarget.value;
                setValues((current) => ({ ...current, note }));
              }}
              error={issueAt('note')}
            />
          </Group>
          {problem ? (
            <Alert color="red" role="alert">
              {translateHolidayMessage(parts, problem)}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={sending}>
              {t('quote.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
