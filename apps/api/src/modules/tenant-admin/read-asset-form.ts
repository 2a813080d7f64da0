import type { FastifyRequest } from 'fastify';
import { ErrorCode, ZTenantAssetKind, ZTenantId, type TenantAssetKind } from '@portal/contracts';
import { AppError } from '../../lib/app-error';
import { readMultipartForm } from '../../lib/multipart-form';
import type { TenantAssetType } from './tenant-asset.repository';

export const assetFileField = 'file';

export interface AssetUpload {
  tenantId: string;
  kind: TenantAssetKind;
  content: Buffer;
  contentType: TenantAssetType;
}

const wrongType = 'Upload a png or jpeg picture (a favicon must be a png).';

/**
 * Reads a brand picture upload {tenantId, kind, file} with every check done before anything is stored: at most
 * 1 MB (413), png or jpeg by its first bytes and a favicon png (415), the two text fields valid (400).
 */
export async function readAssetForm(request: FastifyRequest): Promise<AssetUpload> {
  const { fields, uploads } = await readMultipartForm(request, {
    fileFields: [assetFileField],
    maxFields: 2,
    messages: {
      notMultipart: 'Send the picture as multipart/form-data.',
      unreadable: 'The upload could not be read. Please try again.',
      tooLarge: 'The picture is larger than 1 MB.',
      tooManyFiles: 'Upload one picture at a time.',
      wrongType,
    },
  });
  const unknown = Object.keys(fields).find((name) => name !== 'tenantId' && name !== 'kind');
  if (unknown) throw new AppError(ErrorCode.ValidationFailed, 400, `Unrecognized field ${unknown}.`);
  const tenantId = ZTenantId.safeParse(fields.tenantId);
  const kind = ZTenantAssetKind.safeParse(fields.kind);
  if (!tenantId.success) throw new AppError(ErrorCode.ValidationFailed, 400, 'Name the tenant (tenantId).');
  if (!kind.success) throw new AppError(ErrorCode.ValidationFailed, 400, 'Say which picture it is (kind).');
  const [file] = uploads;
  if (!file) throw new AppError(ErrorCode.ValidationFailed, 400, 'Choose a picture to upload.');
  const { contentType } = file;
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, wrongType);
  }
  if (kind.data === 'favicon' && contentType !== 'image/png') {
    throw new AppError(ErrorCode.UnsupportedMediaType, 415, wrongType);
  }
  return { tenantId: tenantId.data, kind: kind.data, content: file.content, contentType };
}
