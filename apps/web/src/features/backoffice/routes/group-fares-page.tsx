import { Button, Group, Select } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupFareKinds, type GroupFareKind } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import { useAddressFilters } from '../../../lib/address-filters';
import { useGroupFareBlocks } from '../api/group-fare-blocks';
import { GroupFareBlockCards, GroupFareBlocksTable } from '../components/group-fare-blocks-table';
import { groupFaresPath } from '../components/group-fare-parts';
import {
  GroupFareBlockListTabs,
  groupFareBlockFiltersFromSearch,
  groupFareBlockFiltersToSearch,
  groupFareSearchLength,
} from '../utils/group-fare-filters';
import '../group-fare-i18n';
import '../i18n';

/**
 * /backoffice/group-fares (ManageGroupFares): the tenant's special-fare blocks (Xclusive, Umrah, group seats) by
 * status, with the seats each has reserved, sold and left and the names still missing; New block starts one on a
 * flight found in the airline's inventory.
 */
export default function GroupFaresPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'groupFares' });
  const { filters, update } = useAddressFilters(
    groupFareBlockFiltersFromSearch,
    groupFareBlockFiltersToSearch,
  );
  const blocks = useGroupFareBlocks(filters);

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={720}
      actions={
        <Button component={Link} to={`${groupFaresPath}/new`}>
          {t('new')}
        </Button>
      }
      filterBar={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <QueueSearchField
            value={filters.search}
            onChange={(search) => update({ search })}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            maxLength={groupFareSearchLength}
            searching={blocks.isFetching && blocks.isPlaceholderData}
          />
          <Select
            label={t('kind')}
            w={180}
            data={[
              { value: '', label: t('allKinds') },
              ...GroupFareKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            value={filters.kind}
            onChange={(kind) => update({ kind: (kind ?? '') as GroupFareKind | '' })}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabsLabel'),
        items: GroupFareBlockListTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.counts[tab],
      }}
      query={blocks}
      rowsOf={(page) => page.items.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      skeletonRows={6}
      table={(page) => <GroupFareBlocksTable rows={page.items} />}
      cards={(page) => <GroupFareBlockCards rows={page.items} />}
    />
  );
}
