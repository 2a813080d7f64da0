import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { isHttpStatus } from '../lib/api-errors';
import { LoadFailedAlert } from './paged-results';

/**
 * A detail page whose object did not load: the way back, then "not found" for a 404 (an unknown id, or another
 * tenant's) or the failure with a Retry button for anything else.
 */
export function UnavailableDetail({
  back,
  error,
  notFound,
  failed,
  retry,
  onRetry,
}: {
  back: ReactNode;
  error: unknown;
  notFound: string;
  failed: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="md">
      {back}
      {isHttpStatus(error, 404) ? (
        <Alert color="orange">{notFound}</Alert>
      ) : (
        <LoadFailedAlert message={failed} retry={retry} onRetry={onRetry} />
      )}
    </Stack>
  );
}
