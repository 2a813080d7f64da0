import type { ReportName } from '@portal/contracts';
import { ReportFilterFields, type FilterField } from './report-filters';

/** The statuses the bookings report names, across products (flights, hotels, holiday and visa requests). */
export const BookingStatuses = [
  'OnHold',
  'Pending',
  'InProgress',
  'Confirmed',
  'Unconfirmed',
  'Cancelled',
  'Expired',
  'Refused',
  'Requested',
  'Quoted',
  'Accepted',
  'InProcess',
  'Completed',
  'Rejected',
] as const;

export interface FilterChoice {
  field: FilterField;
  /** The field's label and its empty choice, as translation keys. */
  label: string;
  placeholder?: string;
  /** Where each option's text is: `<texts>.<value>`. */
  texts: string;
  /** The values to choose from; none for a typed field (the airline code). */
  options: readonly string[] | null;
  /** Always set (a grouping): no empty choice, and this one until another is picked. */
  required?: boolean;
  defaultValue?: string;
}

/** The filters each report offers beside its range, in the order they stand in the bar. */
export function filterChoices(report: ReportName): FilterChoice[] {
  switch (report) {
    case 'sales':
      return [
        {
          field: 'groupBy',
          label: 'filters.groupBy',
          texts: 'groupings',
          options: ReportFilterFields.sales.groupBy,
          required: true,
          defaultValue: 'day',
        },
        {
          field: 'product',
          label: 'filters.product',
          placeholder: 'filters.allProducts',
          texts: 'products',
          options: ReportFilterFields.sales.product,
        },
        { field: 'airline', label: 'filters.airline', texts: '', options: null },
      ];
    case 'bookings':
      return [
        {
          field: 'product',
          label: 'filters.product',
          placeholder: 'filters.allProducts',
          texts: 'products',
          options: ReportFilterFields.bookings.product,
        },
        {
          field: 'status',
          label: 'filters.status',
          placeholder: 'filters.allStatuses',
          texts: 'statuses',
          options: BookingStatuses,
        },
      ];
    case 'ledger':
      return [
        {
          field: 'kind',
          label: 'filters.kind',
          placeholder: 'filters.allKinds',
          texts: 'ledgerKinds',
          options: ReportFilterFields.ledger.kind,
        },
      ];
    case 'refunds':
      return [
        {
          field: 'kind',
          label: 'filters.kind',
          placeholder: 'filters.allKinds',
          texts: 'refundKinds',
          options: ReportFilterFields.refunds.kind,
        },
        {
          field: 'status',
          label: 'filters.status',
          placeholder: 'filters.allStatuses',
          texts: 'statuses',
          options: ReportFilterFields.refunds.status,
        },
      ];
    case 'dues':
      return [
        {
          field: 'bucket',
          label: 'filters.bucket',
          placeholder: 'filters.allBuckets',
          texts: 'buckets',
          options: ReportFilterFields.dues.bucket,
        },
      ];
    case 'commissions':
      return [
        {
          field: 'groupBy',
          label: 'filters.groupBy',
          texts: 'groupings',
          options: ReportFilterFields.commissions.groupBy,
          required: true,
          defaultValue: 'airlineMonth',
        },
        { field: 'airline', label: 'filters.airline', texts: '', options: null },
      ];
  }
}
