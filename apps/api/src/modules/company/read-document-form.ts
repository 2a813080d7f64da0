import type { FastifyRequest } from 'fastify';
import {
  DocumentFileField,
  DocumentMessage,
  ErrorCode,
  ZUploadDocumentFields,
  type AgencyDocumentKind,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipartForm, type FormUpload } from '../../lib/multipart-form';

export interface DocumentForm {
  kind: AgencyDocumentKind;
  file: FormUpload<typeof DocumentFileField>;
}

/**
 * Reads uploaddocument's form (text field `kind`, file field `file`) into memory: at most 1 MB (413), png, jpeg or
 * pdf by its first bytes (415), a known kind (400). Nothing is stored until every check has passed.
 */
export async function readDocumentForm(request: FastifyRequest): Promise<DocumentForm> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [DocumentFileField],
    maxFields: 2,
    messages: {
      notMultipart: DocumentMessage.notMultipart,
      unreadable: DocumentMessage.unreadable,
      tooLarge: DocumentMessage.fileTooLarge,
      tooManyFiles: DocumentMessage.tooManyFiles,
      wrongType: DocumentMessage.fileWrongType,
    },
  });
  const parsed = ZUploadDocumentFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(ErrorCode.ValidationFailed, 400, issue?.message ?? DocumentMessage.kindRequired);
  }
  const [file] = uploads;
  if (!file) throw new AppError(ErrorCode.ValidationFailed, 400, DocumentMessage.fileRequired);
  return { kind: parsed.data.kind, file };
}
