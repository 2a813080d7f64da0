import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useVisaProducts } from '../api/visa-products';
import { QueueSearchField } from '../../../components/list-page/queue-search-field';
import { VisaProductCards, VisaProductsTable } from '../components/visa-products-table';
import {
  visaProductFiltersFromSearch,
  visaProductFiltersToSearch,
  visaProductSearchLength,
  VisaProductTabs,
} from '../utils/visa-product-filters';
import '../visa-i18n';
import '../i18n';

/**
 * /backoffice/visa-products (ManageVisaCatalogue): the tenant's visa products by destination and type, published or
 * not, searched by title or country; each opens its editor, and New visa product starts one.
 */
export default function VisaProductsPage() {
  const { t } = useTranslation('backoffice', { keyPrefix: 'visaProducts' });
  const { filters, update } = useAddressFilters(visaProductFiltersFromSearch, visaProductFiltersToSearch);
  const products = useVisaProducts(filters);

  return (
    <ListPage
      t={t}
      contained={false}
      title={t('title')}
      intro={t('intro')}
      introWidth={680}
      actions={
        <Button component={Link} to="/backoffice/visa-products/new">
          {t('new')}
        </Button>
      }
      filterBar={
        <QueueSearchField
          value={filters.search}
          onChange={(search) => update({ search })}
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          maxLength={visaProductSearchLength}
          searching={products.isFetching && products.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      tabs={{
        field: 'status',
        label: t('tabsLabel'),
        items: VisaProductTabs.map((value) => ({ value, label: t(`tabs.${value}`) })),
        countOf: (page, tab) =>
          tab === 'all' ? page.counts.Published + page.counts.Unpublished : page.counts[tab],
      }}
      query={products}
      rowsOf={(page) => page.products.length}
      texts={{
        count: (total) => t('count', { count: total }),
        loadFailed: t('loadFailed'),
        loading: t('loading'),
        empty: t('empty'),
      }}
      skeletonRows={6}
      table={(page) => <VisaProductsTable rows={page.products} />}
      cards={(page) => <VisaProductCards rows={page.products} />}
    />
  );
}
