import type { BotChallenge } from '@portal/contracts';
import { encodeSolution, findSolution } from './proof-of-work';

/** Solves the bot-check puzzle in a Web Worker (or on the page where workers are unavailable). */
export async function solveChallenge(challenge: BotChallenge): Promise<string | null> {
  const number = await new Promise<number | null>((resolve) => {
    if (typeof Worker === 'undefined') {
      void findSolution(challenge).then(resolve);
      return;
    }
    const worker = new Worker(new URL('./solve-challenge.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      void findSolution(challenge).then(resolve);
    };
    worker.postMessage(challenge);
  });
  return number === null ? null : encodeSolution(challenge, number);
}
