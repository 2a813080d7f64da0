import {
  VisaApplicantTypes,
  type VisaApplicantCounts,
  type VisaApplicantType,
  type VisaFees,
  type VisaPriceLine,
} from '@portal/contracts';

export interface VisaPrice {
  lines: VisaPriceLine[];
  governmentFeeTotal: number;
  serviceFeeTotal: number;
  total: number;
}

/**
 * What a product costs the searched applicants: one line per applicant type asked for (count ≥ 1), the embassy's
 * fee and ours kept apart on every line and in the totals, so the agent can show the customer both.
 */
export function priceVisaProduct(fees: VisaFees, counts: VisaApplicantCounts): VisaPrice {
  const lines = VisaApplicantTypes.filter((type) => counts[type] > 0).map((type): VisaPriceLine => {
    const count = counts[type];
    const { governmentFee, serviceFee } = fees[type];
    const governmentFeeTotal = governmentFee * count;
    const serviceFeeTotal = serviceFee * count;
    return {
      applicantType: type,
      count,
      governmentFee,
      serviceFee,
      governmentFeeTotal,
      serviceFeeTotal,
      total: governmentFeeTotal + serviceFeeTotal,
    };
  });
  const governmentFeeTotal = lines.reduce((sum, line) => sum + line.governmentFeeTotal, 0);
  const serviceFeeTotal = lines.reduce((sum, line) => sum + line.serviceFeeTotal, 0);
  return { lines, governmentFeeTotal, serviceFeeTotal, total: governmentFeeTotal + serviceFeeTotal };
}

/** How many applicants of each type a list of applicants holds (what Apply prices, as a search counts them). */
export function countApplicants(applicants: { applicantType: VisaApplicantType }[]): VisaApplicantCounts {
  const counts: VisaApplicantCounts = { Adult: 0, Child: 0, Infant: 0 };
  for (const applicant of applicants) counts[applicant.applicantType] += 1;
  return counts;
}
