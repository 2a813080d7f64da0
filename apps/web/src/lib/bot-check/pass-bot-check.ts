import { fetchBotChallenge } from './bot-challenge';
import { solveChallenge } from './solve-challenge';

/** Fetches a fresh puzzle and solves it: answers the solution to send as `botCheck`, or null when it found none. */
export async function passBotCheck(): Promise<string | null> {
  return solveChallenge(await fetchBotChallenge());
}
