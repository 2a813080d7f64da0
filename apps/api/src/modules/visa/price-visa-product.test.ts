import { describe, expect, it } from 'vitest';
import type { VisaFees } from '@portal/contracts';
import { countApplicants, priceVisaProduct } from './price-visa-product';

const fees: VisaFees = {
  Adult: { governmentFee: 850_000, serviceFee: 150_000 },
  Child: { governmentFee: 600_000, serviceFee: 100_000 },
  Infant: { governmentFee: 0, serviceFee: 50_000 },
};

describe('priceVisaProduct', () => {
  it('prices each applicant type asked for, keeping government and service fees apart', () => {
    expect(priceVisaProduct(fees, { Adult: 2, Child: 1, Infant: 1 })).toEqual({
      lines: [
        {
          applicantType: 'Adult',
          count: 2,
          governmentFee: 850_000,
          serviceFee: 150_000,
          governmentFeeTotal: 1_700_000,
          serviceFeeTotal: 300_000,
          total: 2_000_000,
        },
        {
          applicantType: 'Child',
          count: 1,
          governmentFee: 600_000,
          serviceFee: 100_000,
          governmentFeeTotal: 600_000,
          serviceFeeTotal: 100_000,
          total: 700_000,
        },
        {
          applicantType: 'Infant',
          count: 1,
          governmentFee: 0,
          serviceFee: 50_000,
          governmentFeeTotal: 0,
          serviceFeeTotal: 50_000,
          total: 50_000,
        },
      ],
      governmentFeeTotal: 2_300_000,
      serviceFeeTotal: 450_000,
      total: 2_750_000,
    });
  });

  it('leaves out the types nobody applies as', () => {
    const price = priceVisaProduct(fees, { Adult: 0, Child: 3, Infant: 0 });
    expect(price.lines.map((line) => line.applicantType)).toEqual(['Child']);
    expect(price).toMatchObject({
      governmentFeeTotal: 1_800_000,
      serviceFeeTotal: 300_000,
      total: 2_100_000,
    });
  });
});

describe('countApplicants', () => {
  it('counts each applicant type, zero for a type nobody is', () => {
    const applicants = [
      { applicantType: 'Adult' },
      { applicantType: 'Child' },
      { applicantType: 'Adult' },
    ] as const;
    expect(countApplicants([...applicants])).toEqual({ Adult: 2, Child: 1, Infant: 0 });
  });
});
