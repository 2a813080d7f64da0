import { useSyncExternalStore } from 'react';
import { runLocalCleanup } from './local-cleanup';

/** Client-side state kept between visits. The token lives under its own plain key so other tabs and tools find it. */
export interface ClientState {
  token: string | null;
  /** Set when an authenticated call answered 401. */
  sessionExpired: boolean;
  /** When the user last closed the intro video (ISO date), so it is not shown again. */
  videoClosedOn: string | null;
  /** When the document prompt was last skipped (ISO time); it stays hidden for an hour after (spec §4). */
  documentPromptSkippedAt: string | null;
}

export const TokenStorageKey = 'portal.token';
export const DeviceIdStorageKey = 'portal.deviceId';
const StateStorageKey = 'portal.state';

type PersistedState = Omit<ClientState, 'token'>;
type PersistedKey = keyof PersistedState;
const PersistedKeys: PersistedKey[] = ['sessionExpired', 'videoClosedOn', 'documentPromptSkippedAt'];

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

// Old local data goes before anything reads it (spec §9: at most every 24 hours, the device id stays).
if (typeof window !== 'undefined') {
  runLocalCleanup({
    keep: [DeviceIdStorageKey],
    local: storage(),
    session: globalThis.sessionStorage,
    doc: document,
    cacheStorage: 'caches' in globalThis ? globalThis.caches : undefined,
  });
}

// The compressor is only needed to read and write the persisted part, never for the first paint.
const loadCompressor = () => import('lz-string');

let state: ClientState = {
  token: storage()?.getItem(TokenStorageKey) || null,
  sessionExpired: false,
  videoClosedOn: null,
  documentPromptSkippedAt: null,
};
/** Fields changed in this visit before the stored copy was read; the stored copy must not undo them. */
const changedBeforeHydration = new Set<PersistedKey>();
let hydrated = false;
const listeners = new Set<() => void>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

function parsePersisted(json: string): Partial<PersistedState> {
  const parsed = JSON.parse(json) as Partial<PersistedState>;
  return {
    sessionExpired: parsed.sessionExpired === true,
    videoClosedOn: typeof parsed.videoClosedOn === 'string' ? parsed.videoClosedOn : null,
    documentPromptSkippedAt:
      typeof parsed.documentPromptSkippedAt === 'string' ? parsed.documentPromptSkippedAt : null,
  };
}

async function hydrate(): Promise<void> {
  const raw = storage()?.getItem(StateStorageKey);
  if (raw) {
    try {
      const { decompressFromUTF16 } = await loadCompressor();
      const stored = parsePersisted(decompressFromUTF16(raw) ?? '');
      const merged = { ...state };
      for (const key of PersistedKeys) {
        if (!changedBeforeHydration.has(key) && stored[key] !== undefined)
          Object.assign(merged, { [key]: stored[key] });
      }
      state = merged;
    } catch {
      // An unreadable stored copy is dropped; defaults apply.
    }
  }
  hydrated = true;
  changedBeforeHydration.clear();
  notify();
}

async function persist(): Promise<void> {
  const store = storage();
  if (!store) return;
  const { compressToUTF16 } = await loadCompressor();
  const { token: _token, ...rest } = state;
  try {
    store.setItem(StateStorageKey, compressToUTF16(JSON.stringify(rest)));
  } catch {
    // Storage full or refused: the state still holds for this visit.
  }
}

function writeToken(token: string | null): void {
  try {
    if (token) storage()?.setItem(TokenStorageKey, token);
    else storage()?.removeItem(TokenStorageKey);
  } catch {
    // Without storage the session lasts for this visit only.
  }
}

export const clientStore = {
  getState: (): ClientState => state,
  setState(patch: Partial<ClientState>): void {
    state = { ...state, ...patch };
    if ('token' in patch) writeToken(state.token);
    const persistedChange = PersistedKeys.filter((key) => key in patch);
    if (!hydrated) persistedChange.forEach((key) => changedBeforeHydration.add(key));
    if (persistedChange.length > 0) void persist();
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  void hydrate();
  // Another tab logged in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key === TokenStorageKey) {
      state = { ...state, token: event.newValue || null };
      notify();
    } else if (event.key === StateStorageKey) {
      void hydrate();
    }
  });
}

export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(clientStore.subscribe, () => select(clientStore.getState()));
}

/** Whether the stored copy has been read; a prompt that a stored choice may hide waits for it. */
export function useClientStateHydrated(): boolean {
  return useSyncExternalStore(clientStore.subscribe, () => hydrated);
}

export function saveToken(token: string): void {
  clientStore.setState({ token, sessionExpired: false });
}

export function clearSession(): void {
  clientStore.setState({ token: null, sessionExpired: false });
}

/** A stable id for this browser, sent on device-related auth calls. */
export function deviceId(): string {
  const store = storage();
  const existing = store?.getItem(DeviceIdStorageKey);
  if (existing) return existing;
  const created = crypto.randomUUID();
  try {
    store?.setItem(DeviceIdStorageKey, created);
  } catch {
    // Without storage the id lasts for this visit only.
  }
  return created;
}
