import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

/** A full-width light grey band behind a section, alternating with white ones so long pages read in blocks. */
export function ShadedBand({ children }: { children: ReactNode }) {
  return <Box bg="gray.0">{children}</Box>;
}
