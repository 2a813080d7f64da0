import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForChunkFailure, resetChunkReloads } from './chunk-reload';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('chunk-load reload', () => {
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    reload = vi.fn();
    vi.stubGlobal('sessionStorage', memoryStorage());
    vi.stubGlobal('window', { location: { reload } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reloads at most 10 times, then lets the error screen show', () => {
    const results = Array.from({ length: 12 }, () => reloadForChunkFailure());
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10)).toEqual([false, false]);
    expect(reload).toHaveBeenCalledTimes(10);
  });

  it('starts counting again after a chunk loaded', () => {
    for (let attempt = 0; attempt < 10; attempt += 1) reloadForChunkFailure();
    resetChunkReloads();
    expect(reloadForChunkFailure()).toBe(true);
  });

  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
