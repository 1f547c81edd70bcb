import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Set on history entries a board view opened itself, so closing them can simply go back. */
export const OPENED_HERE = { fromBoard: true } as const;

/**
 * Views named in the page's URL (a post's popup `?post=`, the board's forms), so back and reload
 * keep them and the phone's back button closes them: opening one is a history entry of its own,
 * and leaving it goes back over that entry; a view reached from outside gives way to `fallback`.
 */
export function useBoardRoute() {
  const [, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openedHere = (location.state as { fromBoard?: boolean } | null)?.fromBoard === true;

  const open = (to: string) => void navigate(to, { state: OPENED_HERE, preventScrollReset: true });
  const leave = (fallback: Record<string, string> = {}) => {
    if (openedHere) void navigate(-1);
    else setParams(fallback, { replace: true, preventScrollReset: true });
  };
  return { open, leave };
}
