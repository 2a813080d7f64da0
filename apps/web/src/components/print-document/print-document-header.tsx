import { Fragment } from 'react';
import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTenantConfig } from '../../tenant/tenant-context';
import classes from './print-document.module.css';

/** The brand (logo, name, contacts) and the document's title with its facts (references, status, dates). */
export function PrintDocumentHeader({ title, facts }: { title: string; facts: Array<[string, string]> }) {
  const config = useTenantConfig();
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
