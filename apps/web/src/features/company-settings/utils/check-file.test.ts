import { describe, expect, it } from 'vitest';
import { CompanyMessage, DocumentMessage } from '@portal/contracts';
import { checkDocument, checkLogo } from './check-file';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const pdf = new TextEncoder().encode('%PDF-1.4\n');

const file = (bytes: Uint8Array, name: string, size?: number) => {
  const body = new Uint8Array(size ?? bytes.length).map((_, index) => bytes[index] ?? 0);
  return new File([body], name);
};

describe('upload checks before sending', () => {
  it('takes a png logo and refuses a pdf named like an image', async () => {
    expect(await checkLogo(file(png, 'logo.png'))).toBeNull();
    expect(await checkLogo(file(pdf, 'logo.png'))).toBe(CompanyMessage.logoWrongType);
  });

  it('refuses anything over 1 MB', async () => {
    expect(await checkLogo(file(png, 'big.png', 1024 * 1024 + 1))).toBe(CompanyMessage.logoTooLarge);
    expect(await checkDocument(file(pdf, 'big.pdf', 1024 * 1024 + 1))).toBe(DocumentMessage.fileTooLarge);
  });

  it('takes a pdf document and refuses unknown bytes', async () => {
    expect(await checkDocument(file(pdf, 'licence.pdf'))).toBeNull();
    expect(await checkDocument(file(new TextEncoder().encode('hello'), 'licence.pdf'))).toBe(
      DocumentMessage.fileWrongType,
    );
  });
});
