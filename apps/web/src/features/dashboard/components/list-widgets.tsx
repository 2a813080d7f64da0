import type { ReactNode } from 'react';
import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DashboardWidgets } from '@portal/contracts';
import { referencePath } from '../utils/widget-links';
import type { DashboardFormat } from '../utils/use-dashboard-format';
import { WidgetCard } from './widget-card';

type Widget<K extends keyof DashboardWidgets> = NonNullable<DashboardWidgets[K]>;

function List({ empty, children }: { empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  if (empty)
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  return (
    <Stack component="ol" gap={8} p={0} m={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}

export function ActivityWidget({
  widget,
  format,
  functionalities,
}: {
  widget: Widget<'activity'>;
  format: DashboardFormat;
  functionalities: readonly number[];
}) {
  const { t } = useTranslation('dashboard');
  const { t: common } = useTranslation();
  return (
    <WidgetCard id="activity" title={t('widgets.activity')}>
      <List empty={widget.items.length === 0}>
        {widget.items.map((item) => {
          // A request on a flight order opens the order, where its requests are listed.
          const path = referencePath(functionalities, {
            product: item.product,
            reference: item.orderReference ?? item.reference,
          });
          return (
            <li key={`${item.reference}-${item.at}-${item.action}`} style={{ minWidth: 0 }}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {path ? (
                  <Anchor component={Link} to={path} size="sm" fw={600}>
                    {item.reference}
                  </Anchor>
                ) : (
                  <Text size="sm" fw={600}>
                    {item.reference}
                  </Text>
                )}
                <Text size="xs" c="dimmed" ta="right">
                  {format.time(item.at)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" truncate>
                {t(`products.${item.product}`)} ·{' '}
                {t(`activityActions.${item.action}`, { defaultValue: item.action })} ·{' '}
                {item.product === 'flight' && !item.orderReference
                  ? common(`orderStatus.${item.status}`, { defaultValue: item.status })
                  : item.status}
              </Text>
            </li>
          );
        })}
      </List>
    </WidgetCard>
  );
}

function Ranked({ name, value, share }: { name: string; value: string; share: number }) {
  return (
    <li style={{ minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" truncate>
          {name}
        </Text>
        <Text size="sm" fw={600} ta="right" style={{ flex: 'none' }}>
          {value}
        </Text>
      </Group>
      <Progress value={share} size="xs" mt={4} aria-hidden="true" />
    </li>
  );
}

const share = (value: number, top: number) => (top > 0 ? Math.max(4, Math.round((value / top) * 100)) : 0);

export function TopDestinationsWidget({
  widget,
  format,
}: {
  widget: Widget<'topDestinations'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const top = widget.items[0]?.bookings ?? 0;
  return (
    <WidgetCard id="topDestinations" title={t('widgets.topDestinations')}>
      <List empty={widget.items.length === 0}>
        {widget.items.map((item) => (
          <Ranked
            key={item.code}
            name={item.name ? `${item.name} (${item.code})` : item.code}
            value={t('figures.bookingsCount', { count: item.bookings, value: format.count(item.bookings) })}
            share={share(item.bookings, top)}
          />
        ))}
      </List>
    </WidgetCard>
  );
}

export function FrequentTravellersWidget({
  widget,
  format,
  link,
}: {
  widget: Widget<'frequentTravellers'>;
  format: DashboardFormat;
  link: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const top = widget.items[0]?.trips ?? 0;
  return (
    <WidgetCard id="frequentTravellers" title={t('widgets.frequentTravellers')} link={link}>
      <List empty={widget.items.length === 0}>
        {widget.items.map((item) => (
          <Ranked
            key={item.name}
            name={item.name}
            value={t('figures.trips', { count: item.trips, value: format.count(item.trips) })}
            share={share(item.trips, top)}
          />
        ))}
      </List>
    </WidgetCard>
  );
}

export function TopTravelSpendWidget({
  widget,
  format,
}: {
  widget: Widget<'topTravelSpend'>;
  format: DashboardFormat;
}) {
  const { t } = useTranslation('dashboard');
  const top = widget.items[0]?.amount ?? 0;
  return (
    <WidgetCard id="topTravelSpend" title={t('widgets.topTravelSpend')}>
      <List empty={widget.items.length === 0}>
        {widget.items.map((item) => (
          <Ranked
            key={item.name}
            name={item.name}
            value={format.money(item.amount, widget.currency)}
            share={share(item.amount, top)}
          />
        ))}
      </List>
    </WidgetCard>
  );
}
