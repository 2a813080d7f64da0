import { ExchangePaths, RefundPaths, VoidPaths, type FunctionalityName } from '@portal/contracts';
import type { AfterSalesPageKind } from '../../../lib/after-sales-paths';

/** Each kind's calls and the permission that lets the user act on its requests (spec §6). */
export const KindCalls = {
  Void: { paths: VoidPaths, act: 'VoidRequest' },
  Refund: { paths: RefundPaths, act: 'RefundRequest' },
  Exchange: { paths: ExchangePaths, act: 'ReissueRequest' },
} as const satisfies Record<
  AfterSalesPageKind,
  {
    paths: { request: string; queue: string; getRequest: string; updateStatus: string };
    act: FunctionalityName;
  }
>;
