/** Query keys of the visa pages, so the application's page, the queue and the actions read and refresh one copy. */
export const visaApplicationsKey = ['visa', 'applications'] as const;
export const visaApplicationKey = (reference: string) => ['visa', 'application', reference] as const;
