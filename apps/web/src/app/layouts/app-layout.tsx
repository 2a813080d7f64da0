import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { TopBar } from '../../features/searchpad/components/top-bar';
import { RequireAuth } from '../guards/require-auth';
import { PageLoader } from './page-loader';
import { SessionExpiredModal } from './session-expired-modal';

/** Pages behind the login: the authenticated top bar above the page. */
export default function AppLayout() {
  return (
    <RequireAuth>
      <Box mih="100vh" bg="gray.0">
        <SkipLink />
        <TopBar />
        <Box component="main" id="main" tabIndex={-1} style={{ outline: 'none' }}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </Box>
        <SessionExpiredModal />
      </Box>
    </RequireAuth>
  );
}
