import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { SetlistFmSetlist } from "../integrations/setlistfm/types";

/** What the next request gets instead of its normal answer (consumed in order). */
export type Incident =
  | { status: 429; retryAfter?: string }
  | { status: 500 | 502 | 503 }
  | { delayMs: number }
  | { garbage: true };

export interface RecordedRequest {
  path: string;
  page: number;
  at: number;
  apiKey: string | undefined;
  accept: string | undefined;
  userAgent: string | undefined;
}

export interface FakeSetlistFm {
  /** Base URL like the real `https://api.setlist.fm/rest/1.0`. */
  baseUrl: string;
  apiKey: string;
  requests: RecordedRequest[];
  /** The artist's setlists, newest first; served 20 per page. */
  setSetlists(mbid: string, setlists: SetlistFmSetlist[]): void;
  /** Artists the name search finds (a case-insensitive part of the name matches). */
  setArtists(artists: { mbid: string; name: string; disambiguation?: string }[]): void;
  incidents: Incident[];
  close(): Promise<void>;
}

const PER_PAGE = 20;
const ROUTE = /^\/rest\/1\.0\/artist\/([^/]+)\/setlists$/;
const SEARCH_ARTISTS = "/rest/1.0/search/artists";

/** setlist.fm's error body: `{ code, status, message, timestamp }`. */
function sendError(res: ServerResponse, code: number, status: string, message: string) {
  res.writeHead(code, { "content-type": "application/json;charset=UTF-8" });
  res.end(JSON.stringify({ code, status, message, timestamp: new Date().toISOString() }));
}

/**
 * A local stand-in for setlist.fm's REST API 1.0 on 127.0.0.1 (random port): the artist setlists
 * call with its paging, its key check, its XML answer to clients that do not ask for JSON, its
 * 404 for "nothing here", and scripted incidents (429 with or without Retry-After, 5xx, a stall,
 * a broken body). Listens on `port` when given (the browser tests start the app with its address),
 * else on a free one.
 */
export async function startFakeSetlistFm(
  apiKey = "test-key-0123456789",
  port = 0,
): Promise<FakeSetlistFm> {
  const artists = new Map<string, SetlistFmSetlist[]>();
  let known: { mbid: string; name: string; disambiguation?: string }[] = [];
  const requests: RecordedRequest[] = [];
  const incidents: Incident[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const page = Number(url.searchParams.get("p") ?? "1");
    const header = (name: string) => req.headers[name] as string | undefined;
    requests.push({
      path: url.pathname,
      page,
      at: Date.now(),
      apiKey: header("x-api-key"),
      accept: header("accept"),
      userAgent: header("user-agent"),
    });

    const incident = incidents.shift();
    if (incident && "delayMs" in incident) {
      await new Promise((resolve) => setTimeout(resolve, incident.delayMs));
    } else if (incident && "garbage" in incident) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html><body>Service temporarily moved</body></html>");
    } else if (incident?.status === 429) {
      const headers: Record<string, string> = { "content-type": "application/json" };
      if (incident.retryAfter !== undefined) headers["retry-after"] = incident.retryAfter;
      res.writeHead(429, headers);
      return res.end(
        JSON.stringify({ code: 429, status: "Too Many Requests", message: "slow down" }),
      );
    } else if (incident) {
      return sendError(res, incident.status, "Server Error", "temporarily unavailable");
    }

    const key = header("x-api-key");
    if (!key) return sendError(res, 401, "Unauthorized", "API key missing");
    if (key !== apiKey) return sendError(res, 403, "Forbidden", "Forbidden");
    if (req.method === "GET" && url.pathname === SEARCH_ARTISTS) {
      const name = (url.searchParams.get("artistName") ?? "").toLowerCase();
      const found = known.filter((a) => name !== "" && a.name.toLowerCase().includes(name));
      // setlist.fm answers "nothing found" with 404.
      if (found.length === 0) return sendError(res, 404, "Not Found", "not found");
      res.writeHead(200, { "content-type": "application/json;charset=UTF-8" });
      return res.end(
        JSON.stringify({
          type: "artists",
          itemsPerPage: 30,
          page: 1,
          total: found.length,
          artist: found.map((a) => ({
            mbid: a.mbid,
            name: a.name,
            sortName: a.name,
            ...(a.disambiguation ? { disambiguation: a.disambiguation } : {}),
            url: `https://www.setlist.fm/setlists/${a.mbid}.html`,
          })),
        }),
      );
    }
    const match = ROUTE.exec(url.pathname);
    if (req.method !== "GET" || !match) return sendError(res, 404, "Not Found", "not found");

    const setlists = artists.get(decodeURIComponent(match[1] ?? "")) ?? [];
    const items = setlists.slice((page - 1) * PER_PAGE, page * PER_PAGE);
    if (!Number.isInteger(page) || page < 1 || items.length === 0) {
      return sendError(res, 404, "Not Found", "not found");
    }
    if (!header("accept")?.includes("application/json")) {
      res.writeHead(200, { "content-type": "application/xml;charset=UTF-8" });
      return res.end(`<setlists page="${page}" total="${setlists.length}"/>`);
    }
    res.writeHead(200, { "content-type": "application/json;charset=UTF-8" });
    res.end(
      JSON.stringify({
        type: "setlists",
        itemsPerPage: PER_PAGE,
        page,
        total: setlists.length,
        setlist: items,
      }),
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${address.port}/rest/1.0`,
    apiKey,
    requests,
    incidents,
    setSetlists: (mbid, setlists) => void artists.set(mbid, setlists),
    setArtists: (list) => {
      known = list;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
