import {
  GroupFareMessage,
  ZGroupFareName,
  type GroupFareName,
  type GroupFareNameProblem,
} from '@portal/contracts';

export interface NameListTerms {
  adults: number;
  children: number;
  infants: number;
  /** The day of the first flight (ages are taken then) and of the last (the passport must outlive it by 6 months). */
  firstFlightDay: string;
  lastFlightDay: string;
  /** Passports (upper case) another live reservation of the same block already names. */
  namedElsewhere: ReadonlySet<string>;
}

export type NameListCheck =
  { ok: true; names: GroupFareName[] } | { ok: false; problems: GroupFareNameProblem[] };

/** Whole years between a date of birth and a day, both YYYY-MM-DD. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The day six months after a YYYY-MM-DD day (the end of month when shorter: 31 Aug → 28/29 Feb). */
export function sixMonthsAfter(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = m - 1 + 6;
  const year = y + Math.floor(month / 12);
  const monthIndex = month % 12;
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, monthIndex, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

const isRealDay = (day: string) => {
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
};

function ageProblem(type: string, age: number): string | null {
  if (type === 'ADT' && age < 12) return 'An adult must be 12 or older on the day of travel';
  if (type === 'CHD' && (age < 2 || age > 11))
    return 'A child must be 2 to 11 years old on the day of travel';
  if (type === 'INF' && (age < 0 || age >= 2)) return 'An infant must be under 2 on the day of travel';
  return null;
}

/**
 * A name list checked as a whole, every problem of every line at once (line 1 = the first passenger): each line's
 * fields, the count of each type against the reservation, the age for the type on the day of travel, a passport
 * valid 6 months after the last flight, and a passport only once in the list and not on another live reservation of
 * the block. Accepted, the names come back adults first, then children, then infants (infant n sits with adult n).
 */
export function checkGroupFareNames(rows: readonly unknown[], terms: NameListTerms): NameListCheck {
  const problems: GroupFareNameProblem[] = [];
  const names: { line: number; name: GroupFareName }[] = [];
  rows.forEach((row, index) => {
    const line = index + 1;
    const parsed = ZGroupFareName.safeParse(row);
    if (!parsed.success) {
      // A field may break more than one rule with the same words: each is said once.
      const said = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'line');
        if (said.has(`${field}\n${issue.message}`)) continue;
        said.add(`${field}\n${issue.message}`);
        problems.push({ line, field, message: issue.message });
      }
      return;
    }
    names.push({ line, name: parsed.data });
  });

  const counts = { ADT: 0, CHD: 0, INF: 0 };
  for (const { name } of rows.length === names.length ? names : []) counts[name.type] += 1;
  if (
    rows.length !== terms.adults + terms.children + terms.infants ||
    (names.length === rows.length &&
      (counts.ADT !== terms.adults || counts.CHD !== terms.children || counts.INF !== terms.infants))
  ) {
    problems.push({
      line: 0,
      field: 'names',
      message: `${GroupFareMessage.nameListWrongCount}: ${terms.adults} adult(s), ${terms.children} child(ren), ${terms.infants} infant(s)`,
    });
  }

  const seen = new Map<string, number>();
  const passportDeadline = sixMonthsAfter(terms.lastFlightDay);
  for (const { line, name } of names) {
    if (!isRealDay(name.dateOfBirth) || name.dateOfBirth > terms.firstFlightDay) {
      problems.push({ line, field: 'dateOfBirth', message: 'Please enter a valid date of birth' });
    } else {
      const message = ageProblem(name.type, ageOn(name.dateOfBirth, terms.firstFlightDay));
      if (message) problems.push({ line, field: 'dateOfBirth', message });
    }
    if (!isRealDay(name.passportExpiry)) {
      problems.push({ line, field: 'passportExpiry', message: 'Please enter the passport expiry date' });
    } else if (name.passportExpiry < passportDeadline) {
      problems.push({ line, field: 'passportExpiry', message: GroupFareMessage.passportExpiryBeforeReturn });
    }
    const passport = name.passportNumber.toUpperCase();
    if (seen.has(passport)) {
      problems.push({ line, field: 'passportNumber', message: GroupFareMessage.passportTwice });
    } else {
      seen.set(passport, line);
      if (terms.namedElsewhere.has(passport)) {
        problems.push({
          line,
          field: 'passportNumber',
          message: GroupFareMessage.passportOnAnotherReservation,
        });
      }
    }
  }
  if (problems.length > 0) {
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  }
  const order = { ADT: 0, CHD: 1, INF: 2 };
  return {
    ok: true,
    names: names.map(({ name }) => name).sort((a, b) => order[a.type] - order[b.type]),
  };
}
