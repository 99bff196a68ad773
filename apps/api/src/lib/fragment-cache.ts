/**
 * A bounded map of cached values (issue 17, ADR 022, ADR 025): least recently used entries go first
 * once `max` is reached. Each entry carries the version it was built under; a reader passes the
 * version its own statement read and gets nothing on a mismatch, so a cache never answers what a
 * committed write has changed since.
 */
export class FragmentCache<V extends { version: string }> {
  private readonly map = new Map<string, V>();

  constructor(readonly max: number) {}

  get(key: string, version: string): V | undefined {
    const hit = this.map.get(key);
    if (hit === undefined || hit.version !== version) return undefined;
    // Re-inserting moves the key to the newest end of the map's order.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }

  /** Removes every entry (the catalogue moved on: none of them can be answered again). */
  clear(): void {
    this.map.clear();
  }

  get size(): number {
    return this.map.size;
  }
}

/**
 * A FragmentCache for large values that admits a key only on its second miss among the last `max`
 * keys missed (a doorkeeper). Callers who come back are kept; a stream of callers each seen once (more
 * of them than the cache holds) would otherwise push every entry out before it is read again, and
 * each of those 30 KB answers would be garbage the collector has to chase.
 */
export class AdmittingCache<V extends { version: string }> extends FragmentCache<V> {
  private readonly seen = new Set<string>();

  override set(key: string, value: V): void {
    if (!this.seen.has(key)) {
      if (this.seen.size >= this.max) this.seen.delete(this.seen.values().next().value as string);
      this.seen.add(key);
      return;
    }
    super.set(key, value);
  }
}
