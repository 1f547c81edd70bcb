import {
  type QueryKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { toast } from "./feedback";
import { paths } from "./paths";
import { useSession } from "./session";

export const SIGN_IN_NEEDED = "로그인이 필요합니다!";

/**
 * Runs a tap's action for a signed-in fan; a logged-out one is told to log in and taken to the
 * login screen, which brings them back here.
 */
export function useSignedInTap() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return {
    isLoggedIn: session.isLoggedIn,
    tap: (action: () => void) => {
      if (!session.isLoggedIn) {
        toast(SIGN_IN_NEEDED);
        void navigate(paths.login(location.pathname + location.search));
        return;
      }
      action();
    },
  };
}

/** What a switch reads and writes: its status in the query cache and the calls behind it. */
export interface SwitchSource<T> {
  queryKey: QueryKey;
  read: (signal: AbortSignal) => Promise<T>;
  /** Turns it on or off; answers the new status. */
  write: (on: boolean) => Promise<T>;
  isOn: (status: T) => boolean;
  statusOf: (on: boolean) => T;
  /** Queries that show the switch's effect elsewhere (a list of favourites), refreshed after. */
  alsoShownIn?: QueryKey;
}

export interface SwitchTexts {
  /** Said once the server has it on, or off; nothing when left out. */
  turnedOn?: string;
  turnedOff?: string;
  failed: (error: unknown) => string;
}

/**
 * A fan's on/off switch (a heart, 알림 받기, a 취소표 watch): logged out, a tap asks to log in; signed
 * in, the status is read, a tap moves the switch at once and it goes back if the server says no.
 * A tap before the status has arrived is not lost: it switches from the status once known.
 */
export function useSignedInSwitch<T>(source: SwitchSource<T>, texts: SwitchTexts) {
  const { isLoggedIn, tap } = useSignedInTap();
  const queryClient = useQueryClient();
  const options = queryOptions({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.read(signal),
  });
  const status = useQuery({ ...options, enabled: isLoggedIn });
  const change = useMutation({
    mutationFn: (on: boolean) => source.write(on),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: source.queryKey });
      const previous = queryClient.getQueryData<T>(source.queryKey);
      queryClient.setQueryData(source.queryKey, source.statusOf(on));
      return { previous };
    },
    onError: (_error, _on, context) => {
      queryClient.setQueryData(source.queryKey, context?.previous ?? source.statusOf(false));
    },
    onSuccess: (data) => queryClient.setQueryData(source.queryKey, data),
    onSettled: () =>
      source.alsoShownIn
        ? queryClient.invalidateQueries({ queryKey: source.alsoShownIn })
        : undefined,
  });
  const on = isLoggedIn && status.data !== undefined && source.isOn(status.data);

  const switchFrom = async () => {
    const current =
      status.data ?? (await queryClient.ensureQueryData(options).catch(() => undefined));
    if (current === undefined) {
      toast(texts.failed(null));
      return;
    }
    const next = !source.isOn(current);
    change.mutate(next, {
      onSuccess: () => {
        const said = next ? texts.turnedOn : texts.turnedOff;
        if (said) toast(said);
      },
      onError: (error) => toast(texts.failed(error)),
    });
  };

  return {
    on,
    /** Signed in and the status not known yet. */
    loading: isLoggedIn && status.isPending,
    busy: change.isPending,
    toggle: () => tap(() => void switchFrom()),
  };
}
