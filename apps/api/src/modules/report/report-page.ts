import type { ReportRange } from '@portal/contracts';
import type { ResolvedRange } from './report-range';

/** The range as an answer names it, without the instants it covers. */
export function answerRange(range: ResolvedRange): ReportRange {
  return { from: range.from, to: range.to, timeZone: range.timeZone, currency: range.currency };
}

/** One page of a report whose lines are all read at once (a handful of groups), with the totals over all of them. */
export function pageOfLines<Line, Totals>(options: {
  range: ResolvedRange;
  lines: Line[];
  totals: Totals;
  page: number;
  pageSize: number;
}) {
  const { page, pageSize } = options;
  const offset = (page - 1) * pageSize;
  return {
    range: answerRange(options.range),
    lines: options.lines.slice(offset, offset + pageSize),
    totals: options.totals,
    total: options.lines.length,
    page,
    pageSize,
  };
}
