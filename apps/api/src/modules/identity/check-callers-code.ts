import { CallerLimits, callerKey } from './attempt-limiter';
import type { IdentityDeps } from './identity-deps';
import { checkCode } from './verification-code';

/**
 * Checks an emailed code for its caller: a failure spends the caller's budget and, under a real reference, that
 * code's own tries, never the account's, so a stranger's guesses cannot lock the owner out.
 */
export function checkCallersCode(
  deps: IdentityDeps,
  options: Omit<Parameters<typeof checkCode>[0], 'db'> & { callerAddress: string },
): ReturnType<typeof checkCode> {
  const { callerAddress, ...code } = options;
  return deps.limiter.whileAllowed(
    callerKey('code-check-failure', code.tenantId, callerAddress),
    CallerLimits.failedCodeChecks,
    () => checkCode({ db: deps.db, ...code }),
  );
}
