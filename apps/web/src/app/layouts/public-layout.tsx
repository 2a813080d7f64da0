import { Box } from '@mantine/core';
import { SkipLink } from '../../components/skip-link';
import { useTheme } from '../../tenant/tenant-context';
import { PageOutlet } from './page-outlet';

/** Public pages: the theme's header and footer around the page. */
export function PublicLayout() {
  const { Header, Footer } = useTheme();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <PageOutlet />
      </Box>
      <Footer />
    </Box>
  );
}
