import { describe, expect, it } from 'vitest';
import { fileSizeText, uploadTypeOf } from './upload-type';

const fileOf = (bytes: number[], name = 'slip.png') => new File([new Uint8Array(bytes)], name);

describe('uploadTypeOf', () => {
  it('knows png, jpeg and pdf by their first bytes', async () => {
    expect(await uploadTypeOf(fileOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(await uploadTypeOf(fileOf([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(await uploadTypeOf(fileOf([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBe('pdf');
  });

  it('ignores the name: html called .png, or a file too short to tell, is neither', async () => {
    expect(await uploadTypeOf(fileOf([...new TextEncoder().encode('<html>')]))).toBeNull();
    expect(await uploadTypeOf(fileOf([0x89, 0x50]))).toBeNull();
    expect(await uploadTypeOf(fileOf([]))).toBeNull();
  });
});

describe('fileSizeText', () => {
  it('writes bytes, kilobytes and megabytes', () => {
    expect(fileSizeText(512)).toBe('512 B');
    expect(fileSizeText(2048)).toBe('2.0 KB');
    expect(fileSizeText(1024 * 1024)).toBe('1.0 MB');
  });
});
