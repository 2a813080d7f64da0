/**
 * Runs `work` from `clients` concurrent clients, each starting again as soon as its last call is done, until
 * `seconds` have passed; answers the seconds it took.
 */
export async function backToBack(
  clients: number,
  seconds: number,
  work: () => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await work();
    }),
  );
  return (performance.now() - started) / 1000;
}
