import { useMutation } from '@tanstack/react-query';
import {
  IdentityPaths,
  ZAuthenticateResponse,
  type AuthenticateResponse,
  type LoginForm,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { HttpError } from '../../../lib/api-errors';

/**
 * POST Authenticate. A refusal answers 401 with the same response shape, which is returned rather than thrown so
 * the form can show its message; transport failures are thrown.
 */
export async function authenticate(body: LoginForm): Promise<AuthenticateResponse> {
  try {
    return await api.post(IdentityPaths.authenticate, body, {
      auth: false,
      deviceId: true,
      geoData: true,
      schema: ZAuthenticateResponse,
    });
  } catch (error) {
    if (error instanceof HttpError) {
      const refusal = ZAuthenticateResponse.safeParse(error.data);
      if (refusal.success) return refusal.data;
    }
    throw error;
  }
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
