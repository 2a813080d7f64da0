import type { ReactNode } from 'react';
import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportPnrOrderDetails, ImportPnrStatus } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';

const statusColor: Record<ImportPnrStatus, string> = {
  Held: 'blue',
  Ticketed: 'green',
  Cancelled: 'gray',
  Expired: 'red',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={600} component="dd" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** The PNR at a glance: its state at the GDS, its time limit, the airline's own locator, the route and fare. */
export function PnrOverview({ details }: { details: ImportPnrOrderDetails }) {
  const { t } = useTranslation('queueShare');
  const dateTime = useTenantDateTime();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('page.summaryLabel')}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="dl" m={0}>
        <Fact label={t('page.status')}>
          <Badge color={statusColor[details.status]} variant="light" component="span">
            {t(`status.${details.status}`)}
          </Badge>
        </Fact>
        <Fact label={t('page.timeLimit')}>{dateTime(details.timeLimit)}</Fact>
        <Fact label={t('page.airlinePnr')}>{details.airlinePnr}</Fact>
        <Fact label={t('page.airline')}>{details.validatingAirline}</Fact>
        <Fact label={t('page.route')}>{details.route}</Fact>
        <Fact label={t('page.fare')}>
          {`${details.brandName} · ${details.cabin} · ${
            details.refundable ? t('page.refundable') : t('page.nonRefundable')
          }`}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
