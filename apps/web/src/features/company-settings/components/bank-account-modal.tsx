import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZBankAccountFields, type AgencyBankAccount } from '@portal/contracts';
import { showToast } from '../../../lib/toasts';
import { useSaveBankAccount } from '../api/bank-accounts';
import { FormModal } from '../../../components/form-modal';
import { useDialogForm } from '../../../components/use-dialog-form';

/** The API's own field rules (contracts), with the default switch of the add and edit calls. */
const bankAccountForm = ZBankAccountFields.extend({ isDefault: z.boolean() });
type BankAccountFormInput = z.input<typeof bankAccountForm>;

const empty: BankAccountFormInput = {
  bankName: '',
  accountName: '',
  accountNumber: '',
  branchName: '',
  routingNo: '',
  swiftCode: '',
  isDefault: false,
};

function formOf(account: AgencyBankAccount): BankAccountFormInput {
  return {
    bankName: account.bankName,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    branchName: account.branchName ?? '',
    routingNo: account.routingNo ?? '',
    swiftCode: account.swiftCode ?? '',
    isDefault: account.isDefault,
  };
}

/** Add or edit one of the agency's accounts; the server's refusal (limit, duplicate) shows above the buttons. */
export function BankAccountModal({
  opened,
  account,
  onClose,
}: {
  opened: boolean;
  /** The account edited; null adds one. */
  account: AgencyBankAccount | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('companySettings');
  const save = useSaveBankAccount();
  const {
    register,
    problem,
    submitWith,
    formState: { errors, isSubmitting },
  } = useDialogForm({
    schema: bankAccountForm,
    opened,
    source: account,
    valuesOf: (edited) => (edited ? formOf(edited) : empty),
  });

  const submit = submitWith(async (values) => {
    if (account) {
      // The default cannot be switched off from its own account: another account is made the default instead.
      const isDefault = account.isDefault ? undefined : values.isDefault;
      await save.mutateAsync({
        bankAccountId: account.bankAccountId,
        request: { ...values, bankAccountId: account.bankAccountId, isDefault },
      });
    } else {
      await save.mutateAsync({ bankAccountId: null, request: values });
    }
    showToast({ color: 'green', message: t('bank.saved') });
    onClose();
  }, t('bank.failed'));

  const title = account ? t('bank.editTitle') : t('bank.addTitle');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      problem={problem}
      problemTitle={t('bank.failed')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('bank.fields.bankName')}
          required
          data-autofocus
          error={errors.bankName?.message}
          {...register('bankName')}
        />
        <TextInput
          label={t('bank.fields.accountName')}
          required
          error={errors.accountName?.message}
          {...register('accountName')}
        />
        <TextInput
          label={t('bank.fields.accountNumber')}
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        <TextInput
          label={t('bank.fields.branchName')}
          error={errors.branchName?.message}
          {...register('branchName')}
        />
        <TextInput
          label={t('bank.fields.routingNo')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.routingNo?.message}
          {...register('routingNo')}
        />
        <TextInput
          label={t('bank.fields.swiftCode')}
          autoComplete="off"
          error={errors.swiftCode?.message}
          {...register('swiftCode')}
        />
      </SimpleGrid>
      <Checkbox
        label={t('bank.fields.isDefault')}
        description={account?.isDefault ? t('bank.defaultFixed') : t('bank.defaultHint')}
        disabled={account?.isDefault}
        {...register('isDefault')}
      />
    </FormModal>
  );
}
