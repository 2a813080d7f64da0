/** One time a held booking can be extended to: a few hours later, or the latest the airline allows. */
export interface TimeLimitStep {
  key: string;
  hours: number | null;
  at: string;
}

const StepHours = [6, 12, 24] as const;

/**
 * The choices offered when extending a time limit: +6 h, +12 h, +24 h while they stay before the airline's latest,
 * then the latest itself. Nothing when the latest is not after the current limit (the airline extends no further).
 */
export function timeLimitSteps(current: string, latest: string | null): TimeLimitStep[] {
  if (!latest) return [];
  const from = Date.parse(current);
  const until = Date.parse(latest);
  if (!(until > from)) return [];
  const steps: TimeLimitStep[] = StepHours.filter((hours) => from + hours * 3_600_000 < until).map(
    (hours) => ({
      key: `+${hours}h`,
      hours,
      at: new Date(from + hours * 3_600_000).toISOString(),
    }),
  );
  return [...steps, { key: 'latest', hours: null, at: new Date(until).toISOString() }];
}
