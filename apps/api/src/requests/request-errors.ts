import { AfterSalesErrorCode, AfterSalesMessage } from '@portal/contracts';
import { AppError } from '../lib/app-error';

export const requestNotFound = () =>
  new AppError(AfterSalesErrorCode.RequestNotFound, 404, AfterSalesMessage.notFound);
export const requestWrongStatus = () =>
  new AppError(AfterSalesErrorCode.WrongStatus, 409, AfterSalesMessage.wrongStatus);
export const requestAlreadyOpen = () =>
  new AppError(AfterSalesErrorCode.AlreadyOpen, 409, AfterSalesMessage.alreadyOpen);
export const quoteExpired = () =>
  new AppError(AfterSalesErrorCode.QuoteExpired, 409, AfterSalesMessage.quoteExpired);
export const quoteSuperseded = () =>
  new AppError(AfterSalesErrorCode.QuoteSuperseded, 409, AfterSalesMessage.quoteSuperseded);
