/** The signed-in agency user's popups on the search pad (utility service). */
export const NotificationPaths = {
  getPopupNotifications: '/utility/api/v1/Notification/GetPopupNotifications',
  dismissPopupNotification: '/utility/api/v1/Notification/DismissPopupNotification',
} as const;

/** The operators' announcements (back office). */
export const BackofficeNotificationPaths = {
  getNotifications: '/backoffice/api/v1/Notification/GetNotifications',
  createNotification: '/backoffice/api/v1/Notification/CreateNotification',
  withdrawNotification: '/backoffice/api/v1/Notification/WithdrawNotification',
} as const;
