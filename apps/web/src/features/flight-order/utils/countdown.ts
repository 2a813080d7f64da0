/** A held order expires a minute before the airline's time limit (DESIGN §6), so issuing must happen before that. */
export const ExpiryLeadMs = 60_000;

/** When a held order can no longer be issued: its time limit less the expiry lead. */
export function issueDeadline(timeLimit: string): number {
  return Date.parse(timeLimit) - ExpiryLeadMs;
}
