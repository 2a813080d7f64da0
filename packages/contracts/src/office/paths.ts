/** Company settings calls (spec §7 "Customer service", base customer/api/v1). */
const company = '/customer/api/v1/CompanySettings';
export const CompanySettingsPaths = {
  loadProfile: `${company}/loadprofile`,
  loadBasicInfo: `${company}/loadbasicinfo`,
  viewBasicInfo: `${company}/viewbasicinfo`,
  updateBasicInfo: `${company}/updatebasicinfo`,
  uploadLogo: `${company}/uploadlogo`,
  removeLogo: `${company}/RemoveLogo`,
  loadDocuments: `${company}/loaddocuments`,
  uploadDocument: `${company}/uploaddocument`,
  /** GET ?documentId=: one of the agency's own documents, as an attachment. */
  getDocument: `${company}/getdocument`,
  loadBranch: `${company}/loadbranch`,
  viewBranch: `${company}/viewbranch`,
  createBranch: `${company}/createbranch`,
  updateBranch: `${company}/updatebranch`,
  loadStaff: `${company}/loadstaff`,
  viewStaff: `${company}/viewstaff`,
  createStaff: `${company}/createstaff`,
  updateStaff: `${company}/updatestaff`,
  /** Suspend or reactivate a staff member; suspending ends their sessions at once. */
  setStaffStatus: `${company}/setstaffstatus`,
  resendInvitation: `${company}/resendinvitation`,
  getModuleList: `${company}/GetModuleList`,
  getTimeZones: `${company}/GetTimeZones`,
  getStaffLookups: `${company}/GetStaffLookups`,
  dropdownRole: `${company}/dropdownrole`,
  dropdownBranch: `${company}/dropdownbranch`,
  loadRoles: `${company}/loadroles`,
  createRole: `${company}/createrole`,
  updateRole: `${company}/updaterole`,
  loadKycRemarks: `${company}/loadkycremarks`,
  updateKycRemarks: `${company}/updatekycremarks`,
  loadAuditLog: `${company}/loadauditlog`,
} as const;

/** The signed-in user's own profile (spec §7 StaffSettings). */
const staff = '/customer/api/v1/StaffSettings';
export const StaffSettingsPaths = {
  loadProfile: `${staff}/loadprofile`,
  loadBasicInfo: `${staff}/loadbasicinfo`,
  viewBasicInfo: `${staff}/viewbasicinfo`,
  updateBasicInfo: `${staff}/updatebasicinfo`,
  uploadLogo: `${staff}/uploadlogo`,
} as const;

/** User calls of spec §7 beside the user context. */
export const UserAccountPaths = {
  updatePassword: '/customer/api/v1/User/updatepassword',
  /** GET ?kind=company|profile: the signed-in user's company logo or own photo, as an image. */
  getLogo: '/customer/api/v1/User/GetLogo',
  getCustomerCurrencies: '/customer/api/v1/Account/GetCustomerCurrencies',
} as const;

/** The invitee's side of a staff invitation: public calls that take the mailed link's token. */
export const InvitationPaths = {
  view: '/identity/api/v1/Invitation/View',
  accept: '/identity/api/v1/Invitation/Accept',
} as const;

/** The operators' review of agencies' KYC documents (back office). */
export const BackofficeKycPaths = {
  queue: '/backoffice/api/v1/Kyc/Queue',
  agency: '/backoffice/api/v1/Kyc/Agency',
  document: '/backoffice/api/v1/Kyc/Document',
  review: '/backoffice/api/v1/Kyc/Review',
  remark: '/backoffice/api/v1/Kyc/Remark',
} as const;

/** The dashboard's widgets (Dashboard 201), each gated by its own functionality as well. */
export const DashboardPaths = {
  get: '/customer/api/v1/Dashboard/GetDashboard',
} as const;
