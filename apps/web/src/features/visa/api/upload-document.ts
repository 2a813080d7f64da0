import { useMutation } from '@tanstack/react-query';
import { VisaPaths, ZVisaUpload, type VisaUpload } from '@portal/contracts';
import { api } from '../../../lib/api';

/**
 * POST Application/UploadDocument (multipart, field `file`): the server checks the first bytes and the size and keeps
 * the file for the agency until an application or a correction attaches it.
 */
export function uploadVisaDocument(file: File, signal?: AbortSignal): Promise<VisaUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post(VisaPaths.uploadDocument, form, { schema: ZVisaUpload, signal });
}

export function useUploadVisaDocument() {
  return useMutation({ mutationFn: (file: File) => uploadVisaDocument(file) });
}
