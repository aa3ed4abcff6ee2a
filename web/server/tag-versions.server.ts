// The version of every cache tag this process knows, and the stamps entries carry: how the
// caches (cache.server.ts) tell a fresh entry from an outdated one without walking any of them.

export type Stamp = Readonly<Record<string, number>>;

/** The version of every tag this process knows; raised by invalidation (see invalidation.server.ts). */
export class TagVersions {
  private readonly versions = new Map<string, number>();
  private changes = 0;

  /** Changes whenever any version changes (a running load started before it may be outdated). */
  get generation(): number {
    return this.changes;
  }

  current(tag: string): number {
    return this.versions.get(tag) ?? 0;
  }

  all(): Record<string, number> {
    return Object.fromEntries(this.versions);
  }

  snapshot(): ReadonlyMap<string, number> {
    return new Map(this.versions);
  }

  /** The versions of these tags in a snapshot (now, by default). */
  stamp(tags: Iterable<string>, snapshot: ReadonlyMap<string, number> = this.versions): Stamp {
    const out: Record<string, number> = {};
    for (const tag of tags) out[tag] = snapshot.get(tag) ?? 0;
    return out;
  }

  /**
   * True when none of the stamp's tags changed since. A stamp newer than this process knows was
   * made by another instance after an invalidation this one has not heard of yet: the newer
   * versions are adopted (which outdates this process's older entries, as the message would).
   */
  isCurrent(stamp: Stamp): boolean {
    let current = true;
    for (const tag in stamp) {
      const theirs = stamp[tag]!;
      const mine = this.current(tag);
      if (theirs < mine) current = false;
      else if (theirs > mine) this.raise(tag, theirs);
    }
    return current;
  }

  /** This process alone: every tag one version up. */
  bump(tags: Iterable<string>): Record<string, number> {
    const out: Record<string, number> = {};
    for (const tag of tags) {
      out[tag] = this.current(tag) + 1;
      this.raise(tag, out[tag]);
    }
    return out;
  }

  /** Raises a tag to at least this version (versions never go down). */
  raise(tag: string, version: number): boolean {
    if (!(version > this.current(tag))) return false;
    this.versions.set(tag, version);
    this.changes++;
    return true;
  }
}
