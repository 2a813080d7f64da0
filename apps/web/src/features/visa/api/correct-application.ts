import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VisaPaths,
  ZVisaApplication,
  type CorrectVisaApplicationBody,
  type VisaApplication,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { visaApplicationKey, visaApplicationsKey } from './visa-keys';

/** POST Application/Correct: the documents the open correction names, each uploaded again. */
export function correctVisaApplication(body: CorrectVisaApplicationBody): Promise<VisaApplication> {
  return api.post(VisaPaths.correct, body, { schema: ZVisaApplication });
}

export function useCorrectVisaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctVisaApplication,
    onSuccess: (application) =>
      queryClient.setQueryData(visaApplicationKey(application.orderReference), application),
    onSettled: (_answer, _error, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visaApplicationKey(body.orderReference) }),
        queryClient.invalidateQueries({ queryKey: visaApplicationsKey }),
      ]),
  });
}
