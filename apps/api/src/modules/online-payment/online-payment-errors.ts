import { OnlinePaymentMessage } from '@portal/contracts';
import { AppError } from '../../lib/app-error';

export const paymentNotFound = () => AppError.notFound(OnlinePaymentMessage.notFound);
