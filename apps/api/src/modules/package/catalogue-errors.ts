import { ErrorCode, HolidayCatalogueErrorCode, HolidayCatalogueMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

/** Another tenant's package, or (for agencies) one not published, is simply not found. */
export const packageNotFound = () =>
  new AppError(HolidayCatalogueErrorCode.PackageNotFound, 404, HolidayCatalogueMessage.packageNotFound);

export const imageNotFound = () =>
  new AppError(HolidayCatalogueErrorCode.ImageNotFound, 404, HolidayCatalogueMessage.imageNotFound);

/** A field the request got wrong, named the way the errors plugin names a body field. */
export const invalidField = (field: string, message: string) =>
  new AppError(ErrorCode.ValidationFailed, 400, `${field}: ${message}`);

export const codeTaken = () =>
  new AppError(HolidayCatalogueErrorCode.CodeTaken, 409, `code: ${HolidayCatalogueMessage.codeTaken}`);

/** A change bookings or enquiries forbid (seats below those taken, a departure they name removed or moved). */
export const seatsTaken = (message: string) =>
  new AppError(HolidayCatalogueErrorCode.SeatsTaken, 409, message);

export const notPublishable = (problems: string[]) =>
  new AppError(HolidayCatalogueErrorCode.NotPublishable, 422, problems.join(' '));
