import { createRequire } from 'node:module';

const requireFromHere = createRequire(import.meta.url);

/** Loads a JSON file shipped by a data package (plain require keeps large files out of the type checker). */
export function loadPackageJson<T>(specifier: string): T {
  return requireFromHere(specifier) as T;
}
