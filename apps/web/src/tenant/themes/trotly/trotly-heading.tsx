import type { ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import classes from './trotly-blocks.module.css';

/** trotly's section heading: an uppercase kicker over a left-aligned title with a bar; nothing for empty texts. */
export function TrotlyHeading({
  id,
  kicker,
  title,
  lead,
}: {
  id: string;
  kicker?: string;
  title?: string;
  lead?: ReactNode;
}) {
  if (!title && !kicker && !lead) return null;
  return (
    <div className={classes.heading}>
      {kicker ? <Text className={classes.kicker}>{kicker}</Text> : null}
      {title ? (
        <Title order={2} id={`${id}-title`} className={classes.title}>
          {title}
        </Title>
      ) : null}
      {lead ? <Text className={classes.lead}>{lead}</Text> : null}
    </div>
  );
}
