import { useMutation } from '@tanstack/react-query';
import {
  IdentityErrorCode,
  IdentityPaths,
  type AuthenticateRequest,
  type AuthenticateResponse,
} from '@portal/contracts';
import { postStep } from './post-step';

const postAuthenticate = (body: AuthenticateRequest) =>
  postStep<AuthenticateResponse>(IdentityPaths.authenticate, body, 'authenticated', {
    deviceId: true,
    geoData: true,
  });

/**
 * POST Authenticate. A refusal answers 401 with the same response shape, which is returned rather than thrown so
 * the form can show its message; transport failures are thrown. After many failed logins of the account the API
 * asks a device it does not trust for the bot check: the puzzle is solved (its code loaded only then) and the login
 * sent again.
 */
export async function authenticate(body: AuthenticateRequest): Promise<AuthenticateResponse> {
  const answer = await postAuthenticate(body);
  if (answer.error?.code !== IdentityErrorCode.BotCheckRequired) return answer;
  const { passBotCheck } = await import('../../../lib/bot-check/pass-bot-check');
  const botCheck = await passBotCheck();
  return botCheck ? postAuthenticate({ ...body, botCheck }) : answer;
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
