import { Suspense, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader';

/** Screens shown on their own (print previews, the fallback screen): no header, no footer. */
export function HeaderlessLayout({ children }: { children?: ReactNode }) {
  return (
    <Box component="main" id="main">
      <Suspense fallback={<PageLoader />}>{children ?? <Outlet />}</Suspense>
    </Box>
  );
}
