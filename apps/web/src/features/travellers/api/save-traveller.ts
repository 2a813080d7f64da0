import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  TravellerPaths,
  ZTravellerResponse,
  type CreateTravellerRequest,
  type TravellerResponse,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { travellersKey } from './load-travellers';

/** POST Traveller/create, or Traveller/update when the traveller has an id. */
export function saveTraveller(input: {
  id: string | null;
  request: CreateTravellerRequest;
}): Promise<TravellerResponse> {
  return input.id
    ? api.post(TravellerPaths.update, { id: input.id, ...input.request }, { schema: ZTravellerResponse })
    : api.post(TravellerPaths.create, input.request, { schema: ZTravellerResponse });
}

/** Saving changes the list, so it is read again. */
export function useSaveTraveller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTraveller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: travellersKey }),
  });
}
