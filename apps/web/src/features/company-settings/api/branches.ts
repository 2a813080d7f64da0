import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  ZBranchResponse,
  ZLoadBranchResponse,
  type CreateBranchRequest,
  type UpdateBranchRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { branchFiltersToQuery, type BranchFilters } from '../utils/branch-filters';
import { companyKey } from './basic-info';

const branchesKey = [...companyKey, 'branches'] as const;

/** GET CompanySettings/loadbranch: one page of branches with the counts per status; the last page stays shown. */
export function useBranches(filters: BranchFilters) {
  return useQuery({
    queryKey: [...branchesKey, filters],
    queryFn: ({ signal }) =>
      api.get(CompanySettingsPaths.loadBranch, {
        query: branchFiltersToQuery(filters),
        schema: ZLoadBranchResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST CompanySettings/createbranch, or updatebranch for a branch that has an id. */
export function useSaveBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { create: CreateBranchRequest } | { update: UpdateBranchRequest }) =>
      'create' in input
        ? api.post(CompanySettingsPaths.createBranch, input.create, { schema: ZBranchResponse })
        : api.post(CompanySettingsPaths.updateBranch, input.update, { schema: ZBranchResponse }),
    // The list, its counts and the profile's branch count all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKey }),
  });
}
