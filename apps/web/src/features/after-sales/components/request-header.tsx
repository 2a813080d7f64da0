import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AfterSalesRequest } from '@portal/contracts';
import { RequestStatusBadge } from '../../../components/after-sales/status-badges';
import { flightOrderPath } from '../../../lib/order-path';
import { useAirlineNames } from '../../../components/flight-search/api/get-airline-options';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { Facts, type Fact } from './facts';

/**
 * A request's heading: its reference and status, the booking it belongs to (a link to the order page when the user
 * may open it), who asked and when, who quotes it, and the refund's reason and the remark.
 */
export function RequestHeader({
  request,
  eyebrow,
  canOpenOrder,
}: {
  request: AfterSalesRequest;
  eyebrow: string;
  canOpenOrder: boolean;
}) {
  const { t } = useTranslation('afterSales');
  const time = useTenantDateTime();
  const airlineName = useAirlineNames();
  const facts: Fact[] = [
    {
      label: t('facts.booking'),
      value: canOpenOrder ? (
        <Anchor
          component={Link}
          to={flightOrderPath(request.orderReference)}
          ff="monospace"
          fw={700}
          size="sm"
        >
          {request.orderReference}
        </Anchor>
      ) : (
        request.orderReference
      ),
    },
    { label: t('facts.pnr'), value: request.pnr ?? t('facts.none') },
    { label: t('facts.route'), value: request.route },
    { label: t('facts.airline'), value: airlineName(request.validatingAirline) },
    { label: t('facts.requestedBy'), value: request.requestedBy },
    { label: t('facts.requestedAt'), value: time(request.requestedAt) },
    { label: t('facts.quotedBy'), value: t(`mode.${request.mode}`) },
    ...(request.reason ? [{ label: t('facts.reason'), value: t(`reason.${request.reason}`) }] : []),
    ...(request.remark ? [{ label: t('facts.remark'), value: request.remark }] : []),
  ];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="xs" tt="uppercase" fw={700} c="dimmed">
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} ff="monospace">
              {request.reference}
            </Title>
          </div>
          <RequestStatusBadge status={request.status} size="lg" testId="request-status" />
        </Group>
        <Facts facts={facts} />
      </Stack>
    </Paper>
  );
}
