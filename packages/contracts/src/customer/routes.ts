/** Customer service calls (spec §7, base customer/api/v1). */
export const CustomerPaths = {
  getUserContext: '/customer/api/v1/User/GetUserContext',
  updateCustomerDocumentInfo: '/customer/api/v1/User/UpdateCustomerDocumentInfo',
  getSearchBar: '/customer/api/v1/MyBooking/GetSearchBar',
  getBookings: '/customer/api/v1/MyBooking/GetBookings',
} as const;
