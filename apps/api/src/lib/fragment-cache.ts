/**
 * A bounded map of serialised answer fragments (issue 17, ADR 022): least recently used entries go
 * first once `max` is reached. Each entry carries the version it was built from; a reader passes the
 * version it sees now (row versions from its own query) and gets nothing on a mismatch.
 *
 * `live` is false while the process cannot hear invalidations (its LISTEN connection is down): then
 * nothing is served from or stored in the cache. A fill that began before an invalidation arrived is
 * not stored (`epoch`), so a slow fill cannot put back what a notification just removed.
 */
export class FragmentCache<V extends { version: string }> {
  private readonly map = new Map<string, V>();
  private epoch = 0;
  live = false;

  constructor(readonly max: number) {}

  get(key: string, version: string): V | undefined {
    if (!this.live) return undefined;
    const hit = this.map.get(key);
    if (hit === undefined || hit.version !== version) return undefined;
    // Re-inserting moves the key to the newest end of the map's order.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit;
  }

  /** The moment a fill starts; pass it to set(). */
  mark(): number {
    return this.epoch;
  }

  set(key: string, value: V, since: number): void {
    if (!this.live || since !== this.epoch) return;
    this.map.delete(key);
    if (this.map.size >= this.max) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, value);
  }

  /** Removes the keys (all of them without keys, or those whose value matches). */
  invalidate(keys?: Iterable<string>, match?: (value: V) => boolean): void {
    this.epoch++;
    if (!keys && !match) {
      this.map.clear();
      return;
    }
    for (const k of keys ?? []) this.map.delete(k);
    if (match) for (const [k, v] of this.map) if (match(v)) this.map.delete(k);
  }

  get size(): number {
    return this.map.size;
  }
}
