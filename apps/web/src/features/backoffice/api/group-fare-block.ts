import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  GroupFareOperatorPaths,
  ZOperatorGroupFareBlock,
  type CreateGroupFareBlockRequest,
  type OperatorGroupFareBlock,
  type UpdateGroupFareBlockRequest,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { groupFaresKey } from './group-fare-blocks';

export const groupFareBlockKey = (blockId: string) => [...groupFaresKey, 'block', blockId] as const;

/** GET GroupFare/Block: one block with its terms, flights and figures. */
export function getGroupFareBlock(blockId: string, signal?: AbortSignal): Promise<OperatorGroupFareBlock> {
  return api.get(GroupFareOperatorPaths.block, {
    query: { blockId },
    schema: ZOperatorGroupFareBlock,
    signal,
  });
}

export const groupFareBlockQuery = (blockId: string) =>
  queryOptions({
    queryKey: groupFareBlockKey(blockId),
    queryFn: ({ signal }) => getGroupFareBlock(blockId, signal),
  });

export function useGroupFareBlock(blockId: string) {
  return useQuery(groupFareBlockQuery(blockId));
}

/** A change answered with the block: it replaces the cached one, and the lists are read again. */
function useBlockChange<Body>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api.post(path, body, { schema: ZOperatorGroupFareBlock }),
    onSuccess: (block) => queryClient.setQueryData(groupFareBlockKey(block.id), block),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupFaresKey }),
  });
}

/** POST GroupFare/CreateBlock: the seats are taken from the airline's inventory at once; the block starts a draft. */
export const useCreateGroupFareBlock = () =>
  useBlockChange<CreateGroupFareBlockRequest>(GroupFareOperatorPaths.createBlock);

/** POST GroupFare/UpdateBlock: the terms (kind, code and flights stay as created). */
export const useUpdateGroupFareBlock = () =>
  useBlockChange<UpdateGroupFareBlockRequest>(GroupFareOperatorPaths.updateBlock);

/** POST GroupFare/PublishBlock: agencies (all, or the chosen ones) see it and may reserve. */
export const usePublishGroupFareBlock = () =>
  useBlockChange<{ blockId: string }>(GroupFareOperatorPaths.publishBlock);

/** POST GroupFare/CloseBlock: no new reservations; the open ones carry on. */
export const useCloseGroupFareBlock = () =>
  useBlockChange<{ blockId: string }>(GroupFareOperatorPaths.closeBlock);
