/**
 * The rendered pages kept in memory: a segmented LRU. A page enters on probation; a second
 * request moves it to the protected segment, which holds most of the room. A flood of pages
 * requested once (distinct paths, distinct values of a declared parameter) only churns the
 * probation segment, so the pages visitors actually come back to stay cached.
 * Bounded by entries and by bytes.
 */
export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
  /** The protected segment's share of both limits. */
  protectedShare?: number;
}

interface Sized {
  size: number;
}

class Segment<V extends Sized> {
  readonly entries = new Map<string, V>();
  bytes = 0;
  add(key: string, value: V) {
    this.entries.set(key, value);
    this.bytes += value.size;
  }
  remove(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.bytes -= value.size;
    }
    return value;
  }
  /** The least recently used entry. */
  oldest(): [string, V] | undefined {
    return this.entries.entries().next().value;
  }
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
}

export class PageCache<V extends Sized> {
  private readonly probation = new Segment<V>();
  private readonly protected = new Segment<V>();
  private readonly protectedEntries: number;
  private readonly protectedBytes: number;

  constructor(private readonly limits: PageCacheLimits) {
    const share = limits.protectedShare ?? 0.8;
    this.protectedEntries = Math.max(1, Math.floor(limits.maxEntries * share));
    this.protectedBytes = limits.maxBytes * share;
  }

  get size(): number {
    return this.probation.entries.size + this.protected.entries.size;
  }

  get bytes(): number {
    return this.probation.bytes + this.protected.bytes;
  }

  get(key: string): V | undefined {
    const hot = this.protected.remove(key);
    if (hot) {
      this.protected.add(key, hot);
      return hot;
    }
    const promoted = this.probation.remove(key);
    if (!promoted) return undefined;
    this.protected.add(key, promoted);
    // The protected segment's oldest pages go back on probation, not out.
    while (
      this.protected.entries.size > 1 &&
      (this.protected.entries.size > this.protectedEntries || this.protected.bytes > this.protectedBytes)
    ) {
      const [oldKey, old] = this.protected.oldest()!;
      this.protected.remove(oldKey);
      this.probation.add(oldKey, old);
    }
    this.evict();
    return promoted;
  }

  set(key: string, value: V) {
    // A page larger than the whole cache is served but not kept.
    if (value.size > this.limits.maxBytes) return;
    this.protected.remove(key);
    this.probation.remove(key);
    this.probation.add(key, value);
    this.evict();
  }

  clear() {
    this.probation.clear();
    this.protected.clear();
  }

  private evict() {
    while (this.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const victim = this.probation.oldest() ?? this.protected.oldest();
      if (!victim) return;
      const [key] = victim;
      if (!this.probation.remove(key)) this.protected.remove(key);
    }
  }
}
