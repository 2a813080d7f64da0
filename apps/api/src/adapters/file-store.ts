import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stored names are ours alone: a uuid and an extension, so a client's name can never steer the path. */
const storedNamePattern = /^[0-9a-f-]{36}\.(png|jpg|pdf)$/;

/**
 * Uploaded files under the data folder (outside the web root). Files are only read back through a checked handler.
 */
export function createFileStore(dataDir: string) {
  const folder = path.join(dataDir, 'uploads');
  const pathOf = (storedName: string) => {
    if (!storedNamePattern.test(storedName)) throw new Error('Invalid stored file name');
    return path.join(folder, storedName);
  };
  return {
    folder,
    async save(content: Uint8Array, extension: 'png' | 'jpg' | 'pdf'): Promise<string> {
      await mkdir(folder, { recursive: true });
      const storedName = `${randomUUID()}.${extension}`;
      await writeFile(pathOf(storedName), content, { flag: 'wx' });
      return storedName;
    },
    async read(storedName: string): Promise<Buffer> {
      return readFile(pathOf(storedName));
    },
    async remove(storedName: string): Promise<void> {
      await rm(pathOf(storedName), { force: true });
    },
  };
}
export type FileStore = ReturnType<typeof createFileStore>;
