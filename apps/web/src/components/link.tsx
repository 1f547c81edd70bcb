import type { ComponentProps } from "react";
import { useContext } from "react";
import { UNSAFE_NavigationContext, useLocation } from "react-router";

/**
 * A link within the app: a plain `<a href>` whose ordinary click (main button, no modifier key,
 * same tab) the router takes, pushing the path or, for the page already shown, replacing it, as
 * React Router's `Link` does. Without the work `Link` does for every link on every render, which
 * the app never needs: resolving a relative path against the route matches, building a URL for its
 * `href`, a click handler and a navigate function of its own. On the home page (about a hundred
 * links) that work was a fifth of the script its hydration ran. Paths are absolute (`paths`).
 */
export function Link({
  to,
  state,
  replace,
  preventScrollReset,
  onClick,
  target,
  children,
  ...rest
}: Omit<ComponentProps<"a">, "href"> & {
  /** An absolute path in the app, with its query if any. */
  to: string;
  /** Handed to the next screen with the navigation (the router's location state). */
  state?: unknown;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the window's scroll where it is (the router's scroll restoration does not reset it). */
  preventScrollReset?: boolean;
}) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (
          event.defaultPrevented ||
          event.button !== 0 ||
          event.metaKey ||
          event.altKey ||
          event.ctrlKey ||
          event.shiftKey ||
          (target !== undefined && target !== "_self")
        )
          return;
        event.preventDefault();
        const here = location.pathname + location.search + location.hash;
        const options = { preventScrollReset };
        if (replace ?? here === to) navigator.replace(to, state, options);
        else navigator.push(to, state, options);
      }}
    >
      {children}
    </a>
  );
}
