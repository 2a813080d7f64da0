import { useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasFunctionality, type Traveller } from '@portal/contracts';
import { PagedResults } from '../../../components/paged-results';
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
  const data = travellers.data;
  const canAdd =
    hasFunctionality(functionalities, 'AddTraveller') ||
    hasFunctionality(functionalities, 'ManageTravellers');
  const onEdit = hasFunctionality(functionalities, 'ManageTravellers') ? setEditing : undefined;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 22, sm: 26 }}>
              {t('page.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('page.intro')}
            </Text>
          </Stack>
          {canAdd ? <Button onClick={() => setEditing(null)}>{t('page.add')}</Button> : null}
        </Group>
        <TravellerFilters
          filters={filters}
          onChange={update}
          searching={travellers.isFetching && travellers.isPlaceholderData}
        />
        <PagedResults
          query={travellers}
          pageNumber={filters.page}
          rowsOf={(page) => page.travellers.length}
          onPage={(page) => update({ page })}
          t={t}
          texts={{
            count: (total) => t('list.count', { count: total }),
            loadFailed: t('list.loadFailed'),
            loading: t('list.loading'),
            empty: t('list.empty'),
          }}
          skeletonRows={5}
          table={() => <TravellersTable travellers={data?.travellers ?? []} onEdit={onEdit} />}
          cards={() => <TravellerCards travellers={data?.travellers ?? []} onEdit={onEdit} />}
        />
      </Stack>
      <TravellerFormModal
        opened={editing !== undefined}
        traveller={editing ?? null}
        onClose={() => setEditing(undefined)}
      />
    </Container>
  );
}
