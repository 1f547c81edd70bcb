import { addresses } from "@naehan/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiPage } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { suggestedArtists } from "../model/suggestions";

/** Rows asked for per suggestion: enough for five artists when some have several concerts. */
const SUGGESTION_ROWS = 12;

/**
 * The artists a (trimmed) query matches, as the search itself matches them (초성, the other
 * keyboard layout, typos, aliases), best first. A newer query cancels the request of the one
 * before it; the last list stays shown while the next one loads.
 */
export const searchSuggestionsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.search.suggestions(query),
    queryFn: async ({ signal }) => {
      const page = await apiPage(addresses.search, {
        query: { keyword: query, limit: SUGGESTION_ROWS, cursor: null },
        signal,
      });
      return suggestedArtists(page.items);
    },
    enabled: query !== "",
    staleTime: 60_000,
  });

export const useSearchSuggestions = (query: string) =>
  useQuery({ ...searchSuggestionsQueryOptions(query), placeholderData: keepPreviousData });
