import { useEffect, useState } from 'react';
import { NativeSelect, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RoleLimit, ZCreateRoleRequest, type Role } from '@portal/contracts';
import { LoadFailedAlert, TableSkeleton } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';
import { showToast } from '../../../lib/toasts';
import { useModuleList } from '../api/module-list';
import { useSaveRole } from '../api/save-role';
import { ModulePermissions } from './module-permissions';
import { FormModal } from '../../../components/form-modal';

const blank = 'blank';

/**
 * A role's editor: its name and its permissions, the module list (GetModuleList) as grouped boxes with a box per
 * module that selects all of it. A new role may start from a preset; the owner changes any box before saving. On
 * a phone it takes the whole screen.
 */
export function RoleEditorModal({
  opened,
  role,
  onClose,
}: {
  opened: boolean;
  /** The role edited; null makes a new one. */
  role: Role | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const phone = useMediaQuery('(max-width: 48em)');
  const modules = useModuleList();
  const save = useSaveRole();
  const [name, setName] = useState('');
  const [preset, setPreset] = useState(blank);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [errors, setErrors] = useState<{ name?: string; functionalities?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);

  // Each opening starts from the role edited, or from a blank role.
  useEffect(() => {
    if (!opened) return;
    setName(role?.name ?? '');
    setChosen(new Set(role?.functionalities ?? []));
    setPreset(blank);
    setErrors({});
    setProblem(null);
  }, [opened, role]);

  const startFrom = (value: string) => {
    setPreset(value);
    const found = modules.data?.presets.find((entry) => entry.preset === value);
    setChosen(new Set(found?.functionalities ?? []));
    // The preset's name is offered unless the owner already typed one of their own.
    const presetNames = new Set(modules.data?.presets.map((entry) => entry.name));
    if (found && (name.trim() === '' || presetNames.has(name.trim()))) setName(found.name);
  };

  const submit = async () => {
    setProblem(null);
    const parsed = ZCreateRoleRequest.safeParse({ name, functionalities: [...chosen] });
    if (!parsed.success) {
      const found: { name?: string; functionalities?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'functionalities') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ roleId: role?.roleId ?? null, request: parsed.data });
      showToast({
        color: 'green',
        message: role ? t('roles.updated') : t('roles.created', { name: parsed.data.name }),
      });
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  const title = role ? t('roles.editTitle', { name: role.name }) : t('roles.newTitle');
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={phone}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      submitting={save.isPending}
      problem={problem}
      problemTitle={t('roles.failed')}
      cancelLabel={t('form.cancel')}
      submitLabel={t('roles.save')}
      footerStart={
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('roles.chosen', { count: chosen.size })}
        </Text>
      }
    >
      {role ? null : (
        <NativeSelect
          label={t('roles.startFrom')}
          description={t('roles.startFromHint')}
          value={preset}
          onChange={(event) => startFrom(event.currentTarget.value)}
          data={[
            { value: blank, label: t('roles.blank') },
            ...(modules.data?.presets ?? []).map((entry) => ({
              value: entry.preset,
              label: t(`roles.presets.${entry.preset}`, { defaultValue: entry.name }),
            })),
          ]}
        />
      )}
      <TextInput
        label={t('roles.name')}
        required
        maxLength={RoleLimit.nameMax}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        data-autofocus
      />
      {role && role.userCount > 0 ? (
        <Text size="sm" c="dimmed">
          {t('roles.changeApplies', { count: role.userCount })}
        </Text>
      ) : null}
      {modules.isError ? (
        <LoadFailedAlert
          message={t('roles.modulesFailed')}
          retry={t('retry')}
          onRetry={() => void modules.refetch()}
        />
      ) : modules.isPending ? (
        <TableSkeleton label={t('list.loading')} rows={6} />
      ) : (
        <ModulePermissions
          modules={modules.data.modules}
          chosen={chosen}
          onChange={setChosen}
          error={errors.functionalities}
        />
      )}
    </FormModal>
  );
}
