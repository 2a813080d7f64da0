import { PartialRequestErrorCode as Code, PartialRequestMessage as Message } from '@portal/contracts';
import { AppError } from '../lib/app-error';

export const partialAlreadyAvailable = () =>
  new AppError(Code.AlreadyAvailable, 409, Message.alreadyAvailable);
export const partialRequestPending = () => new AppError(Code.RequestPending, 409, Message.requestPending);
export const partialRequestTooLate = () => new AppError(Code.TooLate, 422, Message.tooLate);
export const partialRequestNotHeld = () => new AppError(Code.NotHeld, 409, Message.notHeld);
export const partialRequestNotFound = () => new AppError(Code.RequestNotFound, 404, Message.requestNotFound);
export const partialRequestDecided = () => new AppError(Code.AlreadyDecided, 409, Message.alreadyDecided);
export const partialOrderNoLongerHeld = () => new AppError(Code.NotHeld, 409, Message.orderNoLongerHeld);
export const partialDueDateInvalid = () => new AppError(Code.DueDateInvalid, 422, Message.dueDateInvalid);
