import { BRUNO_MARS } from "./bruno-mars";
import { COLDPLAY } from "./coldplay";
import { OTHERS_1 } from "./others-1";
import { OTHERS_2 } from "./others-2";
import type { ArticleSource } from "./types";
import { YOASOBI } from "./yoasobi";

/** All demo articles, oldest first (board.json keeps this order). */
export const ARTICLES: ArticleSource[] = [
  ...COLDPLAY,
  ...BRUNO_MARS,
  ...YOASOBI,
  ...OTHERS_1,
  ...OTHERS_2,
].sort((a, b) => a.at.localeCompare(b.at));
