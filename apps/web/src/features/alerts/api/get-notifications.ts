import { NEXT_CURSOR_HEADER, UNREAD_COUNT_HEADER, addresses } from "@naehan/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { apiRequestWithHeaders } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

const get = (limit: number, cursor: string | null, signal?: AbortSignal) =>
  apiRequestWithHeaders(addresses.listNotifications, { query: { limit, cursor }, signal });

/** The inbox (알림함), newest first, a page at a time. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.alerts.inbox(),
    queryFn: async ({ pageParam, signal }) => {
      const { data, headers } = await get(20, pageParam, signal);
      return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());

/** How many alerts are unread: read from the header of the smallest page. */
export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.alerts.unread(),
    queryFn: async ({ signal }) =>
      Number((await get(1, null, signal)).headers.get(UNREAD_COUNT_HEADER) ?? 0),
    // New alerts arrive without the app doing anything: look again now and then, and on return.
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = (enabled: boolean) =>
  useQuery({ ...unreadCountQueryOptions(), enabled });
