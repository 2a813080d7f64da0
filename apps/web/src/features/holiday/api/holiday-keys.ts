/** Every holiday read sits under this key: cities, searches, packages and the agency's requests. */
export const holidayKey = ['package', 'holiday'] as const;
export const holidayRequestsKey = [...holidayKey, 'requests'] as const;
