import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RequestTabs, type RequestQueuePage, type RequestTab } from '@portal/contracts';

/**
 * The queue's status tabs, each with how many requests it holds under the search; the chosen tab's panel holds the
 * list. Counts appear once the first page has loaded.
 */
export function QueueTabs({
  tab,
  counts,
  onChange,
  children,
}: {
  tab: RequestTab;
  counts: RequestQueuePage['tabs'] | undefined;
  onChange: (tab: RequestTab) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('afterSales');
  return (
    <Tabs
      value={tab}
      onChange={(value) => onChange((value as RequestTab | null) ?? 'all')}
      keepMounted={false}
    >
      <Tabs.List
        aria-label={t('queue.tabsLabel')}
        style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
      >
        {RequestTabs.map((value) => {
          const count = counts?.[value];
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
              {t(`queue.tabs.${value}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {RequestTabs.map((value) => (
        <Tabs.Panel key={value} value={value} pt="md">
          {value === tab ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
