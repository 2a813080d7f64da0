import {
  RegistrationPaths,
  ZRegistrationCodeSent,
  type RegistrationCodeSent,
  type SendRegistrationEmailCodeRequest,
  type SendRegistrationPhoneCodeRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Registration/SendEmailCode. */
export function sendEmailCode(body: SendRegistrationEmailCodeRequest): Promise<RegistrationCodeSent> {
  return api.post(RegistrationPaths.sendEmailCode, body, { auth: false, schema: ZRegistrationCodeSent });
}

/** POST Registration/SendPhoneCode. */
export function sendPhoneCode(body: SendRegistrationPhoneCodeRequest): Promise<RegistrationCodeSent> {
  return api.post(RegistrationPaths.sendPhoneCode, body, { auth: false, schema: ZRegistrationCodeSent });
}
