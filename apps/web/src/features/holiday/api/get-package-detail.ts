import { useQuery } from '@tanstack/react-query';
import { HolidayPaths, ZPackageDetailResponse, type HolidayPackageDetail } from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayKey } from './holiday-keys';

/** GET Package/GetPackageDetail?packageId: the package's text, gallery and open departures. */
export async function getPackageDetail(
  packageId: string,
  signal?: AbortSignal,
): Promise<HolidayPackageDetail> {
  const answer = await api.get(HolidayPaths.packageDetail, {
    query: { packageId },
    schema: ZPackageDetailResponse,
    signal,
  });
  return answer.holidayPackage;
}

/** Read afresh on every visit: seats and prices move (spec §9: detail not cached). */
export function usePackageDetail(packageId: string) {
  return useQuery({
    queryKey: [...holidayKey, 'package', packageId],
    queryFn: ({ signal }) => getPackageDetail(packageId, signal),
    gcTime: 0,
  });
}
