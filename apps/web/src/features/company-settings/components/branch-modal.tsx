import { SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { branchFieldShape, ZBranchStatus, type Branch } from '@portal/contracts';
import { showToast } from '../../../lib/toasts';
import { useSaveBranch } from '../api/branches';
import { FormModal } from '../../../components/form-modal';
import { useDialogForm } from '../../../components/use-dialog-form';

/** The API's branch fields (contracts) with the status, which only an existing branch changes. */
const branchForm = z.strictObject({ ...branchFieldShape, status: ZBranchStatus });
type BranchFormInput = z.input<typeof branchForm>;

const empty: BranchFormInput = {
  name: '',
  code: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  contactName: '',
  status: 'active',
};

function formOf(branch: Branch): BranchFormInput {
  const { name, code, email, phone, address, city, contactName, status } = branch;
  return { name, code, email, phone, address, city, contactName, status };
}

/**
 * Create a branch, or edit one (its details and whether it is active). Branches are never deleted: an office that
 * closes is made inactive, which the server refuses while active staff still work there.
 */
export function BranchModal({
  opened,
  branch,
  onClose,
}: {
  opened: boolean;
  /** The branch edited; null creates one. */
  branch: Branch | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('companySettings');
  const save = useSaveBranch();
  const {
    register,
    control,
    problem,
    submitWith,
    formState: { errors, isSubmitting },
  } = useDialogForm({
    schema: branchForm,
    opened,
    source: branch,
    valuesOf: (edited) => (edited ? formOf(edited) : empty),
  });

  const submit = submitWith(async ({ status, ...fields }) => {
    await save.mutateAsync(
      branch ? { update: { branchId: branch.branchId, ...fields, status } } : { create: fields },
    );
    showToast({ color: 'green', message: branch ? t('branch.updated') : t('branch.created') });
    onClose();
  }, t('branch.failed'));

  const title = branch ? t('branch.editTitle') : t('branch.addTitle');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      onSubmit={(event) => void submit(event)}
      submitting={isSubmitting}
      problem={problem}
      problemTitle={t('branch.failed')}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label={t('branch.fields.name')}
          required
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={t('branch.fields.code')}
          description={t('branch.codeHint')}
          required
          autoComplete="off"
          styles={{ input: { textTransform: 'uppercase' } }}
          error={errors.code?.message}
          {...register('code')}
        />
        <TextInput
          label={t('branch.fields.contactName')}
          required
          error={errors.contactName?.message}
          {...register('contactName')}
        />
        <TextInput
          type="email"
          label={t('branch.fields.email')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          type="tel"
          label={t('branch.fields.phone')}
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextInput
          label={t('branch.fields.city')}
          required
          error={errors.city?.message}
          {...register('city')}
        />
      </SimpleGrid>
      <Textarea
        label={t('branch.fields.address')}
        required
        autosize
        minRows={2}
        error={errors.address?.message}
        {...register('address')}
      />
      {branch ? (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="branch-status-label">
            {t('branch.fields.status')}
          </Text>
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby="branch-status-label"
                value={field.value}
                onChange={field.onChange}
                data={[
                  { value: 'active', label: t('branch.status.active') },
                  { value: 'inactive', label: t('branch.status.inactive') },
                ]}
                w="fit-content"
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('branch.statusHint', { count: branch.activeStaff })}
          </Text>
        </Stack>
      ) : null}
    </FormModal>
  );
}
