import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

/** A status in a queue or on a page: a light badge in the status's colour that never wraps its words. */
export function StatusBadge({
  color,
  size,
  testId,
  children,
}: {
  color: string;
  size: BadgeProps['size'];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Badge size={size} variant="light" color={color} miw="max-content" data-testid={testId}>
      {children}
    </Badge>
  );
}
