/**
 * The seam between the server and the web app's server renderer (apps/web/src/entry-server.tsx,
 * built to dist-ssr): the web renders a page and says what its head holds; the server puts both
 * into index.html.
 */

/** The id of the `<script type="application/json">` carrying the data a page was rendered with. */
export const SERVER_STATE_ID = "naehan-state";

/** What a page's head says about it. A field left out keeps the site's own (index.html's). */
export interface PageHead {
  title?: string;
  description?: string;
  /**
   * The picture of a link preview: absolute, or relative to the site; null or left out for the
   * site's default picture.
   */
  image?: string | null;
  /** `profile` for a page about a person or a band. */
  type?: "website" | "profile";
  /**
   * Fetched early when the browser renders the page itself: its largest image, and the API
   * answers it asks for first.
   */
  preloads?: { images?: string[]; fetches?: string[] };
}

export type RenderResult =
  /** Rendered: the HTML, the data as JSON, and the screens' source modules (for their files). */
  | {
      kind: "page";
      status: number;
      html: string;
      state: string;
      modules: string[];
      head: PageHead;
    }
  /** A page the browser renders (it is about the signed-in fan): the shell with this head. */
  | { kind: "shell"; head: PageHead }
  | { kind: "redirect"; status: number; location: string };

/** How the renderer reaches the API: the server's own, in-process. */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>;

export interface WebRenderer {
  render(request: Request, apiFetch: ApiFetch): Promise<RenderResult>;
  /** The head alone, for a page whose rendering failed: the same data, no React. */
  renderHead(request: Request, apiFetch: ApiFetch): Promise<PageHead>;
}
