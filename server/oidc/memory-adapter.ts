/**
 * In-memory storage for one oidc-provider instance. The library's own MemoryAdapter keeps a
 * single module-wide LRU of 1000 entries shared by every instance; the four providers here
 * each get their own map, cleared by a QA reset. QA/demo only: a restart forgets pending
 * sign-ins and issued provider tokens (players and their links stay in the database).
 */
import type { Adapter, AdapterConstructor, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch ms; the library's own clock is real time, so this is too. */
  expiresAt: number;
}

export interface MemoryStore {
  adapter: AdapterConstructor;
  clear(): void;
  size(): number;
}

const SWEEP_EVERY = 200;

export function createMemoryStore(): MemoryStore {
  const entries = new Map<string, Entry>();
  let writes = 0;

  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry.payload;
  };

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  class MapAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string): string {
      return `${this.model}:${id}`;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      if (++writes % SWEEP_EVERY === 0) sweep();
      entries.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(this.key(id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findBy((p) => p.uid === uid);
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.findBy((p) => p.userCode === userCode);
    }

    async consume(id: string): Promise<void> {
      const payload = live(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id: string): Promise<void> {
      entries.delete(this.key(id));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key);
    }

    private findBy(match: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
      const prefix = `${this.model}:`;
      for (const [key, entry] of entries) {
        if (key.startsWith(prefix) && entry.expiresAt > Date.now() && match(entry.payload)) return entry.payload;
      }
      return undefined;
    }
  }

  return { adapter: MapAdapter, clear: () => entries.clear(), size: () => entries.size };
}
