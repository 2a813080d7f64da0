import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BackofficeKycPaths,
  DocumentLimit,
  ZKycAgencyResponse,
  ZKycQueueResponse,
  ZKycRemarkResponse,
  ZKycReviewResponse,
  type KycOperatorRemarkRequest,
  type KycReviewInput,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import type { KycFilters } from '../utils/kyc-filters';

const kycKey = ['backoffice', 'kyc'] as const;
const agencyKey = (agencyId: string) => [...kycKey, 'agency', agencyId] as const;

/** GET Kyc/Queue: agencies by the state of their documents, the longest waiting first, with each tab's count. */
export function useKycQueue(filters: KycFilters) {
  return useQuery({
    queryKey: [...kycKey, 'queue', filters],
    queryFn: ({ signal }) =>
      api.get(BackofficeKycPaths.queue, {
        query: {
          tab: filters.tab,
          search: filters.search || undefined,
          page: filters.page,
          pageSize: DocumentLimit.defaultPageSize,
        },
        schema: ZKycQueueResponse,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** GET Kyc/Agency: one agency's documents, their versions and the conversation. */
export function useKycAgency(agencyId: string) {
  return useQuery({
    queryKey: agencyKey(agencyId),
    queryFn: ({ signal }) =>
      api.get(BackofficeKycPaths.agency, { query: { agencyId }, schema: ZKycAgencyResponse, signal }),
  });
}

/** POST Kyc/Review: approve, or reject with a remark (the agency is mailed it). */
export function useReviewDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: KycReviewInput) =>
      api.post(BackofficeKycPaths.review, request, { schema: ZKycReviewResponse }),
    // The agency's page and every queue tab's counts change; a refusal (reviewed already) also means the page is old.
    onSettled: () => queryClient.invalidateQueries({ queryKey: kycKey }),
  });
}

/** POST Kyc/Remark: an operator writes in the agency's conversation. */
export function useSendOperatorRemark(agencyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: Omit<KycOperatorRemarkRequest, 'agencyId'>) =>
      api.post(BackofficeKycPaths.remark, { agencyId, ...request }, { schema: ZKycRemarkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agencyKey(agencyId) }),
  });
}

export interface KycFile {
  blob: Blob;
  fileName: string;
}

/** GET Kyc/Document: a document's bytes, for the viewer or a download. */
export async function getKycDocument(documentId: string, fallbackName: string): Promise<KycFile> {
  const response = await api.fetchFile(BackofficeKycPaths.document, { query: { documentId } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
