import type { UploadContentType } from '@portal/contracts';

const signatures: { type: UploadContentType; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * The upload's real type from its first bytes (DESIGN §8), whatever its name or declared type say, so a renamed
 * HTML or SVG file is never accepted as an image. Null for anything else.
 */
export function sniffUploadType(content: Uint8Array): UploadContentType | null {
  const match = signatures.find(({ bytes }) => bytes.every((byte, index) => content[index] === byte));
  return match?.type ?? null;
}

export const extensionFor: Record<UploadContentType, 'png' | 'jpg' | 'pdf'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
};
