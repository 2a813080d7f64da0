import { Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenantConfig } from '@portal/contracts';
import { PageSection } from '../page-section';

/** The tenant's mobile app: description, store links and screenshots. */
export function AppShowcase({ mobileApp }: { mobileApp: TenantConfig['mobileApp'] }) {
  const { t } = useTranslation();
  if (!mobileApp.enabled) return null;
  const picture = mobileApp.screenShotLink !== '';
  return (
    <PageSection id="mobile-app">
      <SimpleGrid cols={{ base: 1, md: picture ? 2 : 1 }} spacing="xl" style={{ alignItems: 'center' }}>
        <Stack gap="md">
          {mobileApp.title ? <Title order={2}>{mobileApp.title}</Title> : null}
          {mobileApp.description ? <Text c="dimmed">{mobileApp.description}</Text> : null}
          <Group gap="sm">
            {mobileApp.appStoreLink ? (
              <Button
                component="a"
                href={mobileApp.appStoreLink}
                target="_blank"
                rel="noopener noreferrer"
                color="dark"
              >
                {t('blocks.appStore')}
              </Button>
            ) : null}
            {mobileApp.googlePlayLink ? (
              <Button
                component="a"
                href={mobileApp.googlePlayLink}
                target="_blank"
                rel="noopener noreferrer"
                color="dark"
              >
                {t('blocks.googlePlay')}
              </Button>
            ) : null}
          </Group>
        </Stack>
        {picture ? <Image src={mobileApp.screenShotLink} alt="" maw={460} mx="auto" loading="lazy" /> : null}
      </SimpleGrid>
    </PageSection>
  );
}
