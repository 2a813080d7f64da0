import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type Branch } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearch } from '../../../components/list-page/queue-search';
import { useAddressFilters } from '../../../lib/address-filters';
import { useBranches } from '../api/branches';
import {
  BranchTabs,
  branchFiltersFromSearch,
  branchFiltersToSearch,
  branchSearchMax,
} from '../utils/branch-filters';
import { BranchCards, BranchTable } from './branch-list';
import { BranchModal } from './branch-modal';

/**
 * The agency's branches (ShowBranches): status tabs with counts, a search, the list; created and edited in a
 * modal with ManageBranch. Staff placed in a branch see only what its users made.
 */
export function BranchesTab({ functionalities }: { functionalities: readonly number[] }) {
  const { t } = useTranslation('companySettings');
  const { filters, update } = useAddressFilters(branchFiltersFromSearch, branchFiltersToSearch);
  const branches = useBranches(filters);
  const canManage = hasFunctionality(functionalities, 'ManageBranch');
  // undefined: closed; null: creating.
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  const onEdit = canManage ? setEditing : undefined;

  return (
    <ListPage
      t={t}
      contained={false}
      titleOrder={2}
      title={t('branch.title')}
      intro={t('branch.intro')}
      actions={canManage ? <Button onClick={() => setEditing(null)}>{t('branch.add')}</Button> : null}
      filterBar={
        <QueueSearch
          term={filters.search}
          onTerm={(search) => update({ search })}
          searching={branches.isFetching && branches.isPlaceholderData}
          maxLength={branchSearchMax}
          labels={{
            group: t('branch.filters'),
            search: t('branch.search'),
            placeholder: t('branch.searchPlaceholder'),
            clear: t('branch.clearSearch'),
          }}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'status',
        label: t('branch.statusTabs'),
        items: BranchTabs.map((value) => ({ value, label: t(`branch.tabs.${value}`) })),
        countOf: (data, value) => data.counts[value],
      }}
      query={branches}
      rowsOf={(data) => data.branches.length}
      texts={{
        count: (total) => t('branch.count', { count: total }),
        loadFailed: t('branch.loadFailed'),
        loading: t('common.loading'),
        empty: t('common.empty'),
      }}
      table={(data) => <BranchTable branches={data.branches} onEdit={onEdit} />}
      cards={(data) => <BranchCards branches={data.branches} onEdit={onEdit} />}
    >
      <BranchModal
        opened={editing !== undefined}
        branch={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
