import { Button, Group, NativeSelect } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GroupFareKinds, GroupFareReservationTabs, type GroupFareKind } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { QueueSearch } from '../../../components/list-page/queue-search';
import { useAddressFilters } from '../../../lib/address-filters';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useGroupFareReservations } from '../api/get-reservations';
import { ReservationsCards, ReservationsTable } from '../components/reservations-list';
import { maxQueueSearchLength, queueFiltersFromSearch, queueFiltersToSearch } from '../utils/queue-filters';
import { GroupFareKindPaths } from '../utils/search-url';
import '../i18n';

/**
 * /group-fare-reservations (any of UsexClusiveFares, AccessUmrahFares, AccessGroupFares): the agency's special-fare
 * reservations in tabs (reserved, deposit paid, named, ticketed, released) with their counts, filtered by kind and
 * searched by reference or fare; tab, kind, search and page live in the address.
 */
export default function GroupFareReservationsPage() {
  const { t } = useTranslation('groupFares');
  const { filters, update } = useAddressFilters(queueFiltersFromSearch, queueFiltersToSearch);
  const queue = useGroupFareReservations(filters);
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const searchable = GroupFareKinds.filter((kind) => canOpen(functionalities, GroupFareKindPaths[kind].tab));
  const firstSearch = searchable[0];

  return (
    <ListPage
      t={t}
      title={t('queue.title')}
      intro={t('queue.intro')}
      introWidth={720}
      actions={
        firstSearch ? (
          <Button component={Link} to={GroupFareKindPaths[firstSearch].tab} variant="light">
            {t('queue.findFares')}
          </Button>
        ) : undefined
      }
      filterBar={
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('queue.kind')}
            value={filters.kind}
            onChange={(event) => update({ kind: event.currentTarget.value as GroupFareKind | '' })}
            data={[
              { value: '', label: t('queue.allKinds') },
              ...GroupFareKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
            w={200}
          />
          <QueueSearch
            term={filters.search}
            onTerm={(search) => update({ search })}
            searching={queue.isFetching && queue.isPlaceholderData}
            maxLength={maxQueueSearchLength}
            width={320}
            labels={{
              group: t('queue.filters'),
              search: t('queue.search'),
              placeholder: t('queue.searchPlaceholder'),
              clear: t('queue.clear'),
            }}
          />
        </Group>
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('queue.tabsLabel'),
        items: GroupFareReservationTabs.map((value) => ({ value, label: t(`queue.tabs.${value}`) })),
        countOf: (page, tab) => page.counts[tab],
      }}
      query={queue}
      rowsOf={(page) => page.items.length}
      texts={{
        count: (total) => t('queue.count', { count: total }),
        loadFailed: t('queue.loadFailed'),
        loading: t('queue.loading'),
        empty: filters.search || filters.kind ? t('queue.emptySearch') : t('queue.empty'),
      }}
      table={(page) => <ReservationsTable rows={page.items} />}
      cards={(page) => <ReservationsCards rows={page.items} />}
    />
  );
}
