import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../lib/api-errors';

/**
 * The part every add-or-edit dialog shares: a form checked by the contracts' schema, refilled each time the dialog
 * opens (from the thing edited, or empty), and the server's refusal kept to show above the buttons.
 */
export function useDialogForm<Input extends FieldValues, Output extends FieldValues, Source>(options: {
  schema: z.ZodType<Output, Input>;
  opened: boolean;
  /** The thing edited (null adds one): a new one refills the form. */
  source: Source;
  /** The form's values for it; read when the dialog opens. */
  valuesOf: (source: Source) => Input;
}): UseFormReturn<Input, unknown, Output> & {
  problem: string | null;
  /** Runs the action with the checked values; a refusal becomes the problem (or the fallback text). */
  submitWith: (
    action: (values: Output) => Promise<void>,
    fallback?: string,
  ) => ReturnType<UseFormReturn<Input, unknown, Output>['handleSubmit']>;
} {
  const { schema, opened, source } = options;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: options.valuesOf(source) as never,
  });
  // The latest mapping, without making every render's new function refill the form.
  const valuesOf = useRef(options.valuesOf);
  valuesOf.current = options.valuesOf;
  const { reset } = form;

  useEffect(() => {
    if (!opened) return;
    reset(valuesOf.current(source));
    setProblem(null);
  }, [opened, source, reset]);

  const submitWith = (action: (values: Output) => Promise<void>, fallback?: string) =>
    form.handleSubmit(async (values) => {
      setProblem(null);
      try {
        await action(values);
      } catch (error) {
        setProblem(errorMessage(error, fallback));
      }
    });

  return { ...form, problem, submitWith };
}
