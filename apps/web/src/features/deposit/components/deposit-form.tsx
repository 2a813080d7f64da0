import '@mantine/dates/styles.css';
import { useMemo } from 'react';
import {
  Alert,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DepositLimit,
  type BankAccount,
  type DepositMethod,
  type DepositView,
  type MobileWallet,
} from '@portal/contracts';
import { tenantToday } from '../../../components/flight-search/tenant-today';
import { usePayInLabels } from '../../../lib/pay-in-labels';
import { useDepositRequest } from '../hooks/use-deposit-request';
import {
  DepositFormFields,
  depositFormSchema,
  emptyDepositForm,
  type DepositFieldKind,
  type DepositFormOutput,
  type DepositFormValues,
} from '../utils/deposit-form-schema';
import { slipRequired } from '../utils/deposit-methods';
import { SlipField } from './slip-field';

const inputMode: Partial<Record<DepositFieldKind, 'numeric' | 'decimal' | 'tel'>> = {
  digits: 'numeric',
  amount: 'decimal',
  phone: 'tel',
};
const hinted = new Set(['senderAccountNumber', 'chequeNumber', 'senderPhone', 'transactionId']);
const maxLength: Record<string, number> = {
  depositorBranch: DepositLimit.textMax,
  senderBankName: DepositLimit.textMax,
  chequeBank: DepositLimit.textMax,
  slipNumber: DepositLimit.slipNumberMax,
  transactionReference: DepositLimit.transactionReferenceMax,
  chequeNumber: DepositLimit.chequeNumberMaxDigits,
  transactionId: DepositLimit.transactionIdMaxLength,
  senderPhone: 11,
  note: DepositLimit.noteMax,
};

/**
 * A deposit method's form: its own fields (the contracts' request schema and messages, checked before sending),
 * the amount in taka, dates of the portal's calendar up to today and the slip. The API's refusals come back beside
 * their fields.
 */
export function DepositForm({
  method,
  accounts,
  wallets,
  currency,
  onCreated,
}: {
  method: DepositMethod;
  accounts: BankAccount[];
  wallets: Array<{ wallet: MobileWallet; label: string; merchantNumber: string }>;
  currency: string;
  onCreated: (deposit: DepositView) => void;
}) {
  const { t } = useTranslation('deposit');
  const labels = usePayInLabels();
  const today = tenantToday();
  const schema = useMemo(() => depositFormSchema(method, today, t('form.amountFormat')), [method, today, t]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<DepositFormValues, unknown, DepositFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyDepositForm(method),
  });
  const request = useDepositRequest(method, onCreated);
  const fields = DepositFormFields[method];
  const names = fields.map((field) => field.name);
  const fieldError = (name: string) => errors.fields?.[name]?.message;

  const submit = handleSubmit((values) =>
    request.send(values, names, (field, message) =>
      setError(
        (field === 'slip' ? 'slip' : `fields.${field}`) as FieldPath<DepositFormValues>,
        { message },
        {
          shouldFocus: true,
        },
      ),
    ),
  );

  const box = (name: string, kind: DepositFieldKind) => {
    const path = `fields.${name}` as const;
    const common = { label: t(`fields.${name}`), error: fieldError(name) };
    switch (kind) {
      case 'account':
        return (
          <Controller
            key={name}
            control={control}
            name={path}
            render={({ field }) => (
              <Select
                {...common}
                placeholder={t('form.chooseAccount')}
                withAsterisk
                data={accounts.map((account) => ({
                  value: account.bankAccountId,
                  label: `${account.bankName} · ${account.accountNumber}`,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                comboboxProps={{ withinPortal: true }}
                allowDeselect={false}
              />
            )}
          />
        );
      case 'wallet':
        return (
          <Controller
            key={name}
            control={control}
            name={path}
            render={({ field }) => (
              <Radio.Group {...common} withAsterisk value={field.value} onChange={field.onChange}>
                <Group gap="lg" mt={6}>
                  {wallets.map((wallet) => (
                    <Radio
                      key={wallet.wallet}
                      value={wallet.wallet}
                      label={labels.wallet(wallet.wallet)}
                      ref={wallet === wallets[0] ? field.ref : undefined}
                    />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        );
      case 'date':
        return (
          <Controller
            key={name}
            control={control}
            name={path}
            render={({ field }) => (
              <DatePickerInput
                {...common}
                withAsterisk
                placeholder={t('form.pickDate')}
                valueFormat="D MMM YYYY"
                maxDate={today}
                value={field.value || null}
                onChange={(value) => field.onChange(value ? String(value).slice(0, 10) : '')}
                onBlur={field.onBlur}
                ref={field.ref}
                nextLabel={t('form.nextMonth')}
                previousLabel={t('form.previousMonth')}
                popoverProps={{ position: 'bottom-start' }}
              />
            )}
          />
        );
      case 'note':
        return (
          <Textarea
            key={name}
            {...common}
            description={t('form.noteHint')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={maxLength.note}
            {...register(path)}
          />
        );
      default:
        return (
          <TextInput
            key={name}
            {...common}
            withAsterisk
            description={hinted.has(name) ? t(`hints.${name}`) : undefined}
            inputMode={inputMode[kind]}
            autoComplete="off"
            maxLength={maxLength[name]}
            placeholder={kind === 'amount' ? t('form.amountPlaceholder') : undefined}
            leftSection={kind === 'amount' ? <Text size="xs">{currency}</Text> : undefined}
            leftSectionWidth={kind === 'amount' ? 48 : undefined}
            {...register(path)}
          />
        );
    }
  };

  const note = fields.find((field) => field.kind === 'note');
  const boxes = fields.filter((field) => field.kind !== 'note');
  return (
    <form noValidate aria-label={labels.method(method)} onSubmit={(event) => void submit(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {boxes.map((field) => box(field.name, field.kind))}
        </SimpleGrid>
        <Controller
          control={control}
          name="slip"
          render={({ field }) => (
            <SlipField
              label={method === 'mobile_banking' ? t('form.screenshot') : t('form.slip')}
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                // The file is checked as soon as it is chosen, not only on sending.
                void trigger('slip');
              }}
              required={slipRequired(method)}
              error={errors.slip?.message}
            />
          )}
        />
        {note ? box(note.name, note.kind) : null}
        {request.problem ? (
          <Alert color="red" role="alert">
            {request.problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} size="md">
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
