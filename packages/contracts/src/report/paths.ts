/** The report service (AccessReports 232). */
const report = '/report/api/v1/Report';
export const ReportPaths = {
  sales: `${report}/Sales`,
  bookings: `${report}/Bookings`,
  ledger: `${report}/Ledger`,
  refunds: `${report}/Refunds`,
  dues: `${report}/Dues`,
  commissions: `${report}/Commissions`,
  /** GET with the report's filters and format=csv|xlsx|pdf: the whole report, streamed as an attachment. */
  export: `${report}/Export`,
  /** Spec §7's report-service PDF call: the PDF of a report (the body names the report and its filters). */
  pdf: '/report/api/v1/pdf/generate/file',
} as const;
