import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CompanySettingsPaths,
  DocumentFileField,
  ZKycRemarkResponse,
  ZLoadDocumentsResponse,
  ZLoadKycRemarksResponse,
  ZUploadDocumentResponse,
  type AgencyDocumentKind,
  type UpdateKycRemarksInput,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import { userContextQuery } from '../../../lib/session/user-context';
import { companyKey } from './basic-info';

const documentsKey = [...companyKey, 'documents'] as const;
const remarksKey = [...companyKey, 'kyc-remarks'] as const;

/** GET CompanySettings/loaddocuments: each kind's current file with its review, and the older versions. */
export function useDocuments() {
  return useQuery({
    queryKey: documentsKey,
    queryFn: ({ signal }) =>
      api.get(CompanySettingsPaths.loadDocuments, { schema: ZLoadDocumentsResponse, signal }),
  });
}

/** GET CompanySettings/loadkycremarks: the conversation with the KYC team, oldest first. */
export function useKycRemarks() {
  return useQuery({
    queryKey: remarksKey,
    queryFn: ({ signal }) =>
      api.get(CompanySettingsPaths.loadKycRemarks, { schema: ZLoadKycRemarksResponse, signal }),
  });
}

/**
 * POST CompanySettings/uploaddocument (multipart: kind and file). The new file starts pending; the KYC status, the
 * profile card and the user context's document prompt all follow.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: AgencyDocumentKind; file: File }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append(DocumentFileField, file);
      return api.post(CompanySettingsPaths.uploadDocument, form, { schema: ZUploadDocumentResponse });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKey }),
        queryClient.invalidateQueries({ queryKey: userContextQuery.queryKey }),
      ]),
  });
}

/** POST CompanySettings/updatekycremarks: the agency answers in the conversation. */
export function useSendKycRemark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateKycRemarksInput) =>
      api.post(CompanySettingsPaths.updateKycRemarks, request, { schema: ZKycRemarkResponse }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: remarksKey }),
  });
}

/** GET CompanySettings/getdocument: the file as the server sends it, saved under its name. */
export async function downloadDocument(documentId: string, fallbackName: string): Promise<void> {
  const response = await api.fetchFile(CompanySettingsPaths.getDocument, { query: { documentId } });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  saveFile(await response.blob(), fileName);
}
