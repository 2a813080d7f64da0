import { describe, expect, it } from 'vitest';
import { LastCleanupStorageKey, LocalCleanupIntervalMs, runLocalCleanup } from './local-cleanup';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('local cleanup', () => {
  it('clears storage except the device id, at most once a day', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    local.setItem('portal.deviceId', 'device-1');
    local.setItem('portal.token', 'token');
    session.setItem('portal.geoData', 'x');
    const start = 1_000_000_000_000;
    expect(runLocalCleanup({ keep: ['portal.deviceId'], local, session, now: start })).toBe(true);
    expect(local.getItem('portal.deviceId')).toBe('device-1');
    expect(local.getItem('portal.token')).toBeNull();
    expect(session.length).toBe(0);
    expect(local.getItem(LastCleanupStorageKey)).toBe(String(start));

    local.setItem('portal.token', 'token-2');
    expect(
      runLocalCleanup({ keep: ['portal.deviceId'], local, session, now: start + LocalCleanupIntervalMs - 1 }),
    ).toBe(false);
    expect(local.getItem('portal.token')).toBe('token-2');
    expect(
      runLocalCleanup({ keep: ['portal.deviceId'], local, session, now: start + LocalCleanupIntervalMs }),
    ).toBe(true);
    expect(local.getItem('portal.token')).toBeNull();
  });

  it('expires cookies', () => {
    const local = new MemoryStorage();
    const written: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; b=2';
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    runLocalCleanup({ keep: [], local, doc, now: 5 });
    expect(written.map((cookie) => cookie.split('=')[0])).toEqual(['a', 'b']);
  });
});
