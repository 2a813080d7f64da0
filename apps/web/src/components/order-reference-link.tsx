import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { orderPagePath } from '../lib/order-path';

/** An order's (or a holiday request's) reference as the link to its page, as queue tables show it; `name` says which order to a screen reader. */
export function OrderReferenceLink({ reference, name }: { reference: string; name: string }) {
  return (
    <Anchor
      component={Link}
      to={orderPagePath(reference)}
      ff="monospace"
      fw={700}
      size="sm"
      aria-label={name}
    >
      {reference}
    </Anchor>
  );
}
