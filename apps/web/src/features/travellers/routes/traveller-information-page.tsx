import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type Traveller } from '@portal/contracts';
import { ListPage } from '../../../components/list-page/list-page';
import { useAddressFilters } from '../../../lib/address-filters';
import { useUserContext } from '../../../lib/session/user-context';
import { useTravellers } from '../api/load-travellers';
import { TravellerCards } from '../components/traveller-cards';
import { TravellerFilters } from '../components/traveller-filters';
import { TravellerFormModal } from '../components/traveller-form-modal';
import { TravellersTable } from '../components/travellers-table';
import { filtersFromSearch, filtersToSearch } from '../utils/traveller-filters';
import '../i18n';

/**
 * /traveller-information (spec §2 side navigation, ManageTravellers): the agency's saved travellers by name, searched
 * by name or passport number (the search kept in the address), paged; added and edited in a modal form.
 */
export default function TravellerInformationPage() {
  const { t } = useTranslation('travellers');
  const user = useUserContext();
  const functionalities = user.data?.functionalities ?? [];
  const { filters, update } = useAddressFilters(filtersFromSearch, filtersToSearch);
  const travellers = useTravellers(filters);
  // undefined: the modal is closed; null: adding a new traveller.
  const [editing, setEditing] = useState<Traveller | null | undefined>(undefined);
  const canAdd =
    hasFunctionality(functionalities, 'AddTraveller') ||
    hasFunctionality(functionalities, 'ManageTravellers');
  const onEdit = hasFunctionality(functionalities, 'ManageTravellers') ? setEditing : undefined;

  return (
    <ListPage
      t={t}
      title={t('page.title')}
      intro={t('page.intro')}
      actions={canAdd ? <Button onClick={() => setEditing(null)}>{t('page.add')}</Button> : null}
      filterBar={
        <TravellerFilters
          filters={filters}
          onChange={update}
          searching={travellers.isFetching && travellers.isPlaceholderData}
        />
      }
      filters={filters}
      update={update}
      query={travellers}
      rowsOf={(page) => page.travellers.length}
      texts={{
        count: (total) => t('list.count', { count: total }),
        loadFailed: t('list.loadFailed'),
        loading: t('list.loading'),
        empty: t('list.empty'),
      }}
      table={(page) => <TravellersTable travellers={page.travellers} onEdit={onEdit} />}
      cards={(page) => <TravellerCards travellers={page.travellers} onEdit={onEdit} />}
    >
      <TravellerFormModal
        opened={editing !== undefined}
        traveller={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </ListPage>
  );
}
