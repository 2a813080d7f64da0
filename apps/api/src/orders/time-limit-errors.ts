import { ErrorCode, OrderErrorCode, TimeLimitErrorCode, TimeLimitMessage } from '@portal/contracts';
import { SupplierError } from '../adapters/flight-booking';
import { AppError } from '../lib/app-error';
import { fromSupplierError } from './order-errors';

export const notHeld = () => new AppError(OrderErrorCode.WrongStatus, 409, TimeLimitMessage.notHeld);
export const notExtendable = () =>
  new AppError(TimeLimitErrorCode.NotExtendable, 422, TimeLimitMessage.notExtendable);
export const notLater = () => new AppError(ErrorCode.ValidationFailed, 400, TimeLimitMessage.notLater);

/** The airline's refusal to extend as the agent's 4xx; other supplier refusals as elsewhere. */
export function fromExtensionError(error: unknown): unknown {
  if (error instanceof SupplierError && error.code === 'NotExtendable') return notExtendable();
  return fromSupplierError(error);
}
