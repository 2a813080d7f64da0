import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ZBotSolution, type BotChallenge } from '@portal/contracts';

/** How hard the puzzle is: the client tries up to this many numbers (about a second in a browser worker). */
export const BotCheckMaxNumber = 50_000;
const ChallengeLifetimeMs = 10 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/**
 * A self-hosted proof-of-work bot check in the ALTCHA format: the server picks a secret number, publishes the
 * SHA-256 of salt + number with an HMAC signature, and the client must find the number by trying them all. It works
 * offline and needs no third party. Each solved challenge is accepted once.
 */
export function createBotCheck(options: { key?: Buffer; clock?: () => number } = {}) {
  const key = options.key ?? randomBytes(32);
  const clock = options.clock ?? Date.now;
  const spent = new Map<string, number>();

  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest('hex');

  function forgetExpired(now: number) {
    for (const [signature, expires] of spent) if (expires <= now) spent.delete(signature);
  }

  return {
    createChallenge(maxNumber = BotCheckMaxNumber): BotChallenge {
      const expires = Math.floor((clock() + ChallengeLifetimeMs) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256(`${salt}${randomInt(0, maxNumber + 1)}`);
      return { algorithm: 'SHA-256', challenge, salt, maxNumber, signature: sign(challenge) };
    },

    /** Checks a solution (base64 JSON) and spends it; false for anything forged, wrong, expired or replayed. */
    verify(payload: string): boolean {
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      const solution = ZBotSolution.safeParse(parsed);
      if (!solution.success) return false;
      const { challenge, salt, number, signature } = solution.data;
      const now = clock();
      const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000;
      if (expires <= now) return false;
      if (!sameHex(signature, sign(challenge))) return false;
      if (!sameHex(challenge, sha256(`${salt}${number}`))) return false;
      forgetExpired(now);
      if (spent.has(signature)) return false;
      spent.set(signature, expires);
      return true;
    },
  };
}
export type BotCheck = ReturnType<typeof createBotCheck>;

/** Solves a challenge by brute force, as the browser does; used by tests and tools. */
export function solveBotChallenge(challenge: BotChallenge): string {
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if (sha256(`${challenge.salt}${number}`) === challenge.challenge) {
      return Buffer.from(JSON.stringify({ ...challenge, number })).toString('base64');
    }
  }
  throw new Error('The challenge has no solution');
}
