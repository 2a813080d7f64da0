import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { errorMessage } from '../../../lib/api-errors';

/**
 * The ask forms' one flow: the body is checked with the contracts' schema (its message shown, nothing sent), sent,
 * and the page the answer leads to opens in place of the form; a refusal shows the API's message.
 */
export function useAskSubmit<Body>(schema: ZodType<Body>) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (input: unknown, send: (body: Body) => Promise<string>) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      void navigate(await send(parsed.data), { replace: true });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return { problem, submit };
}
