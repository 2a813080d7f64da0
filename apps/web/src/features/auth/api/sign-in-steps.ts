import {
  IdentityPaths,
  OutboxPaths,
  type AuthenticateResponse,
  type OutboxStatus,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type PhoneCodeResponse,
  type ResetPasswordResponse,
  type SendPhoneCodeRequest,
  type VerifyCodeRequest,
  type VerifyCodeResponse,
  type VerifyDeviceRequest,
  type VerifyPhoneCodeRequest,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postStep } from './post-step';

/** POST VerifyDevice: the emailed code finishes the login (device id header: the browser becomes trusted). */
export function verifyDevice(body: VerifyDeviceRequest): Promise<AuthenticateResponse> {
  return postStep(IdentityPaths.verifyDevice, body, 'authenticated', { deviceId: true });
}

/** POST ResetPassword: mails a reset code. */
export function resetPassword(username: string): Promise<ResetPasswordResponse> {
  return postStep(IdentityPaths.resetPassword, { username, deviceCheck: true }, 'mailSent', {
    deviceId: true,
  });
}

/** POST VerifyCode: checks the reset code. */
export function verifyResetCode(body: VerifyCodeRequest): Promise<VerifyCodeResponse> {
  return postStep(IdentityPaths.verifyCode, body, 'verified');
}

/** POST ChangePassword: with the reset reference, or with the restricted token of a forced change. */
export function changePassword(
  body: ChangePasswordRequest,
  bearer?: string,
): Promise<ChangePasswordResponse> {
  return postStep(IdentityPaths.changePassword, body, 'passwordChanged', bearer ? { bearer } : {});
}

/** POST PhoneAuth/SendPhoneCode with the token held for the phone step. */
export function sendPhoneCode(body: SendPhoneCodeRequest, bearer: string): Promise<PhoneCodeResponse> {
  return postStep(IdentityPaths.sendPhoneCode, body, 'smsSent', { bearer });
}

/** POST PhoneAuth/VerifyPhoneCode with the token held for the phone step. */
export function verifyPhoneCode(body: VerifyPhoneCodeRequest, bearer: string): Promise<PhoneCodeResponse> {
  return postStep(IdentityPaths.verifyPhoneCode, body, 'verified', { bearer });
}

/** Whether the built-in outbox is on; the code screens then link to it so a newcomer can read the code. */
export function useOutboxStatus() {
  return useQuery({
    queryKey: ['dev', 'outbox-status'],
    queryFn: () => api.get<OutboxStatus>(OutboxPaths.status, { auth: false }),
    staleTime: Infinity,
    retry: false,
  });
}
