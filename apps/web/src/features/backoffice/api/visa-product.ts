import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  VisaOperatorPaths,
  ZOperatorVisaProduct,
  type CreateVisaProductBody,
  type OperatorVisaProduct,
  type UpdateVisaProductBody,
} from '@portal/contracts';
import { api } from '../../../lib/api';
import { visaProductsKey } from './visa-products';

export const visaProductKey = (productId: string) => ['backoffice', 'visa-product', productId] as const;

/** GET Operator/GetProduct: one product as the operators edit it, published or not. */
export function getVisaProduct(productId: string, signal?: AbortSignal): Promise<OperatorVisaProduct> {
  return api.get(VisaOperatorPaths.product, { query: { productId }, schema: ZOperatorVisaProduct, signal });
}

export const visaProductQuery = (productId: string) =>
  queryOptions({
    queryKey: visaProductKey(productId),
    queryFn: ({ signal }) => getVisaProduct(productId, signal),
  });

export function useVisaProduct(productId: string | null) {
  return useQuery({ ...visaProductQuery(productId ?? ''), enabled: productId !== null });
}

/** POST Operator/CreateProduct (unpublished) or Operator/UpdateProduct (every field replaced, the status kept). */
export function useSaveVisaProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVisaProductBody | UpdateVisaProductBody) =>
      'productId' in body
        ? api.post(VisaOperatorPaths.updateProduct, body, { schema: ZOperatorVisaProduct })
        : api.post(VisaOperatorPaths.createProduct, body, { schema: ZOperatorVisaProduct }),
    onSuccess: (product) => queryClient.setQueryData(visaProductKey(product.productId), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visaProductsKey }),
  });
}

/** POST Operator/PublishProduct or Operator/UnpublishProduct: agencies see only published products. */
export function usePublishVisaProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, publish }: { productId: string; publish: boolean }) =>
      api.post(
        publish ? VisaOperatorPaths.publishProduct : VisaOperatorPaths.unpublishProduct,
        { productId },
        {
          schema: ZOperatorVisaProduct,
        },
      ),
    onSuccess: (product) => queryClient.setQueryData(visaProductKey(product.productId), product),
    onSettled: () => queryClient.invalidateQueries({ queryKey: visaProductsKey }),
  });
}
