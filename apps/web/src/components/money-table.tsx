import type { ReactNode } from 'react';
import { Table, VisuallyHidden, type MantineColor } from '@mantine/core';

export interface MoneyColumn {
  label: string;
  /** Amounts stand right-aligned under a right-aligned heading. */
  amount?: boolean;
  /** A heading only screen readers hear (a column of buttons). */
  hidden?: boolean;
}

/**
 * A table of money rows as wallets, ledgers and deposit lists show them: striped, scrolling sideways inside its
 * own box on a narrow screen rather than widening the page.
 */
export function MoneyTable({
  label,
  minWidth,
  columns,
  children,
  footer,
}: {
  label: string;
  minWidth: number;
  columns: MoneyColumn[];
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Table.ScrollContainer type="native" minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.hidden ? (
                // Positioned, so the hidden label stays inside the scrolling table instead of widening the page.
                <Table.Th key={column.label} pos="relative">
                  <VisuallyHidden>{column.label}</VisuallyHidden>
                </Table.Th>
              ) : (
                <Table.Th key={column.label} ta={column.amount ? 'right' : undefined}>
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {footer ? <Table.Tfoot>{footer}</Table.Tfoot> : null}
      </Table>
    </Table.ScrollContainer>
  );
}

/** A cell that keeps its text on one line (amounts, times, references). */
export function NoWrapCell({
  children,
  amount = false,
  reference = false,
  fw,
  c,
}: {
  children: ReactNode;
  /** Right-aligned, as amounts are. */
  amount?: boolean;
  /** In a fixed-width face, as references are. */
  reference?: boolean;
  fw?: number;
  c?: MantineColor;
}) {
  return (
    <Table.Td
      ta={amount ? 'right' : undefined}
      ff={reference ? 'monospace' : undefined}
      fz={reference ? 'sm' : undefined}
      fw={fw}
      c={c}
      style={{ whiteSpace: 'nowrap' }}
    >
      {children}
    </Table.Td>
  );
}
