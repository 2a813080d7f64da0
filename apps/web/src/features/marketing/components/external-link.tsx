import type { ReactNode } from 'react';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { useMarketingText } from '../hooks/use-marketing-text';
import { LinkColor } from './link-color';

interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  /** What the link belongs to, read after the link text, when several links share the same text. */
  context?: string;
}

/** A link to another site, opened in a new tab and saying so to screen-reader users. */
export function ExternalLink({ href, children, context }: ExternalLinkProps) {
  const text = useMarketingText();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" c={LinkColor}>
      {children}
      <VisuallyHidden>
        {context ? `, ${context}` : ''} {text('contact.labels.opensInNewTab')}
      </VisuallyHidden>
    </Anchor>
  );
}
