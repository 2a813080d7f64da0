import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useOrderHistory } from '../api/get-order-history';
import { LogDrawer } from './log-drawer';
import { OrderStatusBadge } from '../../../components/order-status-badge';

/** The order's booking history (GetOrderHistory) in a side panel: when, what, the status after, who, and a note. */
export function HistoryDrawer({
  orderReference,
  opened,
  onClose,
}: {
  orderReference: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('flightOrder');
  const time = useTenantDateTime();
  const history = useOrderHistory(orderReference, opened);
  type Event = NonNullable<typeof history.data>['events'][number];
  const action = (name: string) => t(`history.actions.${name}`, { defaultValue: name });
  const by = (event: Event) => event.by ?? t('history.system');

  return (
    <LogDrawer<Event>
      opened={opened}
      onClose={onClose}
      title={t('history.title', { reference: orderReference })}
      texts={{
        close: t('close'),
        loading: t('history.loading'),
        loadFailed: t('history.loadFailed'),
        retry: t('retry'),
        empty: t('history.empty'),
        tableLabel: t('history.tableLabel'),
      }}
      query={history}
      rows={history.data?.events ?? []}
      columns={[
        { header: t('history.time'), cell: (event) => time(event.at), minWidth: 130 },
        { header: t('history.action'), cell: (event) => action(event.action) },
        {
          header: t('history.status'),
          cell: (event) => <OrderStatusBadge status={event.status} />,
        },
        { header: t('history.by'), cell: by },
        { header: t('history.note'), cell: (event) => event.note ?? '' },
      ]}
      card={(event) => (
        <>
          <Text size="xs" c="dimmed">
            {time(event.at)} · {by(event)}
          </Text>
          <Text fw={600}>{action(event.action)}</Text>
          <OrderStatusBadge status={event.status} />
          {event.note ? <Text size="sm">{event.note}</Text> : null}
        </>
      )}
    />
  );
}
