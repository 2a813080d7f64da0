import { api } from '../../../lib/api';
import { HttpError } from '../../../lib/api-errors';

/**
 * POSTs a sign-in step whose refusals (401, 422) answer the step's own response shape: a refusal is returned, so the
 * screen can show its message; anything else (transport failures, 429 with the error shape) is thrown.
 */
export async function postStep<T>(
  path: string,
  body: unknown,
  schema: { parse: (value: unknown) => T; safeParse: (value: unknown) => { success: boolean; data?: T } },
  options: { deviceId?: boolean; bearer?: string } = {},
): Promise<T> {
  try {
    return await api.post(path, body, {
      auth: false,
      ...(options.deviceId ? { deviceId: true } : {}),
      ...(options.bearer ? { bearer: options.bearer } : {}),
      schema,
    });
  } catch (error) {
    if (error instanceof HttpError && (error.status === 401 || error.status === 422)) {
      const refusal = schema.safeParse(error.data);
      if (refusal.success && refusal.data !== undefined) return refusal.data;
    }
    throw error;
  }
}
