import type { ReactNode } from 'react';
import { Box, Container, Text, Title } from '@mantine/core';
import classes from './safezone-section.module.css';

/**
 * A left-aligned section heading with a short rule above it, the corporate look's signature; an action (a button)
 * may stand at its right.
 */
export function SectionHead({
  id,
  title,
  caption,
  inverted,
  action,
}: {
  id: string;
  title: string;
  caption?: string;
  inverted?: boolean;
  action?: ReactNode;
}) {
  const head = (
    <div className={classes.head} data-inverted={inverted || undefined}>
      <span className={classes.rule} aria-hidden="true" />
      <Title order={2} id={id} className={classes.headTitle}>
        {title}
      </Title>
      {caption ? <Text className={classes.caption}>{caption}</Text> : null}
    </div>
  );
  if (!action) return head;
  return (
    <div className={classes.headRow}>
      {head}
      {action}
    </div>
  );
}

/** A section whose heading only shows when the tenant wrote one. */
export function Section({
  id,
  title,
  caption,
  className,
  children,
}: {
  id: string;
  title: string;
  caption?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={title ? `${id}-title` : undefined}
      className={className}
    >
      <Container size="xl" className={classes.sectionInner}>
        {title ? <SectionHead id={`${id}-title`} title={title} caption={caption} /> : null}
        {children}
      </Container>
    </Box>
  );
}
