import { z } from 'zod';

export const DocumentInfoLimit = { maxLength: 50 } as const;

/** Texts of the document-collection prompt (spec §5 and §8), used as written. */
export const DocumentInfoMessage = {
  tradeLicenseRequired: 'Please enter Trade license number',
  tradeLicenseTooLong: 'Trade License Number must not exceed 50 characters',
  civilAviationTooLong: 'Civil Aviation Number must not exceed 50 characters',
  saveFailed: 'Some ting went wrong! Please try again later',
  skipNotAllowed: 'Your documents are required before you continue.',
} as const;

const tradeLicenseNumber = z
  .string()
  .trim()
  .max(DocumentInfoLimit.maxLength, DocumentInfoMessage.tradeLicenseTooLong);
const civilAviationNumber = z
  .string()
  .trim()
  .max(DocumentInfoLimit.maxLength, DocumentInfoMessage.civilAviationTooLong);

/** The prompt's form: the trade licence number is required, the civil aviation number optional. */
export const ZDocumentInfoForm = z.object({
  tradeLicenseNumber: tradeLicenseNumber.min(1, DocumentInfoMessage.tradeLicenseRequired),
  civilAviationNumber,
});
export type DocumentInfoForm = z.infer<typeof ZDocumentInfoForm>;

/**
 * POST User/UpdateCustomerDocumentInfo (spec §3 "Document info"). With skip the numbers may be empty and nothing
 * but the skip is recorded; without it the trade licence number is required.
 */
export const ZUpdateDocumentInfoRequest = z
  .strictObject({
    tradeLicenseNumber: tradeLicenseNumber.default(''),
    civilAviationNumber: civilAviationNumber.nullish(),
    skip: z.boolean().default(false),
  })
  .refine((body) => body.skip || body.tradeLicenseNumber.length > 0, {
    message: DocumentInfoMessage.tradeLicenseRequired,
    path: ['tradeLicenseNumber'],
  });
export type UpdateDocumentInfoRequest = z.input<typeof ZUpdateDocumentInfoRequest>;

export const ZUpdateDocumentInfoResponse = z.object({ success: z.boolean() });
export type UpdateDocumentInfoResponse = z.infer<typeof ZUpdateDocumentInfoResponse>;
