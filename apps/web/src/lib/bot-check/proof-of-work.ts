import type { BotChallenge } from '@portal/contracts';

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Finds the number whose SHA-256 with the salt is the challenge; null when there is none (a forged puzzle). */
export async function findSolution(challenge: BotChallenge): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`));
    if (toHex(digest) === challenge.challenge) return number;
  }
  return null;
}

/** The payload the server expects: base64 of the challenge with its solution. */
export const encodeSolution = (challenge: BotChallenge, number: number) =>
  btoa(JSON.stringify({ ...challenge, number }));
