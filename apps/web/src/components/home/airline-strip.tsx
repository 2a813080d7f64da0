import { Group, Image, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { PageSection } from '../page-section';

/** Logos of the airlines the tenant sells. */
export function AirlineStrip({ airlines }: { airlines: TenantConfig['home']['airlines'] }) {
  const { t } = useTranslation();
  if (airlines.length === 0) return null;
  return (
    <PageSection id="airlines" title={t('blocks.airlinesTitle')}>
      <Group justify="center" gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {airlines.map((airline) => (
          <Paper component="li" key={airline.code} withBorder p="sm" radius="md" w={140} h={72}>
            <Image src={airline.logo} alt={airline.name} h="100%" fit="contain" loading="lazy" />
          </Paper>
        ))}
      </Group>
    </PageSection>
  );
}
