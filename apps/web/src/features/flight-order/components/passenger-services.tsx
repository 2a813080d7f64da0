import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TravellerServices } from '@portal/contracts';

type Service = TravellerServices['passengers'][number]['services'][number];
type ServiceStatus = Service['status'];

const statusColor: Record<ServiceStatus, string> = {
  Requested: 'yellow',
  Confirmed: 'green',
  Cancelled: 'gray',
};

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { t } = useTranslation('flightOrderExtras');
  return (
    <Badge size="sm" variant="light" color={statusColor[status]} miw="max-content">
      {t(`services.status.${status}`)}
    </Badge>
  );
}

/** One traveller's services as the airline has them: flight, code and name, and how far it confirmed each. */
export function PassengerServices({ name, services }: { name: string; services: readonly Service[] }) {
  const { t } = useTranslation('flightOrderExtras');
  if (services.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('services.none')}
      </Text>
    );
  return (
    <List listStyleType="none" spacing={4} aria-label={t('services.listLabel', { name })}>
      {services.map((service) => (
        <List.Item key={`${service.legKey}-${service.kind}-${service.code}`}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <ServiceStatusBadge status={service.status} />
            <Text size="sm">
              <Text span fw={600}>
                {service.route} {service.code}
              </Text>{' '}
              <Text span c="dimmed" size="sm">
                {t(`services.kind.${service.kind}`)}: {service.name}
              </Text>
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
