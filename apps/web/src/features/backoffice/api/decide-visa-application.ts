import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VisaOperatorPaths,
  ZVisaApplication,
  type AskVisaCorrectionBody,
  type RejectVisaApplicationBody,
  type VisaApplication,
  type VisaOperatorActionBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { fileNameFromDisposition } from '../../../lib/content-disposition';
import { saveFile } from '../../../lib/save-file';
import { visaDeskApplicationKey, visaDeskKey } from './visa-desk';

export type VisaDecision =
  | { action: 'askCorrection'; body: AskVisaCorrectionBody }
  | { action: 'submit'; body: VisaOperatorActionBody }
  | { action: 'approve'; body: VisaOperatorActionBody }
  | { action: 'reject'; body: RejectVisaApplicationBody }
  | { action: 'uploadVisa'; body: { orderReference: string; applicantId: string; file: File } };

/**
 * The desk's steps on an application: ask for documents again, submit to the embassy, attach an applicant's visa
 * (multipart), approve, reject. Each answers the application as it now stands.
 */
export function decideVisaApplication(decision: VisaDecision): Promise<VisaApplication> {
  if (decision.action === 'uploadVisa') {
    const form = new FormData();
    form.append('orderReference', decision.body.orderReference);
    form.append('applicantId', decision.body.applicantId);
    form.append('file', decision.body.file, decision.body.file.name);
    return api.post(VisaOperatorPaths.uploadVisa, form, { schema: ZVisaApplication });
  }
  return api.post(VisaOperatorPaths[decision.action], decision.body, { schema: ZVisaApplication });
}

export function useDecideVisaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVisaApplication,
    onSuccess: (application) =>
      queryClient.setQueryData(visaDeskApplicationKey(application.orderReference), application),
    // No step of the desk moves money (the fees were paid when applying): only the queue is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: visaDeskKey }),
  });
}

/** GET Operator/Document: an applicant's upload or visa, fetched with the session and saved under the server's name. */
export async function downloadVisaDeskDocument(input: {
  reference: string;
  documentId: string;
  fileName: string;
}): Promise<void> {
  const response = await api.fetchFile(VisaOperatorPaths.document, {
    query: { orderReference: input.reference, documentId: input.documentId },
  });
  saveFile(
    await response.blob(),
    fileNameFromDisposition(response.headers.get('content-disposition')) ?? input.fileName,
  );
}

export function useDownloadVisaDeskDocument() {
  return useMutation({ mutationFn: downloadVisaDeskDocument });
}
