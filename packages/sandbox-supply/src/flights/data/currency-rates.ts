/** Taka per unit of other currencies, for a point of sale outside Bangladesh (amounts are priced in taka). */
export const takaPerUnit: Record<string, number> = {
  BDT: 1,
  USD: 122,
  EUR: 132,
  GBP: 155,
  AED: 33.2,
  SAR: 32.5,
  QAR: 33.5,
  INR: 1.46,
  MYR: 27.5,
  SGD: 91,
};
