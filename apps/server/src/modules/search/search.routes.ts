import { NEXT_CURSOR_HEADER, SEARCH_KEYWORD_MAX, type SearchRow } from "@naehan/contract";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../lib/context";
import { invalidFields } from "../../lib/errors";
import { readLimit } from "../../lib/pagination";
import { decodeSearchCursor, encodeSearchCursor } from "./search-cursor";
import { analyseKeyword } from "./search-text";
import { presentSearchRow } from "./search.presenter";
import { searchCatalogue } from "./search.queries";

export function searchRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const raw = (c.req.query("keyword") ?? "").trim();
    if ([...raw].length > SEARCH_KEYWORD_MAX) {
      throw invalidFields({ keyword: `검색어는 ${SEARCH_KEYWORD_MAX}자 이하로 입력해 주세요.` });
    }
    const limit = readLimit(c);
    const rawCursor = c.req.query("cursor");
    const after = rawCursor ? decodeSearchCursor(rawCursor) : null;
    const keyword = analyseKeyword(raw);
    if (!keyword) return c.json([] satisfies SearchRow[]);

    const rows = await searchCatalogue(db, keyword, { after, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    if (rows.length > limit && last) c.header(NEXT_CURSOR_HEADER, encodeSearchCursor(last.sortKey));
    return c.json(page.map(presentSearchRow));
  });
}
