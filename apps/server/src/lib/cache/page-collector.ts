// The tags a server-rendered page is filed under: those of the API answers it was built from.

/** What a rendered page collects from the API answers it was built from. */
export interface Collector {
  tags: Set<string>;
  /** An answer without tags (or not cacheable) went into the page: any write may change it. */
  untagged: boolean;
}

/** A new collector for the API answers a page is built from (see `collectFor`). */
export function pageCollector(): Collector {
  return { tags: new Set(), untagged: false };
}

/** The tags a page built from these answers is filed under; null when it must stay untagged. */
export function collectedTags(collector: Collector): string[] | null {
  return collector.untagged || collector.tags.size === 0 ? null : [...collector.tags];
}

/** An answer with these tags went into the page. */
export function collect(collector: Collector, tags: readonly string[]) {
  if (tags.length === 0) collector.untagged = true;
  for (const tag of tags) collector.tags.add(tag);
}
