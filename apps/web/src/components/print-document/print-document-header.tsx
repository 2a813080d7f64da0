import { Fragment } from 'react';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTenantConfig } from '../../tenant/tenant-context';
import { displayCompanyName } from '../../lib/company-name';
import { useCompanyLogo } from '../company-logo/use-company-logo';
import classes from './print-document.module.css';

/**
 * The brand (logo, name, contacts) and the document's title with its facts (references, status, dates). An agency
 * with its own logo prints under its own logo and name, as its PDFs do; the tenant's contacts stay beneath.
 */
export function PrintDocumentHeader({ title, facts }: { title: string; facts: Array<[string, string]> }) {
  const config = useTenantConfig();
  const agency = useCompanyLogo();
  const own = agency.image !== null && agency.companyName !== null;
  const name = own && agency.companyName ? displayCompanyName(agency.companyName) : config.company.name;
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="wrap">
      <Stack gap={4} align="flex-start">
        <Image
          src={own ? agency.image : config.logo.primaryLogo}
          alt={name}
          h={40}
          w="auto"
          maw={220}
          fit="contain"
          data-agency-logo={own || undefined}
        />
        <Text fw={700}>{name}</Text>
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
