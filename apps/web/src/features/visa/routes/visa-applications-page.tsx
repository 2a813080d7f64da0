import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { VisaApplicationTabs } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { canOpen } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useVisaApplications } from '../api/get-applications';
import { ApplicationFilters } from '../components/application-filters';
import { ApplicationCards, ApplicationsTable } from '../components/applications-table';
import { filtersFromSearch, filtersToSearch } from '../utils/application-filters';
import { VisaPages } from '../utils/search-url';
import '../application-i18n';

/**
 * /visa-myapplications (ShowVisaQueue): the agency's visa applications in status tabs with their counts (received,
 * correction, submitted, approved, rejected, cancelled), filtered in the address, paged, each opening its page.
 */
export default function VisaApplicationsPage() {
  const { t } = useTranslation('visa');
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const applications = useVisaApplications(filters);
  const user = useUserContext();
  const canApply = canOpen(user.data?.functionalities ?? [], VisaPages.searchpad);

  return (
    <ListPage
      t={t}
      title={t('list.title')}
      intro={t('list.intro')}
      actions={
        canApply ? (
          <Button component={Link} to={VisaPages.searchpad}>
            {t('list.newApplication')}
          </Button>
        ) : undefined
      }
      filterBar={
        <ApplicationFilters
          filters={filters}
          onChange={update}
          searching={applications.isFetching && applications.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'tab',
        label: t('tabs.label'),
        items: VisaApplicationTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) => page.tabs[tab],
      }}
      query={applications}
      rowsOf={(page) => page.applications.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      skeletonRows={6}
      table={(page) => <ApplicationsTable rows={page.applications} />}
      cards={(page) => <ApplicationCards rows={page.applications} />}
    />
  );
}
