/** The upload types the portal accepts (spec §8 / design §8), known by their first bytes. */
export type UploadType = 'png' | 'jpeg' | 'pdf';

const signatures: ReadonlyArray<[UploadType, readonly number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]],
];

/**
 * What a file is by its first bytes, as the server checks it: a renamed file is caught before it is sent. Null for
 * anything but png, jpeg or pdf.
 */
export async function uploadTypeOf(file: Blob): Promise<UploadType | null> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const match = signatures.find(([, bytes]) => bytes.every((byte, index) => head[index] === byte));
  return match?.[0] ?? null;
}

/** A file's size as people read it: bytes, KB or MB with one decimal. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
