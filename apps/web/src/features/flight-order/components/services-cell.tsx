import { Anchor, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useTravellerServices } from '../api/traveller-services';
import { PassengerServices } from './passenger-services';

/** One traveller's services from the order's services read: a placeholder while it loads, a retry if it failed. */
export function ServicesCell({
  services,
  paxId,
  name,
}: {
  services: ReturnType<typeof useTravellerServices>;
  paxId: number;
  name: string;
}) {
  const { t } = useTranslation('flightOrderExtras');
  if (services.isPending) return <Skeleton h={20} w={140} aria-label={t('services.loading')} />;
  if (services.isError)
    return (
      <Text size="sm" c="red.8">
        {t('services.loadFailed')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void services.refetch()}>
          {t('services.retry')}
        </Anchor>
      </Text>
    );
  const passenger = services.data.passengers.find((pax) => pax.paxId === paxId);
  return <PassengerServices name={name} services={passenger?.services ?? []} />;
}
