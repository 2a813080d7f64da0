import { describe, expect, it } from 'vitest';
import { GroupFareErrorCode } from '@portal/contracts';
import { HttpError } from '../../../lib/api-errors';
import { nameProblemsOf, problemsByLine } from './name-problems';

describe('refused name lists', () => {
  const problems = [
    { line: 3, field: 'passportNumber', message: 'This passport number is already in the list' },
    {
      line: 1,
      field: 'passportExpiry',
      message: 'The passport must be valid for 6 months after the return date',
    },
    { line: 3, field: 'dateOfBirth', message: 'An adult must be 12 or older on the day of travel' },
  ];

  it('reads the problems of a 422 GROUP_FARE_NAMES_INVALID and nothing else', () => {
    const refusal = new HttpError(422, {
      error: {
        code: GroupFareErrorCode.NamesInvalid,
        message: 'The name list has problems',
        details: { problems },
      },
    });
    expect(nameProblemsOf(refusal)).toEqual(problems);
    expect(
      nameProblemsOf(new HttpError(409, { error: { code: 'GROUP_FARE_DEADLINE_PASSED', message: 'x' } })),
    ).toBeNull();
    expect(nameProblemsOf(new Error('offline'))).toBeNull();
  });

  it('groups them by line in line order', () => {
    expect(problemsByLine(problems).map(([line, list]) => [line, list.length])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });
});
