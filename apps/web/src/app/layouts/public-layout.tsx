import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { useTheme } from '../../tenant/tenant-context';
import { PageLoader } from './page-loader';

/** Public pages: the theme's header and footer around the page. */
export function PublicLayout() {
  const { Header, Footer } = useTheme();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
