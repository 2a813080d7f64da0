import {
  RegistrationPaths,
  ZVerifyRegistrationCodeResponse,
  type VerifyRegistrationCodeRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Registration/VerifyEmailCode or VerifyPhoneCode; a wrong code is thrown as a 422. */
export async function verifyCode(
  kind: 'email' | 'phone',
  body: VerifyRegistrationCodeRequest,
): Promise<void> {
  const path = kind === 'email' ? RegistrationPaths.verifyEmailCode : RegistrationPaths.verifyPhoneCode;
  await api.post(path, body, { auth: false, schema: ZVerifyRegistrationCodeResponse });
}
