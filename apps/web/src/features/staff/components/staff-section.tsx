import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { errorMessage } from '../../../lib/api-errors';
import { useUserContext } from '../../../lib/session/user-context';
import { showToast } from '../../../lib/toasts';
import { useStaff } from '../api/load-staff';
import { useResendInvitation } from '../api/resend-invitation';
import { useStaffLookups } from '../api/staff-lookups';
import { useTabFilters } from '../hooks/use-tab-filters';
import {
  staffFilterKeys,
  staffFiltersFromSearch,
  staffFiltersToSearch,
  staffTabValues,
} from '../utils/staff-filters';
import { fullName, type StaffActionHandlers } from './staff-actions';
import { StaffCards } from './staff-cards';
import { StaffFilterBar } from './staff-filter-bar';
import { StaffFormDrawer } from './staff-form-drawer';
import { StaffStatusModal } from './staff-status-modal';
import { StaffTable } from './staff-table';

/**
 * The agency's people on the list skeleton: search, role and branch filters and the status tabs, all in the
 * address; Invite, Edit, Suspend / Reactivate and Resend for those who may manage staff.
 */
export function StaffSection({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation('staff');
  const user = useUserContext();
  const { filters, update } = useTabFilters(staffFiltersFromSearch, staffFiltersToSearch, staffFilterKeys);
  const staff = useStaff(filters);
  const lookups = useStaffLookups();
  const resend = useResendInvitation();
  // undefined: the form is closed; null: inviting a new person.
  const [editing, setEditing] = useState<StaffMember | null | undefined>(undefined);
  const [statusChange, setStatusChange] = useState<{
    member: StaffMember;
    next: 'active' | 'suspended';
  } | null>(null);

  const handlers: StaffActionHandlers | undefined = canManage
    ? {
        onEdit: setEditing,
        onStatus: (member, next) => setStatusChange({ member, next }),
        onResend: (member) =>
          resend.mutate(member.staffId, {
            onSuccess: () =>
              showToast({ color: 'green', message: t('actions.resent', { email: member.email }) }),
            onError: (error) => showToast({ color: 'red', message: errorMessage(error) }),
          }),
        selfEmail: user.data?.email ?? '',
        resending: resend.isPending ? (resend.variables ?? null) : null,
      }
    : undefined;

  return (
    <ListPage
      t={t}
      contained={false}
      titleOrder={2}
      title={t('list.title')}
      intro={t('list.intro')}
      actions={canManage ? <Button onClick={() => setEditing(null)}>{t('list.invite')}</Button> : null}
      filterBar={
        <StaffFilterBar
          filters={filters}
          onChange={update}
          lookups={lookups.data}
          searching={staff.isFetching && staff.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'status',
        label: t('list.statusTabs'),
        items: staffTabValues.map((value) => ({ value, label: t(`status.${value}`) })),
        countOf: (page, value) => (value === filters.status ? page.total : undefined),
      }}
      query={staff}
      rowsOf={(page) => page.staff.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      table={(page) => <StaffTable staff={page.staff} handlers={handlers} />}
      cards={(page) => <StaffCards staff={page.staff} handlers={handlers} />}
    >
      {canManage ? (
        <>
          <StaffFormDrawer
            opened={editing !== undefined}
            member={editing ?? null}
            lookups={lookups.data}
            onClose={() => setEditing(undefined)}
          />
          <StaffStatusModal
            change={statusChange}
            name={statusChange ? fullName(statusChange.member) : ''}
            onClose={() => setStatusChange(null)}
          />
        </>
      ) : null}
    </ListPage>
  );
}
