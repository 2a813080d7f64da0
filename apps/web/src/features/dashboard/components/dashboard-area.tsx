import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserContext } from '../../../lib/session/user-context';
import { useDashboard } from '../api/get-dashboard';
import '../i18n';
import { allowedPath } from '../utils/widget-links';
import { useDashboardFormat } from '../utils/use-dashboard-format';
import { ActionWidgets } from './action-widgets';
import {
  BookingSummaryWidget,
  ConversionWidget,
  OrderStatsWidget,
  SalesOverviewWidget,
} from './chart-widgets';
import classes from './dashboard-area.module.css';
import {
  CompanyStatusWidget,
  DueWidget,
  RemainingBalanceWidget,
  StatisticWidget,
  WalletBalanceWidget,
} from './figure-widgets';
import {
  ActivityWidget,
  FrequentTravellersWidget,
  TopDestinationsWidget,
  TopTravelSpendWidget,
} from './list-widgets';

/**
 * The dashboard under the search pad (Dashboard 201): the action widgets first, then every widget the API answered
 * (a widget the user may not see is absent from the answer and so from the page). Links appear only to pages the
 * user may open.
 */
export default function DashboardArea() {
  const { t } = useTranslation('dashboard');
  const context = useUserContext();
  const dashboard = useDashboard();
  const functionalities = context.data?.functionalities ?? [];
  const format = useDashboardFormat(dashboard.data?.timeZone ?? 'Asia/Dhaka');

  if (dashboard.isPending) {
    return (
      <section aria-label={t('title')} aria-busy="true">
        <Skeleton h={28} w={200} mb="md" />
        <div className={classes.grid}>
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
          <Skeleton h={160} radius="md" />
        </div>
      </section>
    );
  }
  if (dashboard.isError) {
    return (
      <Alert color="red" title={t('loadFailed')}>
        <Button size="compact-sm" variant="light" onClick={() => void dashboard.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }

  const { widgets, actions } = dashboard.data;
  const link = (path: string) => allowedPath(functionalities, path);
  const hasWidgets = Object.keys(widgets).length > 0;
  const hasActions = Object.keys(actions).length > 0;
  if (!hasWidgets && !hasActions) return null;

  return (
    <Stack component="section" gap="lg" aria-labelledby="dashboard-title" data-testid="dashboard-area">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} fz="xl" id="dashboard-title">
          {t('title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`scope.${dashboard.data.scope}`, { days: format.count(dashboard.data.periodDays) })}
        </Text>
      </Group>
      <ActionWidgets actions={actions} functionalities={functionalities} format={format} />
      {hasWidgets ? (
        <div className={classes.grid}>
          {widgets.walletBalance ? (
            <WalletBalanceWidget
              widget={widgets.walletBalance}
              format={format}
              link={link('/my-transactions')}
            />
          ) : null}
          {widgets.remainingBalance ? (
            <RemainingBalanceWidget widget={widgets.remainingBalance} format={format} />
          ) : null}
          {widgets.due ? (
            <DueWidget widget={widgets.due} format={format} link={link('/partial-payment')} />
          ) : null}
          {widgets.salesOverview ? (
            <SalesOverviewWidget
              widget={widgets.salesOverview}
              format={format}
              link={link('/my-transactions')}
            />
          ) : null}
          {widgets.statistic ? <StatisticWidget widget={widgets.statistic} format={format} /> : null}
          {widgets.conversion ? <ConversionWidget widget={widgets.conversion} format={format} /> : null}
          {widgets.orderStats ? (
            <OrderStatsWidget widget={widgets.orderStats} format={format} link={link('/my-bookings')} />
          ) : null}
          {widgets.bookingSummary ? (
            <BookingSummaryWidget widget={widgets.bookingSummary} format={format} />
          ) : null}
          {widgets.topDestinations ? (
            <TopDestinationsWidget widget={widgets.topDestinations} format={format} />
          ) : null}
          {widgets.frequentTravellers ? (
            <FrequentTravellersWidget
              widget={widgets.frequentTravellers}
              format={format}
              link={link('/traveller-information')}
            />
          ) : null}
          {widgets.topTravelSpend ? (
            <TopTravelSpendWidget widget={widgets.topTravelSpend} format={format} />
          ) : null}
          {widgets.companyStatus ? (
            <CompanyStatusWidget
              widget={widgets.companyStatus}
              format={format}
              link={link('/company-settings')}
            />
          ) : null}
          {widgets.activity ? (
            <ActivityWidget widget={widgets.activity} format={format} functionalities={functionalities} />
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
