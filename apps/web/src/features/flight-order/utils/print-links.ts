import { PrintDocumentType } from '@portal/contracts';

export const PrintDocuments = [
  { key: 'ticket', typeId: PrintDocumentType.Ticket },
  { key: 'agentInvoice', typeId: PrintDocumentType.AgentInvoice },
  { key: 'customerInvoice', typeId: PrintDocumentType.CustomerInvoice },
] as const;

/** The print-preview page of one of the order's documents. */
export function printPreviewPath(orderReference: string, typeId: PrintDocumentType): string {
  return `/print-preview?orderReference=${encodeURIComponent(orderReference)}&typeId=${typeId}`;
}
