import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";

/** Marks this page load: an overlay's entry left from before a reload does not reopen it. */
const LOAD = Math.random().toString(36).slice(2, 8);

/**
 * An overlay (the side menu, a dialog) open as a history entry of its own on the same URL, the way
 * the board opens a post: the phone's back button closes it instead of leaving the page, and
 * closing it from the page goes back over that entry. The page's own navigation state is kept.
 */
export function useHistoryOverlay(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = `${name}:${LOAD}`;
  const state = location.state as Record<string, unknown> | null;
  const open = state?.overlay === id;
  // One step per tap, however often open or close is asked for before that step lands.
  const moving = useRef(false);
  useEffect(() => {
    moving.current = false;
  }, [location.key]);

  const show = () => {
    if (open || moving.current) return;
    moving.current = true;
    const { pathname, search, hash } = location;
    void navigate(
      { pathname, search, hash },
      { state: { ...state, overlay: id }, preventScrollReset: true },
    );
  };
  const hide = () => {
    if (!open || moving.current) return;
    moving.current = true;
    void navigate(-1);
  };
  return { open, show, hide };
}
