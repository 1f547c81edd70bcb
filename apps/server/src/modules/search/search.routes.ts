import { SEARCH_KEYWORD_MAX, type SearchRow, endpoints } from "@naehan/contract";
import { json } from "../../lib/cache/answer-bytes";
import { cacheTag, tagAnswer } from "../../lib/cache/cache-tags";
import type { ModuleDeps } from "../module-deps";
import { endpointRouter } from "../../lib/http/endpoint-router";
import { invalidFields } from "../../lib/http/errors";
import { mediaUrl } from "../../lib/media/media-url";
import { readKeysetPage, takePage } from "../../lib/http/pagination";
import { searchCursorKey } from "./search-cursor";
import { analyseKeyword } from "./search-text";
import { presentSearchRow } from "./search.presenter";
import { searchCatalogue } from "./search.queries";

export function searchRoutes(deps: ModuleDeps) {
  const { db, config } = deps;
  const media = mediaUrl(config.publicUrl);
  return endpointRouter(deps).on(endpoints.search, async (c, { query }) => {
    const raw = (query.keyword ?? "").trim();
    if ([...raw].length > SEARCH_KEYWORD_MAX) {
      throw invalidFields({ keyword: `검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해 주세요.` });
    }
    const page = readKeysetPage(c, searchCursorKey);
    const keyword = analyseKeyword(raw);
    tagAnswer(c, cacheTag.search);
    if (!keyword) return json(c, [] satisfies SearchRow[]);

    const rows = await searchCatalogue(db, keyword, { after: page.after, limit: page.limit + 1 });
    return json(
      c,
      takePage(c, rows, page, (row) => row.sortKey).map((row) => presentSearchRow(row, media)),
    );
  }).hono;
}
