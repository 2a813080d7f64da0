import { api } from '../../../lib/api';
import { HttpError } from '../../../lib/api-errors';

/**
 * POSTs a sign-in step whose refusals (401, 422) answer the step's own response shape: a refusal is returned, so the
 * screen can show its message; anything else (transport failures, 429 with the error shape) is thrown. A step's
 * answer is told from the error shape by its outcome flag (`answerFlag`, e.g. `authenticated`). Answers are read by
 * their type: the API checks them against the contracts' schemas before sending, and keeping zod off these calls
 * keeps it out of the home page's first load.
 */
export async function postStep<T extends object>(
  path: string,
  body: unknown,
  answerFlag: keyof T & string,
  options: { deviceId?: boolean; geoData?: boolean; bearer?: string } = {},
): Promise<T> {
  try {
    return await api.post<T>(path, body, {
      auth: false,
      ...(options.deviceId ? { deviceId: true } : {}),
      ...(options.geoData ? { geoData: true } : {}),
      ...(options.bearer ? { bearer: options.bearer } : {}),
    });
  } catch (error) {
    if (
      error instanceof HttpError &&
      (error.status === 401 || error.status === 422) &&
      isAnswer(error.data, answerFlag)
    ) {
      return error.data as T;
    }
    throw error;
  }
}

function isAnswer(value: unknown, flag: string): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)[flag] === 'boolean'
  );
}
