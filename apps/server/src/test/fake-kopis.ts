import { readFileSync, readdirSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";

const FIXTURES = join(import.meta.dirname, "kopis-fixtures");

/** What a performance's detail answers instead of its record. */
export type DetailIncident = "not-found" | "malformed" | "empty";
/** What a poster's address answers instead of the image. */
export type PosterIncident = "fails" | "huge";

export interface FakeKopis {
  /** Base URL like the real `https://kopis.or.kr/openApi/restful`. */
  baseUrl: string;
  apiKey: string;
  /** Paths asked (without the key), in order. */
  requests: string[];
  /** Replaces (or adds) a performance's detail record, as KOPIS's XML. */
  setPerformance(xml: string): void;
  removePerformance(mt20id: string): void;
  /** Detail incidents by `mt20id`, poster incidents by the poster's path. */
  detailIncidents: Map<string, DetailIncident>;
  posterIncidents: Map<string, PosterIncident>;
  close(): Promise<void>;
}

/** The fixture performance details (`performances/PF*.xml`, variants like `.moved` left out). */
export function fixturePerformances(): string[] {
  const dir = join(FIXTURES, "performances");
  return readdirSync(dir)
    .filter((f) => /^PF\d+\.xml$/.test(f))
    .sort()
    .map((f) => readFileSync(join(dir, f), "utf8"));
}

/** A fixture performance file: `PF270007.moved` is the Oasis show with its dates moved. */
export const fixturePerformance = (name: string) =>
  readFileSync(join(FIXTURES, "performances", `${name}.xml`), "utf8");

function fixtureVenues(): Map<string, string> {
  const dir = join(FIXTURES, "venues");
  return new Map(
    readdirSync(dir).map((f) => [f.replace(/\.xml$/, ""), readFileSync(join(dir, f), "utf8")]),
  );
}

const field = (xml: string, name: string) =>
  new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml)?.[1]?.trim() ?? "";

/** The list's record of a performance: the fields KOPIS's list carries, from its detail. */
function listRecord(detail: string): string {
  const names = [
    "mt20id",
    "prfnm",
    "prfpdfrom",
    "prfpdto",
    "fcltynm",
    "poster",
    "area",
    "genrenm",
    "openrun",
    "prfstate",
  ];
  return `<db>${names.map((n) => `<${n}>${field(detail, n)}</${n}>`).join("")}</db>`;
}

const GENRE_CODES: Record<string, string> = {
  CCCD: "대중음악",
  GGGA: "뮤지컬",
  AAAA: "연극",
  CCCA: "서양음악(클래식)",
};

const dayNumber = (dotted: string) => Number(dotted.replace(/\D/g, ""));

