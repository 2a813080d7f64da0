import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-reload';

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

  /** Each page load runs the module afresh; sessionStorage survives the reload, as in a browser tab. */
  async function pageLoad() {
    vi.resetModules();
    return import('./chunk-reload');
  }

  it('reloads at most 10 times within the window, then lets the error screen show', async () => {
    const results: boolean[] = [];
    for (let load = 0; load < 12; load += 1)
      results.push((await pageLoad()).reloadForChunkFailure(1_000 + load));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10)).toEqual([false, false]);
    expect(reload).toHaveBeenCalledTimes(10);
  });

  it('counts one reload per page load, however many of its chunks fail', async () => {
    const { reloadForChunkFailure } = await pageLoad();
    expect([reloadForChunkFailure(1_000), reloadForChunkFailure(1_001)]).toEqual([true, true]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('forgets reloads older than the window', async () => {
    for (let load = 0; load < 10; load += 1) (await pageLoad()).reloadForChunkFailure(1_000 + load);
    const { reloadForChunkFailure, ReloadWindowMs } = await pageLoad();
    expect(reloadForChunkFailure(999 + ReloadWindowMs)).toBe(false);
    // The first of the ten has just left the window.
    expect((await pageLoad()).reloadForChunkFailure(1_000 + ReloadWindowMs)).toBe(true);
  });

  it('starts counting again once a page has stayed up', async () => {
    for (let load = 0; load < 10; load += 1) (await pageLoad()).reloadForChunkFailure(1_000 + load);
    (await pageLoad()).resetChunkReloads();
    expect((await pageLoad()).reloadForChunkFailure(2_000)).toBe(true);
  });

  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
