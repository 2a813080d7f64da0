import { Button, Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HeadOfficeFilter, StaffLimit, type StaffLookupsResponse } from '@portal/contracts';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import { hasStaffFilters, type StaffFilters } from '../utils/staff-filters';

/** A search by name or email (sent once typing stops), the role and the branch; the status is the list's tabs. */
export function StaffFilterBar({
  filters,
  onChange,
  lookups,
  searching,
}: {
  filters: StaffFilters;
  onChange: (change: Partial<StaffFilters>) => void;
  lookups: StaffLookupsResponse | undefined;
  searching: boolean;
}) {
  const { t } = useTranslation('staff');
  const roles = (lookups?.roles ?? []).map((role) => ({ value: role.roleId, label: role.name }));
  const branches = [
    { value: HeadOfficeFilter, label: t('common.headOffice') },
    ...(lookups?.branches ?? []).map((branch) => ({ value: branch.branchId, label: branch.name })),
  ];
  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t('filters.label')}>
      <QueueSearchField
        value={filters.search}
        onChange={(search) => onChange({ search })}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={StaffLimit.searchMax}
        searching={searching}
        width={260}
      />
      <Select
        label={t('filters.role')}
        placeholder={t('filters.anyRole')}
        data={roles}
        value={filters.role || null}
        onChange={(role) => onChange({ role: role ?? '' })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      <Select
        label={t('filters.branch')}
        placeholder={t('filters.anyBranch')}
        data={branches}
        value={filters.branch || null}
        onChange={(branch) => onChange({ branch: branch ?? '' })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      {hasStaffFilters(filters) ? (
        <Button variant="subtle" onClick={() => onChange({ search: '', role: '', branch: '' })}>
          {t('filters.clear')}
        </Button>
      ) : null}
    </Group>
  );
}
