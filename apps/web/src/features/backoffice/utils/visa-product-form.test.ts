import { describe, expect, it } from 'vitest';
import { VisaCatalogueMessage, type OperatorVisaProduct } from '@portal/contracts';
import {
  checkProduct,
  newProductValues,
  productValuesOf,
  VisaProductFormMessage,
  type VisaProductFormValues,
} from './visa-product-form';

function filled(): VisaProductFormValues {
  const values = newProductValues();
  return {
    ...values,
    destination: 'AE',
    visaType: 'Tourist',
    title: 'UAE Tourist e-Visa (30 days)',
    validityDays: '58',
    fees: {
      Adult: { governmentFee: '9,800', serviceFee: '1500' },
      Child: { governmentFee: '9800', serviceFee: '1,500.50' },
      Infant: { governmentFee: '0', serviceFee: '1000' },
    },
  };
}

describe('the visa product editor', () => {
  it('sends the body the API takes, amounts in poisha', () => {
    const { body } = checkProduct(filled());
    expect(body).toMatchObject({
      destination: 'AE',
      visaType: 'Tourist',
      validityDays: 58,
      stayDays: 30,
      processingDays: 5,
      nationalities: ['BD'],
      fees: {
        Adult: { governmentFee: 980_000, serviceFee: 150_000 },
        Child: { governmentFee: 980_000, serviceFee: 150_050 },
        Infant: { governmentFee: 0, serviceFee: 100_000 },
      },
      checklist: [
        { code: 'PassportBioPage', description: '', required: true },
        { code: 'Photo', description: '', required: true },
      ],
    });
  });

  it('names each box’s problem: amounts, days and choices first', () => {
    const values = filled();
    values.fees.Adult.governmentFee = '9.800,00';
    values.processingDays = 'five';
    values.destination = null;
    values.checklist = [...values.checklist, { code: null, description: '', required: false }];
    expect(checkProduct(values).issues).toEqual([
      { path: 'destination', message: VisaProductFormMessage.destinationRequired },
      { path: 'processingDays', message: VisaProductFormMessage.daysInvalid },
      { path: 'fees.Adult.governmentFee', message: VisaProductFormMessage.amountInvalid },
      { path: 'checklist.2.code', message: VisaProductFormMessage.documentRequired },
    ]);
  });

  it('then the contracts’ rules across boxes: the stay within the validity, the passport bio page required', () => {
    const values = filled();
    values.stayDays = '90';
    values.checklist = [{ code: 'Photo', description: '', required: true }];
    expect(checkProduct(values).issues).toEqual([
      { path: 'stayDays', message: VisaCatalogueMessage.stayBeyondValidity },
      { path: 'checklist', message: VisaCatalogueMessage.passportRequired },
    ]);
  });

  it('shows a product as it is kept, amounts written back from poisha', () => {
    const product = {
      productId: '0b6f7c3e-0000-4000-8000-000000000001',
      destination: { code: 'TH', name: 'Thailand' },
      visaType: 'Tourist',
      title: 'Thailand Tourist Visa',
      entries: 'Single',
      validityDays: 90,
      stayDays: 60,
      processingDays: 7,
      nationalities: ['BD'],
      currency: 'BDT',
      fees: {
        Adult: { governmentFee: 450_000, serviceFee: 120_050 },
        Child: { governmentFee: 450_000, serviceFee: 120_000 },
        Infant: { governmentFee: 0, serviceFee: 60_000 },
      },
      checklist: [{ code: 'PassportBioPage', description: 'Scan', required: true }],
      notes: '',
      status: 'Published',
      createdAt: '2030-01-01T00:00:00Z',
      updatedAt: '2030-01-01T00:00:00Z',
    } satisfies OperatorVisaProduct;
    const values = productValuesOf(product);
    expect(values.fees.Adult).toEqual({ governmentFee: '4500.00', serviceFee: '1200.50' });
    expect(checkProduct(values).body?.fees).toEqual(product.fees);
  });
});
