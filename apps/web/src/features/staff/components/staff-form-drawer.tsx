import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Drawer,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  Business,
  StaffLimit,
  type CreateStaffRequest,
  type StaffLookupsResponse,
  type StaffMember,
  type UpdateStaffRequest,
} from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useSaveStaff } from '../api/save-staff';
import {
  editFormSchema,
  emptyStaffForm,
  inviteFormSchema,
  staffFormOf,
  type StaffFormValues,
} from '../utils/staff-form';

/**
 * Invite (a mail with a single-use link goes to the person) and Edit in one drawer: name, email (invite only),
 * phone, designation, role and branch. An owner holds every permission; giving them a role makes them staff, and
 * choosing "Owner" for a staff member makes them an owner. The API's refusal (the email taken, the last person who
 * can manage staff) shows above the buttons.
 */
export function StaffFormDrawer({
  opened,
  member,
  lookups,
  onClose,
}: {
  opened: boolean;
  /** The person edited; null invites a new one. */
  member: StaffMember | null;
  lookups: StaffLookupsResponse | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const config = useTenantConfig();
  const defaultCode = config.global.defaultPhoneNumberCode || Business.defaultPhoneCountryCode;
  const save = useSaveStaff();
  const [problem, setProblem] = useState<string | null>(null);
  const resolver = useMemo(
    () => zodResolver(member ? editFormSchema(member.staffId) : inviteFormSchema),
    [member],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormValues, unknown, CreateStaffRequest | UpdateStaffRequest>({
    resolver: resolver as never,
    defaultValues: emptyStaffForm(defaultCode),
  });

  // Each opening starts from the person edited, or from empty boxes.
  useEffect(() => {
    if (!opened) return;
    reset(member ? staffFormOf(member, defaultCode) : emptyStaffForm(defaultCode));
    setProblem(null);
  }, [opened, member, reset, defaultCode]);

  const submit = handleSubmit(async (request) => {
    setProblem(null);
    try {
      if (member) {
        await save.mutateAsync({ kind: 'update', request: request as UpdateStaffRequest });
        showToast({ color: 'green', message: t('form.updated') });
      } else {
        const invited = await save.mutateAsync({ kind: 'invite', request: request as CreateStaffRequest });
        showToast({ color: 'green', message: t('form.invited', { email: invited.staff.email }) });
      }
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  });

  const roles = (lookups?.roles ?? []).map((role) => ({ value: role.roleId, label: role.name }));
  // A role the person holds stays choosable even if the lookups do not list it.
  if (member?.role && !roles.some((role) => role.value === member.role?.roleId))
    roles.push({ value: member.role.roleId, label: member.role.name });
  const branches = (lookups?.branches ?? []).map((branch) => ({
    value: branch.branchId,
    label: branch.name,
  }));
  if (member?.branch && !branches.some((branch) => branch.value === member.branch?.branchId))
    branches.push({ value: member.branch.branchId, label: member.branch.name });

  const title = member ? t('form.editTitle') : t('form.inviteTitle');
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size="md">
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          {member ? null : (
            <Text size="sm" c="dimmed">
              {t('form.inviteIntro', { hours: StaffLimit.invitationValidHours })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('form.firstName')}
              required
              autoComplete="off"
              error={errors.firstName?.message}
              data-autofocus
              {...register('firstName')}
            />
            <TextInput
              label={t('form.lastName')}
              required
              autoComplete="off"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            type="email"
            label={t('form.email')}
            required={!member}
            readOnly={Boolean(member)}
            description={member ? t('form.emailFixed') : t('form.emailHint')}
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('form.countryCode')}
              w={96}
              autoComplete="off"
              error={errors.e164Code?.message}
              {...register('e164Code')}
            />
            <TextInput
              type="tel"
              label={t('form.phone')}
              description={t('form.optional')}
              autoComplete="off"
              style={{ flex: 1 }}
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
          </Group>
          <TextInput
            label={t('form.designation')}
            description={t('form.designationHint')}
            autoComplete="off"
            error={errors.designation?.message}
            {...register('designation')}
          />
          <NativeSelect
            label={t('form.role')}
            required={!member}
            description={member?.isOwner || !member ? undefined : t('form.ownerHint')}
            data={[
              member
                ? { value: '', label: t('form.ownerOption') }
                : { value: '', label: t('form.chooseRole'), disabled: true },
              ...roles,
            ]}
            error={errors.roleId?.message}
            {...register('roleId')}
          />
          <NativeSelect
            label={t('form.branch')}
            description={t('form.branchHint')}
            data={[{ value: '', label: t('common.headOffice') }, ...branches]}
            error={errors.branchId?.message}
            {...register('branchId')}
          />
          {problem ? (
            <Alert color="red" role="alert" title={t('form.failed')}>
              {problem}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {member ? t('form.save') : t('form.sendInvitation')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
