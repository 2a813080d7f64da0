import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ChunkReloadsSettle } from '../../lib/chunk-reload';
import { PageLoader } from './page-loader';

/**
 * A layout's page, behind the page loader. The settle marker mounts only once the page itself has rendered, so a
 * page whose code keeps failing to load never clears its own reload count.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
      <ChunkReloadsSettle />
    </Suspense>
  );
}
