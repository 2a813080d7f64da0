import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HolidayRequest } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const colour: Partial<Record<HolidayRequest['status'], string>> = {
  Requested: 'blue',
  Quoted: 'orange',
  Completed: 'green',
  Rejected: 'red',
};

/** Where the request stands and who acts next, in a sentence; a refusal or cancellation says why when it was said. */
export function RequestState({ request }: { request: HolidayRequest }) {
  const { t } = useTranslation('holiday');
  const time = useTenantDateTime();
  const lastNote = [...request.history].reverse().find((event) => event.note)?.note ?? null;
  const live = request.status === 'Quoted' && request.quote?.state === 'Current';
  const text =
    request.status === 'Requested'
      ? t('state.requested')
      : request.status === 'Quoted'
        ? live
          ? t('state.quoted')
          : t('state.expired')
        : request.status === 'Completed'
          ? t('state.confirmed', { time: time(request.booking?.confirmedAt ?? request.updatedAt) })
          : request.status === 'Rejected'
            ? t('state.rejected')
            : request.status === 'Cancelled'
              ? t('state.cancelled')
              : request.status === 'Expired'
                ? t('state.expired')
                : t('state.inProcess');
  return (
    <Alert color={colour[request.status] ?? 'gray'} variant="light" role="status" data-testid="request-state">
      <Text size="sm">{text}</Text>
      {(request.status === 'Rejected' || request.status === 'Cancelled') && lastNote ? (
        <Text size="sm" mt={4}>
          {t('state.why', { note: lastNote })}
        </Text>
      ) : null}
    </Alert>
  );
}
