import { describe, expect, it } from 'vitest';
import { DepositMessage, maxUploadBytes } from '@portal/contracts';
import { checkSlip } from './check-slip';

const png = (size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'slip.png', { type: 'image/png' });
};

describe('checkSlip', () => {
  it('asks for the slip only where the method needs one', async () => {
    expect(await checkSlip(null, true)).toBe(DepositMessage.slipRequired);
    expect(await checkSlip(null, false)).toBeNull();
  });

  it('takes png, jpeg or pdf up to exactly 1 MB', async () => {
    expect(await checkSlip(png(), true)).toBeNull();
    expect(await checkSlip(png(maxUploadBytes), true)).toBeNull();
    expect(await checkSlip(png(maxUploadBytes + 1), true)).toBe(DepositMessage.slipTooLarge);
    const pdf = new File([new TextEncoder().encode('%PDF-1.4\n')], 'slip.pdf');
    expect(await checkSlip(pdf, false)).toBeNull();
  });

  it('refuses a file whose content is not an accepted type, whatever its name says', async () => {
    const html = new File(['<html></html>'], 'slip.png', { type: 'image/png' });
    expect(await checkSlip(html, false)).toBe(DepositMessage.slipWrongType);
  });
});
