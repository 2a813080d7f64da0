import type { ReactNode } from 'react';
import { Badge, Tabs } from '@mantine/core';

export interface StatusTab<Value extends string> {
  value: Value;
  label: string;
}

export interface StatusTabsProps<Value extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly StatusTab<Value>[];
  /** The chosen tab. */
  value: Value;
  onChange: (value: Value) => void;
  /** How many rows a tab holds under the other filters; no badge while it is unknown (the first page loading). */
  countOf?: (value: Value) => number | undefined;
  /** The chosen tab's panel: the list. */
  children: ReactNode;
}

/**
 * A list's status tabs, each with a badge of how many rows it holds; the chosen tab's panel holds the list. The
 * tab list scrolls sideways on a narrow screen rather than wrapping, and the arrow keys move between tabs.
 */
export function StatusTabs<Value extends string>({
  label,
  tabs,
  value,
  onChange,
  countOf,
  children,
}: StatusTabsProps<Value>) {
  return (
    <Tabs
      value={value}
      onChange={(next) => {
        if (next !== null) onChange(next as Value);
      }}
      keepMounted={false}
    >
      <Tabs.List aria-label={label} style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {tabs.map((tab) => {
          const count = countOf?.(tab.value);
          const chosen = tab.value === value;
          return (
            <Tabs.Tab
              key={tab.value}
              value={tab.value}
              style={{ flexShrink: 0 }}
              rightSection={
                count === undefined ? null : (
                  <Badge
                    size="sm"
                    circle={count < 10}
                    variant={chosen ? 'filled' : 'light'}
                    color={chosen ? undefined : 'gray'}
                  >
                    {count}
                  </Badge>
                )
              }
            >
              {tab.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.value === value ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
