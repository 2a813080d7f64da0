import { RegistrationPaths, ZBotChallenge, type BotChallenge } from '@portal/contracts';
import { api } from '../api';

/** GET Registration/Challenge: a fresh proof-of-work puzzle for the bot check. */
export function fetchBotChallenge(): Promise<BotChallenge> {
  return api.get(RegistrationPaths.challenge, { auth: false, schema: ZBotChallenge });
}
