import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useServiceHistory } from '../api/traveller-services';
import { LogDrawer } from './log-drawer';
import { ServiceStatusBadge } from './passenger-services';

/** Every status change of the travellers' services (AirSSRHistory), oldest first, in a side panel. */
export function ServiceHistoryDrawer({
  orderReference,
  opened,
  onClose,
}: {
  orderReference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flightOrderExtras');
  const time = useTenantDateTime();
  const history = useServiceHistory(orderReference, opened);
  type Entry = NonNullable<typeof history.data>['entries'][number];

  return (
    <LogDrawer<Entry>
      opened={opened}
      onClose={onClose}
      title={t('serviceHistory.title', { reference: orderReference })}
      texts={{
        close: t('serviceHistory.close'),
        loading: t('serviceHistory.loading'),
        loadFailed: t('serviceHistory.loadFailed'),
        retry: t('serviceHistory.retry'),
        empty: t('serviceHistory.empty'),
        tableLabel: t('serviceHistory.tableLabel'),
      }}
      query={history}
      rows={history.data?.entries ?? []}
      columns={[
        { header: t('serviceHistory.time'), cell: (entry) => time(entry.at), minWidth: 130 },
        { header: t('serviceHistory.passenger'), cell: (entry) => entry.passenger },
        { header: t('serviceHistory.flight'), cell: (entry) => entry.route },
        {
          header: t('serviceHistory.service'),
          cell: (entry) => (
            <>
              <Text span fw={600} size="sm">
                {entry.code}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                {t(`services.kind.${entry.kind}`)}: {entry.name}
              </Text>
            </>
          ),
        },
        { header: t('serviceHistory.status'), cell: (entry) => <ServiceStatusBadge status={entry.status} /> },
      ]}
      card={(entry) => (
        <>
          <Text size="xs" c="dimmed">
            {time(entry.at)} · {entry.passenger} · {entry.route}
          </Text>
          <Text fw={600} size="sm">
            {entry.code} {entry.name}
          </Text>
          <ServiceStatusBadge status={entry.status} />
        </>
      )}
    />
  );
}
