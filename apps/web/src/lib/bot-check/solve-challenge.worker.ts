import type { BotChallenge } from '@portal/contracts';
import { findSolution } from './proof-of-work';

// Runs off the main thread, so the form stays responsive while the puzzle is solved.
self.onmessage = (event: MessageEvent<BotChallenge>) => {
  void findSolution(event.data).then((number) => self.postMessage(number));
};
