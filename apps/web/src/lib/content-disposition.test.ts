import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition', () => {
  it('reads the name a server gives an attachment', () => {
    expect(fileNameFromDisposition('attachment; filename="payment-ledger-2025-01-31.csv"')).toBe(
      'payment-ledger-2025-01-31.csv',
    );
    expect(fileNameFromDisposition('attachment; filename="a \\"b\\".csv"')).toBe('a "b".csv');
    expect(fileNameFromDisposition('attachment; filename=plain.xlsx')).toBe('plain.xlsx');
  });

  it('prefers the UTF-8 name, and falls back when it is badly encoded', () => {
    expect(fileNameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''%E0%A6%95.csv`)).toBe(
      'ক.csv',
    );
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A6; filename="x.csv"`)).toBe('x.csv');
  });

  it('answers null without a name', () => {
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
