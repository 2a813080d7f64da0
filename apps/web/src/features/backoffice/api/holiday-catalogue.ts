import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  HolidayCatalogueLimit,
  HolidayImageField,
  HolidayOperatorPaths,
  ZOperatorPackageResponse,
  ZOperatorPackagesPage,
  type CreatePackageBody,
  type OperatorPackage,
  type OperatorPackagesPage,
  type UpdatePackageBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import type { HolidayCatalogueFilters } from '../utils/holiday-filters';

export const holidayCatalogueKey = ['backoffice', 'holiday-catalogue'] as const;

/** GET Operator/Packages: the tenant's packages in a status, with every status's count. */
export function getHolidayPackages(
  filters: HolidayCatalogueFilters,
  signal?: AbortSignal,
): Promise<OperatorPackagesPage> {
  return api.get(HolidayOperatorPaths.packages, {
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      search: filters.search || undefined,
      page: filters.page,
      pageSize: HolidayCatalogueLimit.operatorPageSize,
    },
    schema: ZOperatorPackagesPage,
    signal,
  });
}

export function useHolidayPackages(filters: HolidayCatalogueFilters) {
  return useQuery({
    queryKey: [...holidayCatalogueKey, 'list', filters],
    queryFn: ({ signal }) => getHolidayPackages(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const holidayPackageQuery = (packageId: string) =>
  queryOptions({
    queryKey: [...holidayCatalogueKey, 'package', packageId],
    queryFn: async ({ signal }) =>
      (
        await api.get(HolidayOperatorPaths.package, {
          query: { packageId },
          schema: ZOperatorPackageResponse,
          signal,
        })
      ).package,
  });

/** GET Operator/GetPackage: one package as written, with its departures and gallery. */
export function useHolidayPackage(packageId: string | null) {
  return useQuery({ ...holidayPackageQuery(packageId ?? ''), enabled: packageId !== null });
}

export type CatalogueChange =
  | { action: 'create'; body: CreatePackageBody }
  | { action: 'update'; body: UpdatePackageBody }
  | { action: 'publish' | 'unpublish'; packageId: string }
  | { action: 'upload'; packageId: string; file: File; caption: string }
  | { action: 'removeImage'; packageId: string; imageId: string };

function send(change: CatalogueChange): Promise<{ package: OperatorPackage }> {
  const schema = ZOperatorPackageResponse;
  switch (change.action) {
    case 'create':
      return api.post(HolidayOperatorPaths.createPackage, change.body, { schema });
    case 'update':
      return api.post(HolidayOperatorPaths.updatePackage, change.body, { schema });
    case 'publish':
      return api.post(HolidayOperatorPaths.publishPackage, { packageId: change.packageId }, { schema });
    case 'unpublish':
      return api.post(HolidayOperatorPaths.unpublishPackage, { packageId: change.packageId }, { schema });
    case 'removeImage':
      return api.post(
        HolidayOperatorPaths.removeImage,
        { packageId: change.packageId, imageId: change.imageId },
        { schema },
      );
    case 'upload': {
      const form = new FormData();
      form.append(HolidayImageField.packageId, change.packageId);
      if (change.caption.trim()) form.append(HolidayImageField.caption, change.caption.trim());
      form.append(HolidayImageField.file, change.file, change.file.name);
      return api.post(HolidayOperatorPaths.uploadImage, form, { schema });
    }
  }
}

/**
 * Every change to the catalogue (create, update, publish, unpublish, upload, remove an image) answers the package
 * as it now stands: it replaces the cached one, and the list is read again.
 */
export function useChangeHolidayPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CatalogueChange) => (await send(change)).package,
    onSuccess: async (item) => {
      queryClient.setQueryData(holidayPackageQuery(item.packageId).queryKey, item);
      await queryClient.invalidateQueries({ queryKey: [...holidayCatalogueKey, 'list'] });
    },
  });
}
