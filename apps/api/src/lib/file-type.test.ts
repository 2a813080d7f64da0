import { describe, expect, it } from 'vitest';
import { sniffUploadType } from './file-type';

describe('sniffUploadType', () => {
  it('knows png, jpeg and pdf by their first bytes', () => {
    expect(sniffUploadType(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffUploadType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffUploadType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('refuses html, svg and short files', () => {
    expect(sniffUploadType(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffUploadType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffUploadType(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});
