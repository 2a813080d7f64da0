import { Suspense, useEffect, useMemo, type ComponentType, type CSSProperties } from 'react';
import { Badge, Box, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasFunctionality } from '@portal/contracts';
import { FlightSearchForm } from '../../../components/flight-search/flight-search-form';
import { defaultSearchValues } from '../../../components/flight-search/search-form-values';
import { resultsUrl } from '../../../components/flight-search/search-url';
import { addDays, tenantToday } from '../../../components/flight-search/tenant-today';
import { RecentReviews } from '../../../components/testimonials/recent-reviews';
import { canOpen, visibleTabs, type SearchpadTab } from '../../../lib/app-access';
import { lazyPage } from '../../../lib/chunk-reload';
import { useUserContext } from '../../../lib/session/user-context';
import { useTenantConfig } from '../../../tenant/tenant-context';
import { useSearchPadBanners, useTopSearchPadBanners } from '../api/get-search-pad-banners';
import { OfferSlider } from '../components/offer-slider';
import { PopupNotifications } from '../components/popup-notifications';
import '../i18n';
import classes from './searchpad-page.module.css';

// A tab without a panel of its own shows "not found".
const NotFoundPage = lazyPage(() => import('../../../app/not-found-page'));
// Tabs built by their own features, reached through the app's page list (a feature never imports another).
const tabPanels: Partial<Record<SearchpadTab['key'], ComponentType>> = {
  hotels: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages').then((pages) => pages.signedInPages.hotelSearchPanel()),
  ),
  visa: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages').then((pages) => pages.signedInPages.visaSearchPanel()),
  ),
  holidays: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages').then((pages) => pages.signedInPages.holidaySearchPanel()),
  ),
  xclusiveFares: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages')
      .then((pages) => pages.signedInPages.groupFareSearchPanels())
      .then((module) => ({ default: module.XclusiveSearchPanel })),
  ),
  umrah: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages')
      .then((pages) => pages.signedInPages.groupFareSearchPanels())
      .then((module) => ({ default: module.UmrahSearchPanel })),
  ),
  groupFares: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages')
      .then((pages) => pages.signedInPages.groupFareSearchPanels())
      .then((module) => ({ default: module.GroupSearchPanel })),
  ),
  queueShare: lazyPage(() =>
    import('../../../app/layouts/signed-in-pages').then((pages) => pages.signedInPages.queueSharePanel()),
  ),
};
// The dashboard's widgets (and their charts) load only for a user who holds Dashboard, under the search pad and its
// offers (which keep their place while the figures load).
const DashboardArea = lazyPage<object>(() =>
  import('../../../app/layouts/signed-in-pages').then((pages) => pages.signedInPages.dashboardArea()),
);

/**
 * The search pad preloads the Xclusive and Umrah result pages (spec §2): their code, not their data, fetched once
 * the pad shows, for a user who may open either, so the results appear at once after a search.
 */
function usePreloadSpecialFareResults(functionalities: readonly number[] | undefined) {
  const allowed =
    functionalities !== undefined &&
    (canOpen(functionalities, '/xclusive-fares-result') || canOpen(functionalities, '/umrah-fares-result'));
  useEffect(() => {
    if (!allowed) return;
    void import('../../../app/layouts/signed-in-pages')
      .then((pages) => pages.signedInPages.groupFareResults())
      // A failed preload costs nothing: the page loads (and retries) when it is opened.
      .catch(() => undefined);
  }, [allowed]);
}

/**
 * /searchpad and its child paths (spec §2 "Search pad"): the product tabs the user may use, each on its own path,
 * the flight search form, the offers, what other agents say, and the user's popup notifications.
 */
export default function SearchpadPage() {
  const { t } = useTranslation('searchpad');
  const config = useTenantConfig();
  const context = useUserContext();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = visibleTabs(context.data?.functionalities ?? []);
  usePreloadSpecialFareResults(context.data?.functionalities);
  const showsDashboard = context.data ? hasFunctionality(context.data.functionalities, 'Dashboard') : false;
  const active = tabs.find((tab) => tab.path === pathname)?.key ?? 'flights';
  const departure = config.global.initialDeparture;
  const initialValues = useMemo(() => defaultSearchValues(departure, addDays(tenantToday(), 1)), [departure]);
  const offers = useSearchPadBanners();
  const topOffers = useTopSearchPadBanners();

  return (
    <>
      <Box
        className={classes.hero}
        style={{ '--searchpad-cover': `url("${config.home.coverImage}")` } as CSSProperties}
      >
        <Container size="xl">
          <Title order={1} fz={28} className={classes.title}>
            {t('pageTitle')}
          </Title>
          <Text className={classes.subtitle} mb="md">
            {t('departingFrom', { city: departure.cityName, code: departure.airportCode })}
          </Text>
          <Stack gap="md">
            <OfferSlider banners={topOffers.data} label={t('topOffers')} />
            <Paper withBorder radius="lg" shadow="md" p={{ base: 'sm', md: 'lg' }}>
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
                  <FlightSearchForm
                    initialValues={initialValues}
                    onSearch={(request) => void navigate(resultsUrl(request))}
                  />
                </Tabs.Panel>
                {tabs
                  .filter((tab) => tab.key !== 'flights')
                  .map((tab) => {
                    const Panel = tabPanels[tab.key] ?? NotFoundPage;
                    return (
                      <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
                        <Suspense fallback={null}>
                          <Panel />
                        </Suspense>
                      </Tabs.Panel>
                    );
                  })}
              </Tabs>
            </Paper>
          </Stack>
        </Container>
      </Box>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          <OfferSlider banners={offers.data} label={t('offers')} />
          {showsDashboard ? (
            <Suspense fallback={null}>
              <DashboardArea />
            </Suspense>
          ) : null}
          <Box component="section" aria-labelledby="searchpad-reviews" pt="xl">
            <Title order={2} fz="xl" id="searchpad-reviews" mb="md">
              {t('reviewsTitle')}
            </Title>
            <RecentReviews />
          </Box>
        </Stack>
      </Container>
      <PopupNotifications />
    </>
  );
}
