import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  UserAccountPaths,
  ZCompanyBasicInfo,
  ZCompanyProfile,
  ZCustomerCurrenciesResponse,
  ZTimeZonesResponse,
  type CompanyBasicInfo,
  type UpdateCompanyBasicInfoRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { userContextQuery } from '../../../lib/session/user-context';

export const companyKey = ['customer', 'company-settings'] as const;

export const companyProfileQuery = queryOptions({
  queryKey: [...companyKey, 'profile'],
  queryFn: ({ signal }) => api.get(CompanySettingsPaths.loadProfile, { schema: ZCompanyProfile, signal }),
});

/** GET CompanySettings/loadprofile: the company profile card (KYC status, branch and staff counts). */
export function useCompanyProfile() {
  return useQuery(companyProfileQuery);
}

export const basicInfoQuery = queryOptions({
  queryKey: [...companyKey, 'basic-info'],
  queryFn: ({ signal }) => api.get(CompanySettingsPaths.loadBasicInfo, { schema: ZCompanyBasicInfo, signal }),
});

/** GET CompanySettings/loadbasicinfo: the form's values and whether the caller may change them. */
export function useBasicInfo() {
  return useQuery(basicInfoQuery);
}

/** GET CompanySettings/GetTimeZones: every zone the server accepts, labelled with its offset. */
export function useTimeZones() {
  return useQuery({
    queryKey: ['customer', 'time-zones'],
    queryFn: ({ signal }) =>
      api.get(CompanySettingsPaths.getTimeZones, { schema: ZTimeZonesResponse, signal }),
    staleTime: Infinity,
  });
}

/** GET Account/GetCustomerCurrencies: the agency's wallet currencies, the only ones it may sell in. */
export function useCustomerCurrencies() {
  return useQuery({
    queryKey: ['customer', 'currencies'],
    queryFn: ({ signal }) =>
      api.get(UserAccountPaths.getCustomerCurrencies, { schema: ZCustomerCurrenciesResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * After a change of the company the page's data and the user context (company name and logo in the top bar and on
 * printed documents) are read again.
 */
export function useRefreshCompany() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyKey }),
      queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey }),
    ]);
}

/** POST CompanySettings/updatebasicinfo (EditCompanyInfo). */
export function useUpdateBasicInfo() {
  const refresh = useRefreshCompany();
  return useMutation({
    mutationFn: (request: UpdateCompanyBasicInfoRequest) =>
      api.post<CompanyBasicInfo>(CompanySettingsPaths.updateBasicInfo, request, {
        schema: ZCompanyBasicInfo,
      }),
    onSuccess: refresh,
  });
}
