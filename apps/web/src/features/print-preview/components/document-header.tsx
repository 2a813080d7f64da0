import { Fragment } from 'react';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FlightOrder } from '@portal/contracts';
import { useTenantDateTime } from '../../../lib/use-tenant-time';
import { useTenantConfig } from '../../../tenant/tenant-context';
import classes from '../print-preview.module.css';

/** The brand (logo, name, contacts) and the document's title, reference, record locators and date. */
export function DocumentHeader({ order, title }: { order: FlightOrder; title: string }) {
  const { t } = useTranslation('printPreview');
  const config = useTenantConfig();
  const time = useTenantDateTime();
  const facts: Array<[string, string]> = [
    [t('doc.reference'), order.orderReference],
    [t('doc.pnr'), order.pnr ?? t('doc.none')],
    [t('doc.airlinePnr'), order.airlinePnr ?? t('doc.none')],
    [order.issuedAt ? t('doc.issuedAt') : t('doc.bookedAt'), time(order.issuedAt ?? order.createdAt)],
    [t('doc.status'), t(`common:orderStatus.${order.status}`)],
  ];
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} align="flex-start">
        <Image
          src={config.logo.primaryLogo}
          alt={config.company.name}
          h={40}
          w="auto"
          maw={220}
          fit="contain"
        />
        <Text fw={700}>{config.company.name}</Text>
        <Text size="xs" c="dimmed">
          {config.global.contactNo} · {config.global.email}
        </Text>
      </Stack>
      <Stack gap={6}>
        <Title order={1} fz={22}>
          {title}
        </Title>
        <dl className={classes.facts}>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </Stack>
    </Group>
  );
}
