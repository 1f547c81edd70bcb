import { SEARCH_KEYWORD_MAX, type SearchRow } from "@naehan/contract";
import { Hono } from "hono";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, shows } from "../../lib/cache/cache-tags";
import type { AppEnv } from "../../lib/context";
import type { ModuleDeps } from "../module-deps";
import { invalidFields } from "../../lib/http/errors";
import { mediaUrl } from "../../lib/media/media-url";
import { readKeysetPage, takePage } from "../../lib/http/pagination";
import { searchCursorKey } from "./search-cursor";
import { analyseKeyword } from "./search-text";
import { presentSearchRow } from "./search.presenter";
import { searchCatalogue } from "./search.queries";

export function searchRoutes({ db, config }: ModuleDeps) {
  const media = mediaUrl(config.publicUrl);
  return new Hono<AppEnv>().get("/", async (c) => {
    const raw = (c.req.query("keyword") ?? "").trim();
    if ([...raw].length > SEARCH_KEYWORD_MAX) {
      throw invalidFields({ keyword: `검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해 주세요.` });
    }
    const page = readKeysetPage(c, searchCursorKey);
    const keyword = analyseKeyword(raw);
    shows(c, cacheTag.search);
    if (!keyword) return json(c, [] satisfies SearchRow[]);

    const rows = await searchCatalogue(db, keyword, { after: page.after, limit: page.limit + 1 });
    return json(
      c,
      takePage(c, rows, page, (row) => row.sortKey).map((row) => presentSearchRow(row, media)),
    );
  });
}
