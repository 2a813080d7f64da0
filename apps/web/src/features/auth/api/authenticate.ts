import { useMutation } from '@tanstack/react-query';
import { IdentityPaths, type AuthenticateResponse, type LoginForm } from '@portal/contracts';
import { postStep } from './post-step';

/**
 * POST Authenticate. A refusal answers 401 with the same response shape, which is returned rather than thrown so
 * the form can show its message; transport failures are thrown.
 */
export function authenticate(body: LoginForm): Promise<AuthenticateResponse> {
  return postStep<AuthenticateResponse>(IdentityPaths.authenticate, body, 'authenticated', {
    deviceId: true,
    geoData: true,
  });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
