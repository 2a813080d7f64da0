import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HolidayPaths,
  IdempotencyHeader,
  ZHolidayRequest,
  type SendHolidayRequestBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { holidayRequestsKey } from './holiday-keys';
import { holidayRequestQuery } from './get-holiday-request';

/** POST Package/SendRequest (Idempotency-Key): the enquiry; answers the new HL- request. */
export function useSendHolidayRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SendHolidayRequestBody; idempotencyKey: string }) =>
      api.post(HolidayPaths.sendRequest, body, {
        headers: { [IdempotencyHeader]: idempotencyKey },
        schema: ZHolidayRequest,
      }),
    onSuccess: async (request) => {
      queryClient.setQueryData(holidayRequestQuery(request.reference).queryKey, request);
      await queryClient.invalidateQueries({ queryKey: [...holidayRequestsKey, 'queue'] });
    },
  });
}
