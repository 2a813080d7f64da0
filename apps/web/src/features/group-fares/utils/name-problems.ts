import { GroupFareErrorCode, ZGroupFareNamesRefusal, type GroupFareNameProblem } from '@portal/contracts';
import { errorCode, HttpError } from '../../../lib/api-errors';

/** The problems of a refused name list (422 GROUP_FARE_NAMES_INVALID, error.details.problems), else null. */
export function nameProblemsOf(error: unknown): GroupFareNameProblem[] | null {
  if (!(error instanceof HttpError) || errorCode(error) !== GroupFareErrorCode.NamesInvalid) return null;
  const details = (error.data as { error?: { details?: unknown } } | null)?.error?.details;
  const parsed = ZGroupFareNamesRefusal.safeParse(details);
  return parsed.success ? parsed.data.problems : null;
}

/** The problems grouped by line (1 = the first passenger), in line order. */
export function problemsByLine(problems: GroupFareNameProblem[]): Array<[number, GroupFareNameProblem[]]> {
  const lines = new Map<number, GroupFareNameProblem[]>();
  for (const problem of problems) lines.set(problem.line, [...(lines.get(problem.line) ?? []), problem]);
  return [...lines.entries()].sort(([a], [b]) => a - b);
}
