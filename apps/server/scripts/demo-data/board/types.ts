/** One demo board article. `concert`: omitted = FREE_BOARD; a number = NEW_CONCERT about the
 * n-th upcoming concert (0-based, in concerts.ts order) of the same artist; null = NEW_CONCERT
 * without a concert. `at` is Korean wall-clock time; comments are [author, text, minutes after]. */
export interface ArticleSource {
  artist: string;
  author: string;
  concert?: number | null;
  at: string;
  title: string;
  content: string;
  comments: [author: string, content: string, minutesAfter: number][];
}
