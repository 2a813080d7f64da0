import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod, DepositView } from '@portal/contracts';
import { errorMessage, HttpError } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useInitiateDeposit } from '../api/initiate-deposit';
import { depositFormData, fieldErrorsOf, submissionOf } from '../utils/deposit-form-data';
import type { DepositFormOutput } from '../utils/deposit-form-schema';

/**
 * Sends a method's form under one Idempotency-Key per submission (a double click or a retry after a lost answer
 * creates one deposit). The API's field messages go beside their fields through `setFieldError`; the rest, and
 * failures without an answer, become the form's problem.
 */
export function useDepositRequest(method: DepositMethod, onCreated: (deposit: DepositView) => void) {
  const { t } = useTranslation('deposit');
  const initiate = useInitiateDeposit();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (
    { fields, slip }: DepositFormOutput,
    knownFields: readonly string[],
    setFieldError: (field: string, message: string) => void,
  ) => {
    setProblem(null);
    const idempotencyKey = submissions.keyFor(submissionOf(fields, slip));
    try {
      const deposit = await initiate.mutateAsync({
        method,
        form: depositFormData(fields, slip),
        idempotencyKey,
      });
      submissions.settle();
      onCreated(deposit);
    } catch (error) {
      submissions.settle(error);
      if (isInDoubt(error)) {
        setProblem(t('form.inDoubt'));
        return;
      }
      const message = errorMessage(error, t('form.failed'));
      if (error instanceof HttpError && error.status === 400) {
        const split = fieldErrorsOf(message, [...knownFields, 'slip']);
        for (const [field, fieldMessage] of Object.entries(split.fields)) setFieldError(field, fieldMessage);
        setProblem(split.other.length > 0 ? split.other.join(' ') : null);
        return;
      }
      // 413 and 415 are about the slip.
      if (error instanceof HttpError && (error.status === 413 || error.status === 415)) {
        setFieldError('slip', message);
        return;
      }
      setProblem(message);
    }
  };

  return { send, problem };
}
