import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  VisaPaths,
  ZVisaApplication,
  type EditVisaApplicationBody,
  type VisaApplication,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { visaApplicationKey, visaApplicationsKey } from './visa-keys';

/** POST Application/Edit: the applicants' names and passport details as they are to be. */
export function editVisaApplication(body: EditVisaApplicationBody): Promise<VisaApplication> {
  return api.post(VisaPaths.edit, body, { schema: ZVisaApplication });
}

export function useEditVisaApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editVisaApplication,
    onSuccess: (application) =>
      queryClient.setQueryData(visaApplicationKey(application.orderReference), application),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visaApplicationsKey }),
  });
}
