import {
  VisaCatalogueMessage,
  visaSearchDateIssues,
  ZVisaSearchRequest,
  type VisaApplicantCounts,
  type VisaDestination,
  type VisaSearchRequest,
  type VisaType,
} from '@portal/contracts';

export interface VisaSearchFormValues {
  nationality: string | null;
  destination: string | null;
  /** Null: every visa type on sale for the destination. */
  visaType: VisaType | null;
  travelDate: string | null;
  applicants: VisaApplicantCounts;
}

export type VisaSearchField = 'nationality' | 'destination' | 'visaType' | 'travelDate' | 'applicants';

/** Most agencies apply for Bangladeshi passports: BD is chosen first when the tenant serves it. */
export const PreferredNationality = 'BD';

export function defaultSearchValues(nationalities: readonly { code: string }[]): VisaSearchFormValues {
  return {
    nationality: nationalities.some((country) => country.code === PreferredNationality)
      ? PreferredNationality
      : (nationalities[0]?.code ?? null),
    destination: null,
    visaType: null,
    travelDate: null,
    applicants: { Adult: 1, Child: 0, Infant: 0 },
  };
}

/** The form showing a search (the results page's Modify search). */
export function valuesOfSearch(request: VisaSearchRequest): VisaSearchFormValues {
  return {
    nationality: request.nationality,
    destination: request.destination,
    visaType: request.visaType ?? null,
    travelDate: request.travelDate,
    applicants: { ...request.applicants },
  };
}

export function toSearchRequest(values: VisaSearchFormValues): unknown {
  return {
    nationality: values.nationality ?? '',
    destination: values.destination ?? '',
    ...(values.visaType ? { visaType: values.visaType } : {}),
    travelDate: values.travelDate ?? '',
    applicants: values.applicants,
  };
}

/**
 * Each box's first problem, with the contracts' messages (the API answers the same): nothing chosen, a travel date
 * in the past or beyond the selling window, no applicant or too many. Answers the request when all is well.
 */
export function checkSearch(
  values: VisaSearchFormValues,
  today: string,
):
  | { request: VisaSearchRequest; issues: [] }
  | { request: null; issues: Array<{ field: VisaSearchField; message: string }> } {
  const issues: Array<{ field: VisaSearchField; message: string }> = [];
  const add = (field: VisaSearchField, message: string) => {
    if (!issues.some((issue) => issue.field === field)) issues.push({ field, message });
  };
  if (!values.nationality) add('nationality', VisaCatalogueMessage.nationalityRequired);
  if (!values.destination) add('destination', VisaCatalogueMessage.destinationRequired);
  if (!values.travelDate) add('travelDate', VisaCatalogueMessage.travelDateRequired);
  else
    for (const issue of visaSearchDateIssues({ travelDate: values.travelDate }, today))
      add('travelDate', issue.message);
  const parsed = ZVisaSearchRequest.safeParse(toSearchRequest(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (
        field === 'nationality' ||
        field === 'destination' ||
        field === 'visaType' ||
        field === 'travelDate'
      )
        add(field, issue.message);
      else if (field === 'applicants') add('applicants', issue.message);
    }
  }
  if (issues.length > 0 || !parsed.success) return { request: null, issues };
  return { request: parsed.data, issues: [] };
}

/** The destinations the chosen nationality may apply to (all of them while none is chosen). */
export function destinationsFor(
  destinations: readonly VisaDestination[],
  nationality: string | null,
): VisaDestination[] {
  return nationality
    ? destinations.filter((destination) => destination.nationalities.includes(nationality))
    : [...destinations];
}
