import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@mantine/core';
import { Link } from 'react-router';

interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  /** For pages outside the web app (such as the API reference), which need a full page load. */
  external?: boolean;
}

/** A call-to-action button that navigates. */
export function LinkButton({ to, children, variant = 'filled', external = false }: LinkButtonProps) {
  if (external) {
    return (
      <Button component="a" href={to} variant={variant} size="md">
        {children}
      </Button>
    );
  }
  return (
    <Button component={Link} to={to} variant={variant} size="md">
      {children}
    </Button>
  );
}
