import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentRequest } from '@portal/contracts';
import { errorMessage } from '../../../lib/api-errors';
import { isInDoubt, useSubmissionKeys } from '../../../lib/submission-key';
import { useCreatePayment } from '../api/create-payment';

/**
 * Starts a payment under one Idempotency-Key per submission, then hands the browser to the gateway's checkout.
 * A failure without an answer keeps the key, so paying again opens the same checkout instead of a second one.
 */
export function useOnlinePayment() {
  const { t } = useTranslation('onlinePayment');
  const create = useCreatePayment();
  const submissions = useSubmissionKeys();
  const [problem, setProblem] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const pay = async (request: CreatePaymentRequest) => {
    setProblem(null);
    const idempotencyKey = submissions.keyFor(request);
    try {
      const created = await create.mutateAsync({ request, idempotencyKey });
      setRedirecting(true);
      window.location.assign(created.checkoutUrl);
    } catch (error) {
      submissions.settle(error);
      setProblem(isInDoubt(error) ? t('errors.inDoubt') : errorMessage(error, t('errors.failed')));
    }
  };

  return { pay, problem, redirecting, busy: create.isPending || redirecting };
}
