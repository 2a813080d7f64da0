import { ErrorCode, VisaCatalogueErrorCode, VisaCatalogueErrorMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** 404 for a product of another tenant as for one that never existed (and, for agencies, an unpublished one). */
export const visaProductNotFound = () =>
  new AppError(VisaCatalogueErrorCode.ProductNotFound, 404, VisaCatalogueErrorMessage.productNotFound);

export const visaProductExists = () =>
  new AppError(VisaCatalogueErrorCode.ProductExists, 409, VisaCatalogueErrorMessage.productExists);

export const visaProductAlreadyPublished = () =>
  new AppError(VisaCatalogueErrorCode.AlreadyPublished, 409, VisaCatalogueErrorMessage.alreadyPublished);

export const visaProductAlreadyUnpublished = () =>
  new AppError(VisaCatalogueErrorCode.AlreadyUnpublished, 409, VisaCatalogueErrorMessage.alreadyUnpublished);

/** A 400 naming each field the way schema validation does ("travelDate: …"), for rules the schema cannot see. */
export function visaValidationError(issues: readonly { path: (string | number)[]; message: string }[]) {
  return new AppError(
    ErrorCode.ValidationFailed,
    400,
    issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
  );
}
