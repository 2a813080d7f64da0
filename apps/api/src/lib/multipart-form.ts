import type { FastifyRequest } from 'fastify';
import { Business, ErrorCode, type UploadContentType } from '@portal/contracts';
import { AppError } from './app-error';
import { sniffUploadType } from './file-type';
import { refuseControlCharacters } from './request-input';

export interface FormUpload<Field extends string, Type extends string = UploadContentType> {
  field: Field;
  content: Buffer;
  contentType: Type;
  /** The client's file name as a label only (never a path): its last segment, printable, at most 100 characters. */
  fileName: string;
}

/** The last segment of a client's file name without control characters, or '' when nothing usable is left. */
export function fileNameLabel(name: string | undefined): string {
  const last = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...last]
    .filter((char) => char > '\u001f' && char !== '\u007f' && char !== '"')
    .join('')
    .trim()
    .slice(-100);
}

export interface MultipartFormOptions<Field extends string, Type extends string = UploadContentType> {
  /** The file fields the form may carry, each at most once. */
  fileFields: readonly Field[];
  /** How many text fields the form may carry. */
  maxFields: number;
  /** The texts of the form's refusals, in the words of the form they belong to. */
  messages: {
    notMultipart: string;
    unreadable: string;
    tooLarge: string;
    tooManyFiles: string;
    wrongType: string;
  };
  /** The file's type from its first bytes, null when refused; png, jpeg or pdf unless the form takes another kind. */
  sniff?: (content: Uint8Array) => Type | null;
}

/**
 * Reads a multipart form into memory (its files at most 1 MB each, DESIGN §8), so nothing is stored before every
 * check has passed. Text fields are trimmed, and refused when they carry control characters. A file over the
 * limit, or too many parts, answers 413; more files than the form takes answer 400; a file that is not png, jpeg
 * or pdf by its first bytes answers 415; the client's declared type is ignored, and its file name is kept only as
 * a label. The route must sit in a plugin context that registered @fastify/multipart.
 */
export async function readMultipartForm<Field extends string, Type extends string = UploadContentType>(
  request: FastifyRequest,
  options: MultipartFormOptions<Field, Type>,
): Promise<{ fields: Record<string, string>; uploads: FormUpload<Field, Type>[] }> {
  const { messages } = options;
  if (!request.isMultipart()) {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, messages.notMultipart);
  }
  const isFileField = (name: string): name is Field =>
    (options.fileFields as readonly string[]).includes(name);
  const fields: Record<string, string> = {};
  const uploads: FormUpload<Field, Type>[] = [];
  const sniff = options.sniff ?? (sniffUploadType as unknown as (content: Uint8Array) => Type | null);
  try {
    const parts = request.parts({
      limits: {
        fileSize: Business.maxUploadBytes,
        files: options.fileFields.length,
        fields: options.maxFields,
        fieldSize: 4096,
        parts: options.maxFields + 10,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname in fields) throw new AppError(ErrorCode.ValidationFailed, 400, 'Duplicate field.');
        const value = typeof part.value === 'string' ? part.value : '';
        refuseControlCharacters(part.fieldname, 'form');
        refuseControlCharacters(value, part.fieldname);
        fields[part.fieldname] = value.trim();
        continue;
      }
      const content = await part.toBuffer();
      const field = part.fieldname;
      if (!isFileField(field) || uploads.some((upload) => upload.field === field)) {
        throw new AppError(ErrorCode.ValidationFailed, 400, `Unexpected file field ${field}.`);
      }
      const contentType = sniff(content);
      if (!contentType) throw new AppError(ErrorCode.UnsupportedMediaType, 415, messages.wrongType);
      uploads.push({ field, content, contentType, fileName: fileNameLabel(part.filename) });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError(ErrorCode.ValidationFailed, 400, messages.tooManyFiles);
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError(ErrorCode.PayloadTooLarge, 413, messages.tooLarge);
    }
    throw new AppError(ErrorCode.ValidationFailed, 400, messages.unreadable);
  }
  return { fields, uploads };
}
