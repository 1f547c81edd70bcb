import type { QueryClient } from "@tanstack/react-query";
import { searchQueryOptions } from "../../../features/search/api/search";
import type { ScreenArgs } from "../../screen";

export function load(queryClient: QueryClient, { request }: ScreenArgs) {
  const query = new URL(request.url).searchParams.get("q")?.trim() ?? "";
  return query === "" ? [] : [queryClient.prefetchInfiniteQuery(searchQueryOptions(query))];
}
