import type { ReactNode } from 'react';
import { Box, Drawer, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { LoadFailedAlert } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-errors';

export interface LogColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  minWidth?: number;
}

/**
 * A side panel listing what happened to an order, one row each (booking history, service history): a table on wide
 * screens, cards on phones, with loading, failure (retry) and empty states.
 */
export function LogDrawer<Row>(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  texts: {
    close: string;
    loading: string;
    loadFailed: string;
    retry: string;
    empty: string;
    tableLabel: string;
  };
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data: unknown };
  rows: Row[];
  columns: LogColumn<Row>[];
  card: (row: Row) => ReactNode;
}) {
  const { query, rows, texts } = props;
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size="xl"
      title={props.title}
      closeButtonProps={{ 'aria-label': texts.close }}
    >
      {query.isPending ? (
        <Box role="status" aria-label={texts.loading}>
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} mb={8} />
          <Skeleton h={32} />
        </Box>
      ) : null}
      {query.isError ? (
        <LoadFailedAlert
          message={errorMessage(query.error, texts.loadFailed)}
          retry={texts.retry}
          onRetry={() => void query.refetch()}
        />
      ) : null}
      {query.data && rows.length === 0 ? <Text c="dimmed">{texts.empty}</Text> : null}
      {rows.length > 0 ? (
        <>
          <Box visibleFrom="sm">
            <Table striped verticalSpacing="xs" aria-label={texts.tableLabel}>
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {props.columns.map((column) => (
                      <Table.Td key={column.header} miw={column.minWidth}>
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
          <Stack gap="xs" hiddenFrom="sm">
            {rows.map((row, index) => (
              <Paper key={index} withBorder p="sm" radius="sm">
                {props.card(row)}
              </Paper>
            ))}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
}
