import { Badge, Container, Paper, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { visibleTabs } from '../../../lib/app-access';
import { useUserContext } from '../../../lib/session/user-context';
import { useTenantConfig } from '../../../tenant/tenant-context';
import '../i18n';
import classes from './searchpad-page.module.css';

/** /searchpad and its child paths: the product tabs the user may use; each tab has its own path (spec §2). */
export default function SearchpadPage() {
  const { t } = useTranslation('searchpad');
  const config = useTenantConfig();
  const context = useUserContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(context.data?.functionalities ?? []);
  const active = tabs.find((tab) => tab.path === pathname)?.key ?? 'flights';
  const departure = config.global.initialDeparture;

  return (
    <Container size="xl" py="xl">
      <Title order={1} fz={28} mb="md">
        {t('pageTitle')}
      </Title>
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'sm', md: 'lg' }}>
        <Tabs
          value={active}
          onChange={(key) => {
            const tab = tabs.find((candidate) => candidate.key === key);
            if (tab) void navigate(tab.path);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabsLabel')} className={classes.tabs}>
            {tabs.map((tab) => (
              <Tabs.Tab
                key={tab.key}
                value={tab.key}
                rightSection={
                  tab.isNew ? (
                    <Badge size="xs" variant="filled" color="green" component="span">
                      {t('new')}
                    </Badge>
                  ) : undefined
                }
              >
                {t(`common:searchpadTabs.${tab.key}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="flights" pt="lg">
            <Title order={2} fz="xl">
              {t('flightSearch')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('departingFrom', { city: departure.cityName, code: departure.airportCode })}
            </Text>
          </Tabs.Panel>
          {tabs
            .filter((tab) => tab.key !== 'flights')
            .map((tab) => (
              <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
                <Title order={2} fz="xl">
                  {t(`panelHeading.${tab.key}`)}
                </Title>
              </Tabs.Panel>
            ))}
        </Tabs>
      </Paper>
    </Container>
  );
}
