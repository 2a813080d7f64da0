import { TravellerErrorCode, TravellerMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const travellerNotFound = () => AppError.notFound(TravellerMessage.notFound);

/** The agency keeps each person once (same names and date of birth). */
export const travellerExists = () =>
  new AppError(TravellerErrorCode.Duplicate, 409, TravellerMessage.duplicate);