const xmlAnswer = (res: ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { "content-type": "text/xml;charset=UTF-8" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};

/**
 * A local stand-in for KOPIS's open API on 127.0.0.1: the performance list with its period,
 * genre and paging, a performance's detail, a facility, the posters, and its answers to a
 * refused key (a record with `returncode` and `errmsg`, HTTP 200), an unknown id (`<dbs/>`) and
 * a page past the last (`<dbs/>`). Fed by the fixture files in KOPIS's own format, or by
 * `performances` given.
 */
export async function startFakeKopis(
  options: { apiKey?: string | undefined; performances?: string[]; port?: number } = {},
): Promise<FakeKopis> {
  const apiKey = options.apiKey ?? "kopis-test-key-0123456789";
  const performances = new Map<string, string>();
  for (const xml of options.performances ?? fixturePerformances()) {
    performances.set(field(xml, "mt20id"), xml);
  }
  const venues = fixtureVenues();
  const requests: string[] = [];
  const detailIncidents = new Map<string, DetailIncident>();
  const posterIncidents = new Map<string, PosterIncident>();
  const poster = await sharp({
    create: { width: 300, height: 420, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  // Over the 5 MB an upload may have: a poster no one should download whole.
  const huge = Buffer.alloc(5 * 1024 * 1024 + 512 * 1024, 0xff);

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const path = url.pathname;
    requests.push(path);

    if (path.startsWith("/upload/")) {
      const incident = posterIncidents.get(path);
      if (incident === "fails") {
        res.writeHead(500, { "content-type": "text/html" });
        return res.end("<html><body>500 Internal Server Error</body></html>");
      }
      const body = incident === "huge" ? huge : poster;
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": body.length });
      return res.end(body);
    }

    const api = /^\/openApi\/restful\/(pblprfr|prfplc)(?:\/([^/]+))?$/.exec(path);
    if (!api) {
      res.writeHead(404, { "content-type": "text/html" });
      return res.end("<html><body>404 Not Found</body></html>");
    }
    if (url.searchParams.get("service") !== apiKey) {
      const time = new Date().toISOString().replace("T", " ").slice(0, 19);
      return xmlAnswer(
        res,
        `<dbs><db><returncode>02</returncode><errmsg>SERVICE KEY IS NOT REGISTERED ERROR.</errmsg><responsetime>${time}</responsetime></db></dbs>`,
      );
    }
    const [, kind, id] = api;
    if (kind === "prfplc") {
      const venue = id ? venues.get(id) : undefined;
      return xmlAnswer(res, venue ? venue.replace(/^<\?xml[^>]*\?>\s*/, "") : "<dbs/>");
    }
    if (id) {
      const incident = detailIncidents.get(id);
      if (incident === "not-found") {
        res.writeHead(404, { "content-type": "text/html" });
        return res.end("<html><body>404 Not Found</body></html>");
      }
      if (incident === "malformed") {
        return xmlAnswer(res, `<dbs><db><mt20id>${id}</mt20id><prfnm>깨진 응답</prfnm></dbs>`);
      }
      const detail = incident === "empty" ? undefined : performances.get(id);
      return xmlAnswer(res, detail ? detail.replace(/^<\?xml[^>]*\?>\s*/, "") : "<dbs/>");
    }

    const from = Number(url.searchParams.get("stdate") ?? "0");
    const to = Number(url.searchParams.get("eddate") ?? "99999999");
    const page = Math.max(1, Number(url.searchParams.get("cpage") ?? "1"));
    const rows = Math.max(1, Number(url.searchParams.get("rows") ?? "10"));
    const genre = GENRE_CODES[url.searchParams.get("shcate") ?? ""];
    const matching = [...performances.values()]
      .filter((xml) => !genre || field(xml, "genrenm") === genre)
      .filter(
        (xml) =>
          dayNumber(field(xml, "prfpdfrom")) <= to && dayNumber(field(xml, "prfpdto")) >= from,
      )
      .sort((a, b) => field(a, "mt20id").localeCompare(field(b, "mt20id")));
    const slice = matching.slice((page - 1) * rows, page * rows);
    return xmlAnswer(
      res,
      slice.length === 0 ? "<dbs/>" : `<dbs>${slice.map(listRecord).join("")}</dbs>`,
    );
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/openApi/restful`,
    apiKey,
    requests,
    setPerformance: (xml) => performances.set(field(xml, "mt20id"), xml),
    removePerformance: (id) => performances.delete(id),
    detailIncidents,
    posterIncidents,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * `count` performances in KOPIS's format made from the fixtures (each a new `mt20id`, title and
 * date, its venue one of the fixtures'), for measuring an import of many.
 */
export function syntheticPerformances(count: number): string[] {
  const templates = fixturePerformances().filter((xml) => field(xml, "genrenm") === "대중음악");
  return Array.from({ length: count }, (_, i) => {
    const template = templates[i % templates.length] ?? "";
    const id = `PF28${String(i).padStart(4, "0")}`;
    const month = String((i % 11) + 2).padStart(2, "0");
    const day = String((i % 27) + 1).padStart(2, "0");
    return template
      .replace(/PF27\d{4}/g, id)
      .replace(/<prfnm>([\s\S]*?)<\/prfnm>/, `<prfnm>$1 #${i + 1}</prfnm>`)
      .replace(/<prfpdfrom>[^<]*<\/prfpdfrom>/, `<prfpdfrom>2027.${month}.${day}</prfpdfrom>`)
      .replace(/<prfpdto>[^<]*<\/prfpdto>/, `<prfpdto>2027.${month}.${day}</prfpdto>`);
  });
}
