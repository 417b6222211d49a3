/** A least-recently-used cache bounded by the summed size of its entries (a Map keeps insertion order). */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; size: number }>();
  private total = 0;

  constructor(
    private readonly capacity: number,
    private readonly sizeOf: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const size = this.sizeOf(key, value);
    if (size > this.capacity) return;
    const old = this.entries.get(key);
    if (old) {
      this.total -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, { value, size });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.capacity) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The summed size of the entries kept. */
  get bytes(): number {
    return this.total;
  }
}
