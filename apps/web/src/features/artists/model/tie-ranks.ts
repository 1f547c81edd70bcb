/**
 * Ranks of a list sorted by count, most first, with ties sharing a rank ("1, 1, 1, 4"): songs
 * played the same number of times are equals, not ordered by their titles.
 */
export function tieRanks(counts: number[]): number[] {
  const ranks: number[] = [];
  counts.forEach((count, i) => {
    const previous = ranks[i - 1];
    ranks.push(i > 0 && previous !== undefined && counts[i - 1] === count ? previous : i + 1);
  });
  return ranks;
}
