import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CustomerPaths,
  ZUpdateDocumentInfoResponse,
  type UpdateDocumentInfoRequest,
  type UpdateDocumentInfoResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { userContextQuery } from '../../../lib/session/user-context';

export function updateDocumentInfo(body: UpdateDocumentInfoRequest): Promise<UpdateDocumentInfoResponse> {
  return api.post(CustomerPaths.updateCustomerDocumentInfo, body, { schema: ZUpdateDocumentInfoResponse });
}

/** Saving the numbers changes the user context's documentCollect, so it is read again. */
export function useUpdateDocumentInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDocumentInfo,
    onSuccess: (_result, body) => {
      if (!body.skip) void queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey });
    },
  });
}
