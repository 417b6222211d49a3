import { LRUCache } from "lru-cache";
import type { StoredHeaders } from "./policy";
import { roleCacheKey, viewerCacheKey } from "./render-witness";

export interface CachedPage {
  headers: StoredHeaders;
  body: Buffer;
}

export interface ViewerEntry {
  /** `user id:role`, or "anonymous": the key of the pages that are this person's own. */
  key: string;
  /** `role:<role>`, or "anonymous": the key of the pages the same for everyone of the role. */
  roleKey: string;
  /** The user's id and role; none when anonymous. */
  userId?: string;
  role?: string;
  /** When the session ends (ms); an anonymous reader's entry never does. */
  expiresAt: number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  entries: number;
  bytes: number;
  /** Viewer lookups remembered, and what they hold (their cookies, mostly). */
  viewers: number;
  viewerBytes: number;
}

export const ANONYMOUS: ViewerEntry = { key: "anonymous", roleKey: "anonymous", expiresAt: Number.POSITIVE_INFINITY };

/** The entry for a session found for the cookies (or none). */
export function viewerEntry(found: { viewer: { id: string; role: string }; expiresAt: Date } | null): ViewerEntry {
  if (!found) return ANONYMOUS;
  const { viewer } = found;
  return { key: viewerCacheKey(viewer), roleKey: roleCacheKey(viewer.role), userId: viewer.id, role: viewer.role, expiresAt: found.expiresAt.getTime() };
}

/** What the cookie-to-viewer answers may hold: anyone can send cookies, so the map is bounded by bytes as well as count. */
// An entry may be as large as any cookie header Node accepts (16 KB by default, two bytes a character at worst).
export const VIEWER_LIMITS = { count: 10_000, bytes: 4 * 1024 * 1024, entryBytes: 40 * 1024 } as const;

/** A JavaScript string's characters take two bytes each; the rest is the entry's own few fields. */
const viewerEntryBytes = (entry: ViewerEntry, viewerKey: string) => 2 * (viewerKey.length + entry.key.length + entry.roleKey.length) + 64;

/** Pages least recently used first out, bounded by their summed bytes (with their key and headers). */
export function pageStore(capacityBytes: number): LRUCache<string, CachedPage> {
  return new LRUCache<string, CachedPage>({
    maxSize: Math.max(1, capacityBytes),
    sizeCalculation: (page, key) => page.body.byteLength + key.length + 200 * page.headers.length + 1,
  });
}

/**
 * Pages and viewer lookups, each under a key that holds the stamp of the data areas it read (lib/db/area-stamps.ts):
 * once an area moves, nobody asks for the old key again, and its entries age out as the least recently used.
 */
export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  private readonly viewers = new LRUCache<string, ViewerEntry>({
    max: VIEWER_LIMITS.count,
    maxSize: VIEWER_LIMITS.bytes,
    maxEntrySize: VIEWER_LIMITS.entryBytes,
    sizeCalculation: viewerEntryBytes,
  });
  private readonly stats = { hits: 0, misses: 0, stored: 0 };

  constructor(
    private readonly capacityBytes: number,
    /** Larger answers are not kept (they would push out many pages). */
    private readonly maxEntryBytes = Math.min(8 * 1024 * 1024, capacityBytes / 4),
  ) {
    this.pages = pageStore(capacityBytes);
  }

  /** The remembered viewer for a viewer key (the plan's, lib/page-cache/policy.ts, after its areas' stamp), while its session lasts. */
  viewer(viewerKey: string, now: number): ViewerEntry | undefined {
    const found = this.viewers.get(viewerKey);
    return found && found.expiresAt > now ? found : undefined;
  }

  rememberViewer(viewerKey: string, entry: ViewerEntry): void {
    this.viewers.set(viewerKey, entry);
  }

  /** The page kept under the first of the keys that has one (one hit or one miss, however many keys). */
  get(...keys: string[]): CachedPage | undefined {
    let page: CachedPage | undefined;
    for (const key of keys) if ((page = this.pages.get(key))) break;
    if (page) this.stats.hits++;
    else this.stats.misses++;
    return page;
  }

  /** Keeps a page under its key (which holds the stamp read before it was rendered), unless it is too large. */
  set(key: string, page: CachedPage): boolean {
    if (page.body.byteLength > this.maxEntryBytes) return false;
    this.pages.set(key, page);
    this.stats.stored++;
    return true;
  }

  snapshot(): PageCacheStats {
    return { ...this.stats, entries: this.pages.size, bytes: this.pages.calculatedSize, viewers: this.viewers.size, viewerBytes: this.viewers.calculatedSize };
  }
}
