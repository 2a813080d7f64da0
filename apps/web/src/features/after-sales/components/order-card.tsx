import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AfterSalesOptions } from '@portal/contracts';
import { flightOrderPath } from '../../../lib/order-path';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { Facts } from './facts';

/** The booking a request is asked for: its reference (back to its page), PNR, route, airline and issue time. */
export function OrderCard({ options, title }: { options: AfterSalesOptions; title: string }) {
  const { t } = useTranslation('afterSales');
  const time = useTenantDateTime();
  const airlineName = useAirlineNames();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <div>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            {title}
          </Text>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            <Anchor component={Link} to={flightOrderPath(options.orderReference)} inherit ff="monospace">
              {options.orderReference}
            </Anchor>
          </Title>
        </div>
        <Facts
          facts={[
            { label: t('facts.pnr'), value: options.pnr ?? t('facts.none') },
            { label: t('facts.route'), value: options.route },
            { label: t('facts.airline'), value: airlineName(options.validatingAirline) },
            {
              label: t('facts.issuedAt'),
              value: options.issuedAt ? time(options.issuedAt) : t('facts.none'),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}
