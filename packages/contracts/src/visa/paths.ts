/**
 * The visa service (spec §2 visas, codes 253–260), in the spec's form `/visa/api/v1/{Controller}/{Action}`.
 */
const base = '/visa/api/v1';

export const VisaPaths = {
  /** GET: the destinations with published products, and the nationalities the tenant serves. */
  destinations: `${base}/Search/Destinations`,
  /** POST {nationality, destination, visaType?, travelDate, applicants by type}: the matching products, priced. */
  search: `${base}/Search/SearchVisa`,
  /** GET ?productId: one product: entries, validity, stay, processing, fees apart, checklist. */
  product: `${base}/Search/GetProduct`,
  /** POST multipart: upload one document (png/jpeg/pdf by magic bytes, 1 MB); answers an upload id to attach. */
  uploadDocument: `${base}/Application/UploadDocument`,
  /** POST (Idempotency-Key): the application with its applicants and uploads, paid from the wallet. */
  apply: `${base}/Application/Apply`,
  /** GET ?tab&search&destination&from&to&page: the agency's applications (ShowVisaQueue). */
  applications: `${base}/Application/Queue`,
  /** GET ?orderReference: one application with status, applicants, documents and history (ViewVisaBooking). */
  application: `${base}/Application/GetApplication`,
  /** POST: edit applicants' details while allowed (EditVisaApplication). */
  edit: `${base}/Application/Edit`,
  /** POST {orderReference, documents}: answer a correction with the named documents re-uploaded. */
  correct: `${base}/Application/Correct`,
  /** GET ?orderReference: what cancelling would refund now. POST (Idempotency-Key): cancel (CancelVisaApplication). */
  cancellationQuote: `${base}/Application/CancellationQuote`,
  cancel: `${base}/Application/Cancel`,
  /** GET ?orderReference&documentId: one document (an upload or the visa) as an attachment. */
  document: `${base}/Application/Document`,
  /** GET ?orderReference: the invoice PDF (PrintVisaInvoice). */
  invoice: `${base}/Application/Invoice`,
} as const;

export const VisaOperatorPaths = {
  /** GET ?status&search&page: the tenant's visa products. */
  products: `${base}/Operator/Products`,
  product: `${base}/Operator/GetProduct`,
  createProduct: `${base}/Operator/CreateProduct`,
  updateProduct: `${base}/Operator/UpdateProduct`,
  publishProduct: `${base}/Operator/PublishProduct`,
  unpublishProduct: `${base}/Operator/UnpublishProduct`,
  /** GET ?tab&search&page: every agency's applications, longest waiting first. */
  applications: `${base}/Operator/Applications`,
  application: `${base}/Operator/GetApplication`,
  /** POST {orderReference, items:[{applicantId, code, reason}]}: ask for named documents again. */
  askCorrection: `${base}/Operator/AskCorrection`,
  /** POST {orderReference}: lodged with the embassy. */
  submit: `${base}/Operator/Submit`,
  /** POST multipart {orderReference, applicantId, file}: attach an applicant's visa (before approving). */
  uploadVisa: `${base}/Operator/UploadVisa`,
  /** POST {orderReference}: approved (every applicant's visa attached). */
  approve: `${base}/Operator/Approve`,
  /** POST {orderReference, reason}: rejected by the embassy (fees kept by the product's rule). */
  reject: `${base}/Operator/Reject`,
  document: `${base}/Operator/Document`,
} as const;
