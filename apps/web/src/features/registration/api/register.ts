import { RegistrationPaths, ZRegisterResponse, type RegisterResponse } from '@portal/contracts';
import { api } from '../../../lib/api';

/** POST Registration/Register as multipart/form-data (fields and the three documents). */
export function registerAgency(form: FormData): Promise<RegisterResponse> {
  return api.post(RegistrationPaths.register, form, { auth: false, schema: ZRegisterResponse });
}
