import { type ApproveCandidateInput, type ImportRun, addresses } from "@naehan/contract";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiPage, apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { invalidateCatalogue } from "./invalidate";

const PAGE_SIZE = 20;

export const getCandidatePage = (cursor: string | null, signal?: AbortSignal) =>
  apiPage(addresses.listImportCandidates, { query: { limit: PAGE_SIZE, cursor }, signal });

/** Listings from KOPIS waiting for the admin, newest first, a page at a time. */
export const importCandidatesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: queryKeys.admin.importCandidates(),
    queryFn: ({ pageParam, signal }) => getCandidatePage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useImportCandidates = () => useInfiniteQuery(importCandidatesQueryOptions());

export const getImportRun = (runId: number, signal?: AbortSignal) =>
  apiRequest(addresses.getKopisImport, { params: { runId }, signal });

const running = (run: ImportRun | undefined) =>
  run === undefined || run.state === "QUEUED" || run.state === "RUNNING";

/** A run's state, asked again every two seconds while it is queued or running. */
export const importRunQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: queryKeys.admin.importRun(runId),
    queryFn: ({ signal }) => getImportRun(runId, signal),
    refetchInterval: (query) => (running(query.state.data) ? 2_000 : false),
  });

export function useImportRun(runId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...importRunQueryOptions(runId ?? 0),
    enabled: runId !== null,
    select: (run) => {
      if (!running(run)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.admin.importCandidates() });
      }
      return run;
    },
  });
}

export const startKopisImport = () => apiRequest(addresses.startKopisImport, {});
export const useStartKopisImport = () => useMutation({ mutationFn: startKopisImport });

export const approveCandidate = ({ id, body }: { id: number; body: ApproveCandidateInput }) =>
  apiRequest(addresses.approveImportCandidate, { params: { id }, body });

/**
 * Makes the candidate a concert: the queue and every screen showing concerts read fresh data. The
 * refresh is not awaited: it takes the approved card off the list, and the caller's own
 * `onSuccess` (which says where the concert is) must run first.
 */
export function useApproveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCandidate,
    onSuccess: () => {
      void invalidateCatalogue(queryClient);
    },
  });
}

export const dismissCandidate = (id: number) =>
  apiRequest(addresses.dismissImportCandidate, { params: { id } });

export function useDismissCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissCandidate,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.importCandidates() }),
  });
}
