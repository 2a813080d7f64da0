import { VisaApplicationErrorCode as Code, VisaApplicationMessage as Message } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** The visa application calls' refusals (VisaApplicationErrorCode); the web shows the message. */
export const applicationNotFound = () => new AppError(Code.NotFound, 404, Message.notFound);
export const productNotFound = () => new AppError(Code.ProductNotFound, 422, Message.productNotFound);
export const travelDatePast = () => new AppError(Code.TravelDatePast, 422, Message.travelDatePast);
export const uploadNotFound = () => new AppError(Code.UploadNotFound, 422, Message.uploadNotFound);
export const fileMissing = () => new AppError(Code.FileMissing, 400, Message.fileMissing);
export const notEditable = () => new AppError(Code.NotEditable, 409, Message.notEditable);
export const applicantNotFound = () => new AppError(Code.ApplicantNotFound, 422, Message.applicantNotFound);
export const applicantTypeChanged = () =>
  new AppError(Code.ApplicantTypeChanged, 422, Message.applicantTypeChanged);
export const correctionNotOpen = () => new AppError(Code.CorrectionNotOpen, 409, Message.correctionNotOpen);
export const correctionNotAsked = () =>
  new AppError(Code.CorrectionNotAsked, 422, Message.correctionNotAsked);
export const correctionIncomplete = () =>
  new AppError(Code.CorrectionIncomplete, 422, Message.correctionIncomplete);
export const notCancellable = () => new AppError(Code.NotCancellable, 409, Message.notCancellable);
export const visaMissing = () => new AppError(Code.VisaMissing, 422, Message.visaMissing);

/** A business refusal naming the field it is about. */
export const fieldConflict = (code: string, field: string, message: string) =>
  new AppError(code, 422, `${field}: ${message}`);

/** The catalogue's price is not the one the agent was shown: nothing is paid; the message names the new total. */
export const priceChanged = (total: string) =>
  new AppError(
    Code.PriceChanged,
    409,
    `${Message.priceChanged} The total is now ${total}. Please review the new price and apply again.`,
  );

export const tooManyUploads = () => new AppError(Code.TooManyUploads, 422, Message.tooManyUploads);
