import { maxUploadBytes, RegistrationMessage } from '@portal/contracts';

const signatures = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
];

/**
 * The same checks the server makes, before anything is sent: at most 1 MB, and png, jpeg or pdf by the first
 * bytes (a renamed file is caught here too). Answers the message to show, or null.
 */
export async function checkUpload(file: File | null): Promise<string | null> {
  if (!file) return RegistrationMessage.fileRequired;
  if (file.size > maxUploadBytes) return RegistrationMessage.fileTooLarge;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = signatures.some((bytes) => bytes.every((byte, index) => head[index] === byte));
  return known ? null : RegistrationMessage.fileWrongType;
}
