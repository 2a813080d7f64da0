import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { moduleState, toggleCode, toggleModule, type ModuleEntry } from '../utils/role-form';

/** The module list as boxes: a fieldset per module, its "All of …" box first, then one box per permission. */
export function ModulePermissions({
  modules,
  chosen,
  onChange,
  error,
}: {
  modules: ModuleEntry[];
  chosen: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('staff');
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm" id="role-permissions-label">
        {t('roles.permissionsLabel')}
      </Text>
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm" style={{ alignItems: 'start' }}>
        {modules.map((module) => {
          const state = moduleState(module, chosen);
          const label = t(`permissions.modules.${module.module}`, { defaultValue: module.module });
          return (
            <Fieldset key={module.module} legend={label} radius="md" p="sm">
              <Stack gap={6}>
                <Checkbox
                  label={t('roles.allOf', { module: label })}
                  fw={600}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  onChange={() => onChange(toggleModule(module, chosen))}
                />
                <Stack gap={6} pl="md">
                  {module.functionalities.map((entry) => (
                    <Checkbox
                      key={entry.code}
                      label={t(`permissions.functionalities.${entry.name}`, { defaultValue: entry.name })}
                      checked={chosen.has(entry.code)}
                      onChange={() => onChange(toggleCode(entry.code, chosen))}
                    />
                  ))}
                </Stack>
              </Stack>
            </Fieldset>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
