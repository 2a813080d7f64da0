import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { orderPagePath } from '../lib/order-path';

/** A compact button opening an order's page; `name` says which order to a screen reader. */
export function OpenOrderButton({
  reference,
  label,
  name,
}: {
  reference: string;
  label: string;
  name: string;
}) {
  return (
    <Button
      component={Link}
      to={orderPagePath(reference)}
      size="compact-sm"
      variant="light"
      aria-label={name}
    >
      {label}
    </Button>
  );
}
