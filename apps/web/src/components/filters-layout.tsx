import type { ReactNode } from 'react';
import { Button, Drawer, Stack } from '@mantine/core';

interface FiltersLayoutProps {
  /** On a wide screen the filters are a column beside the list; otherwise they open in a drawer. */
  wide: boolean;
  title: string;
  filters: ReactNode;
  drawerOpened: boolean;
  onDrawerClose: () => void;
  /** The drawer's closing button, which says how many results the filters leave. */
  closeLabel: string;
  classNames: { layout: string | undefined; filterColumn: string | undefined };
  children: ReactNode;
}

/** A results page's filters (a column, or a drawer on phones) and, beside them, the results. */
export function FiltersLayout(props: FiltersLayoutProps) {
  return (
    <div className={props.classNames.layout}>
      {props.wide ? (
        <aside className={props.classNames.filterColumn} aria-label={props.title}>
          {props.filters}
        </aside>
      ) : (
        <Drawer
          opened={props.drawerOpened}
          onClose={props.onDrawerClose}
          title={props.title}
          position="left"
          size="sm"
        >
          {props.filters}
          <Button fullWidth mt="lg" onClick={props.onDrawerClose}>
            {props.closeLabel}
          </Button>
        </Drawer>
      )}
      <Stack gap="md" style={{ minWidth: 0 }}>
        {props.children}
      </Stack>
    </div>
  );
}
