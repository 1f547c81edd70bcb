import type { SetlistEntry } from "@naehan/contract";

export interface SetlistPart {
  /** 0 for the main set, n for the n-th encore. */
  encore: number;
  entries: { entry: SetlistEntry; number: number | null }[];
}

/**
 * Splits a show into the main set and its encores, numbering the songs as a fan counts them:
 * tape (intros, interludes played from a recording) gets no number.
 */
export function setlistParts(entries: SetlistEntry[]): SetlistPart[] {
  const parts: SetlistPart[] = [];
  let number = 0;
  for (const entry of [...entries].sort((a, b) => a.order - b.order)) {
    let part = parts[parts.length - 1];
    if (!part || part.encore !== entry.encore) {
      part = { encore: entry.encore, entries: [] };
      parts.push(part);
    }
    part.entries.push({ entry, number: entry.tape ? null : ++number });
  }
  return parts;
}

/** How many songs the show had, tape excluded. */
export const songCount = (entries: SetlistEntry[]) => entries.filter((e) => !e.tape).length;
