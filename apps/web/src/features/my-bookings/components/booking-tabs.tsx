import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BookingTabs, type BookingTab, type BookingsPage } from '@portal/contracts';

/**
 * The status tabs, each with how many bookings it holds under the filters; the chosen tab's panel holds the list.
 * Counts appear once the first page has loaded.
 */
export function BookingStatusTabs({
  tab,
  counts,
  onChange,
  children,
}: {
  tab: BookingTab;
  counts: BookingsPage['tabs'] | undefined;
  onChange: (tab: BookingTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('myBookings');
  const countOf = (value: BookingTab) => counts?.find((entry) => entry.tab === value)?.count;
  return (
    <Tabs
      value={tab}
      onChange={(value) => onChange((value as BookingTab | null) ?? 'all')}
      keepMounted={false}
    >
      <Tabs.List
        aria-label={t('tabs.label')}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {BookingTabs.map((value) => {
          const count = countOf(value);
          return (
            <Tabs.Tab
              key={value}
              value={value}
              style={{ flexShrink: 0 }}
              rightSection={
                count === undefined ? null : (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={value === tab ? 'filled' : 'light'}
                    color={value === tab ? undefined : 'gray'}
                  >
                    {count}
                  </Badge>
                )
              }
            >
              {t(`tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {BookingTabs.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {value === tab ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
