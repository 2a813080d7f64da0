import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HolidayPackageStatuses } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useHolidayPackages } from '../api/holiday-catalogue';
import { HolidayPackagesCards, HolidayPackagesTable } from '../components/holiday-packages-table';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import {
  catalogueFiltersFromSearch,
  catalogueFiltersToSearch,
  holidayCatalogueSearchLength,
} from '../utils/holiday-filters';
import '../holiday-i18n';
import '../i18n';

/**
 * /backoffice/holidays: the tenant's tour packages by status (Draft, Published, Unpublished) with their counts,
 * searched by code, title or city; each opens its editor, and New package starts one.
 */
export default function HolidayCataloguePage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'holidayCatalogue' });
  const { filters, update } = useAddressFilters(catalogueFiltersFromSearch, catalogueFiltersToSearch);
  const list = useHolidayPackages(filters);
  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      actions={
        <Button component={Link} to="/backoffice/holidays/new">
          {t('newPackage')}
        </Button>
      }
      filterBar={
        <QueueSearchField
          value={filters.search}
          onChange={(search) => update({ search })}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={holidayCatalogueSearchLength}
          searching={list.isFetching && list.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'status',
        label: t('tabsLabel'),
        items: (['all', ...HolidayPackageStatuses] as const).map((value) => ({
          value,
          label: value === 'all' ? t('all') : t(`statuses.${value}`),
        })),
        countOf: (page, status) => page.counts[status],
      }}
      query={list}
      rowsOf={(page) => page.packages.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: filters.search ? t('emptySearch') : t('empty'),
      }}
      table={(page) => <HolidayPackagesTable rows={page.packages} />}
      cards={(page) => <HolidayPackagesCards rows={page.packages} />}
    />
  );
}
