import { XMLParser } from "fast-xml-parser";
import { createPacer } from "../setlistfm/request";
import { KopisError, kopisErrors } from "./errors";
import type { KopisDetail, KopisLink, KopisListing, KopisVenue } from "./types";

export interface KopisTiming {
  /** Least time between two API requests made with the key (list, detail, venue). */
  minIntervalMs: number;
  /** Least time between two poster downloads (the image server, not the API). */
  posterIntervalMs: number;
  /** Per request, headers and body together. */
  timeoutMs: number;
}

export const DEFAULT_KOPIS_TIMING: KopisTiming = {
  minIntervalMs: 100,
  posterIntervalMs: 100,
  timeoutMs: 15_000,
};

export interface KopisSettings {
  /** null when the server has no key: the import is then not offered. */
  apiKey: string | null;
  /** `https://kopis.or.kr/openApi/restful` or a stand-in speaking the same API. */
  baseUrl: string;
  timing?: Partial<KopisTiming>;
}

export interface ListQuery {
  /** `YYYYMMDD` */
  stdate: string;
  eddate: string;
  cpage: number;
  rows: number;
}

export interface KopisClient {
  readonly configured: boolean;
  /** One page of 대중음악 (`shcate=CCCD`) performances in the period; [] past the last page. */
  listPage(query: ListQuery): Promise<KopisListing[]>;
  /** A performance's detail; throws `not-found` for an id KOPIS does not know. */
  detail(mt20id: string): Promise<KopisDetail>;
  /** A facility; throws `not-found` for an id KOPIS does not know. */
  venue(mt10id: string): Promise<KopisVenue>;
  /**
   * A poster's bytes, at most `maxBytes` (larger ones throw `too-large` without being read
   * whole). Only URLs on KOPIS's own host (or the stand-in's) are fetched.
   */
  poster(url: string, maxBytes: number): Promise<Uint8Array>;
}

/** KOPIS's own host and its www name: where its posters live. */
const KOPIS_HOSTS = new Set(["kopis.or.kr", "www.kopis.or.kr"]);

const parser = new XMLParser({
  // Every value stays text (`mt20id`, prices and dates are not numbers to us); the repeated
  // elements are arrays even when one is present.
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: true,
  isArray: (tagName) => tagName === "db" || tagName === "relate" || tagName === "styurl",
});

type XmlRecord = Record<string, unknown>;

const text = (record: XmlRecord, name: string): string => {
  const value = record[name];
  return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
};

const flag = (record: XmlRecord, name: string): boolean | null => {
  const value = text(record, name).toUpperCase();
  return value === "Y" ? true : value === "N" ? false : null;
};

const coordinate = (value: string): number | null => {
  if (!/^-?\d{1,3}(?:\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The `<db>` records of an answer. KOPIS answers errors with HTTP 200 and one record holding
 * `returncode` and `errmsg`: a refused key is told apart by its message.
 */
export function kopisRecords(xml: string, what: string): XmlRecord[] {
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch {
    throw kopisErrors.badXml(what);
  }
  if (typeof document !== "object" || document === null || !("dbs" in document)) {
    throw kopisErrors.badXml(what);
  }
  const dbs = document.dbs;
  // `<dbs/>` parses as "", an empty page.
  if (typeof dbs !== "object" || dbs === null) return [];
  const records = (dbs as { db?: unknown }).db;
  if (!Array.isArray(records)) return [];
  const rows = records.filter((r): r is XmlRecord => typeof r === "object" && r !== null);
  const error = rows.find((r) => "returncode" in r);
  if (error) {
    const code = text(error, "returncode");
    const message = text(error, "errmsg");
    if (code !== "00") {
      if (/SERVICE\s*KEY/i.test(message)) throw kopisErrors.refused(message);
      throw kopisErrors.apiError(code, message || "알 수 없는 오류");
    }
  }
  return rows;
}

function listing(record: XmlRecord): KopisListing {
  return {
    mt20id: text(record, "mt20id"),
    prfnm: text(record, "prfnm"),
    prfpdfrom: text(record, "prfpdfrom"),
    prfpdto: text(record, "prfpdto"),
    fcltynm: text(record, "fcltynm"),
    poster: text(record, "poster"),
    area: text(record, "area"),
    genrenm: text(record, "genrenm"),
    openrun: text(record, "openrun"),
    prfstate: text(record, "prfstate"),
  };
}

function links(record: XmlRecord): KopisLink[] {
  const relates = record.relates;
  if (typeof relates !== "object" || relates === null) return [];
  const items = (relates as { relate?: unknown }).relate;
  if (!Array.isArray(items)) return [];
  return items
    .filter((r): r is XmlRecord => typeof r === "object" && r !== null)
    .map((r) => ({ name: text(r, "relatenm"), url: text(r, "relateurl") }))
    .filter((l) => l.name !== "" && l.url !== "");
}

function images(record: XmlRecord): string[] {
  const styurls = record.styurls;
  if (typeof styurls !== "object" || styurls === null) return [];
  const items = (styurls as { styurl?: unknown }).styurl;
  return Array.isArray(items) ? items.filter((u): u is string => typeof u === "string") : [];
}

export function mapDetail(record: XmlRecord): KopisDetail {
  return {
    ...listing(record),
    mt10id: text(record, "mt10id"),
    prfcast: text(record, "prfcast"),
    prfruntime: text(record, "prfruntime"),
    prfage: text(record, "prfage"),
    pcseguidance: text(record, "pcseguidance"),
    dtguidance: text(record, "dtguidance"),
    visit: flag(record, "visit"),
    festival: flag(record, "festival"),
    updatedate: text(record, "updatedate"),
    relates: links(record),
    styurls: images(record),
  };
}

function mapVenue(record: XmlRecord): KopisVenue {
  return {
    mt10id: text(record, "mt10id"),
    fcltynm: text(record, "fcltynm"),
    adres: text(record, "adres"),
    la: coordinate(text(record, "la")),
    lo: coordinate(text(record, "lo")),
  };
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
}

/**
 * A client of KOPIS's open API (decision 021). One instance per process: its pacing covers
 * every request made with the key, however many imports run at once.
 */
export function createKopisClient(settings: KopisSettings): KopisClient {
  const timing = { ...DEFAULT_KOPIS_TIMING, ...settings.timing };
  const pace = createPacer(timing.minIntervalMs);
  const pacePoster = createPacer(timing.posterIntervalMs);
  const base = settings.baseUrl.replace(/\/+$/, "");
  const baseUrl = new URL(base);
  const baseHost = baseUrl.host;
  const apiKey = settings.apiKey;

  async function getXml(path: string, query: Record<string, string>, what: string) {
    if (apiKey === null) throw kopisErrors.notConfigured();
    const params = new URLSearchParams({ service: apiKey, ...query });
    await pace();
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${base}${path}?${params.toString()}`, {
        signal: AbortSignal.timeout(timing.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      throw isTimeout(error)
        ? kopisErrors.timeout(what, timing.timeoutMs)
        : kopisErrors.network(what);
    }
    if (response.status === 404) throw kopisErrors.notFound(what);
    if (response.status !== 200) throw kopisErrors.http(what, response.status);
    return kopisRecords(body, what);
  }

  return {
    configured: apiKey !== null,

    async listPage({ stdate, eddate, cpage, rows }) {
      const records = await getXml(
        "/pblprfr",
        { stdate, eddate, cpage: String(cpage), rows: String(rows), shcate: "CCCD" },
        "공연 목록",
      );
      return records.map(listing).filter((l) => l.mt20id !== "");
    },

    async detail(mt20id) {
      const what = `공연 ${mt20id} 상세`;
      const [record] = await getXml(`/pblprfr/${encodeURIComponent(mt20id)}`, {}, what);
      if (!record || text(record, "mt20id") === "") throw kopisErrors.notFound(what);
      return mapDetail(record);
    },

    async venue(mt10id) {
      const what = `공연장 ${mt10id}`;
      const [record] = await getXml(`/prfplc/${encodeURIComponent(mt10id)}`, {}, what);
      if (!record || text(record, "mt10id") === "") throw kopisErrors.notFound(what);
      return mapVenue(record);
    },

    async poster(url, maxBytes) {
      const what = "포스터";
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        throw new KopisError("http", `포스터 주소를 읽을 수 없습니다: ${url}`);
      }
      const onKopis = KOPIS_HOSTS.has(target.hostname) || target.host === baseHost;
      if (!/^https?:$/.test(target.protocol) || !onKopis) {
        throw new KopisError("http", `KOPIS 밖의 포스터 주소는 받지 않습니다: ${target.host}`);
      }
      // KOPIS_BASE_URL naming another host (a proxy, a stand-in): its posters are asked of it too.
      if (KOPIS_HOSTS.has(target.hostname) && !KOPIS_HOSTS.has(baseUrl.hostname)) {
        target.protocol = baseUrl.protocol;
        target.host = baseUrl.host;
      }
      await pacePoster();
      let response: Response;
      try {
        response = await fetch(target, { signal: AbortSignal.timeout(timing.timeoutMs) });
      } catch (error) {
        throw isTimeout(error)
          ? kopisErrors.timeout(what, timing.timeoutMs)
          : kopisErrors.network(what);
      }
      if (response.status !== 200) {
        await response.body?.cancel().catch(() => undefined);
        throw kopisErrors.http(what, response.status);
      }
      const declared = Number(response.headers.get("content-length") ?? "NaN");
      if (declared > maxBytes) {
        await response.body?.cancel().catch(() => undefined);
        throw kopisErrors.tooLarge(maxBytes);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      try {
        const body: AsyncIterable<Uint8Array> = response.body ?? (async function* () {})();
        for await (const chunk of body) {
          size += chunk.byteLength;
          if (size > maxBytes) throw kopisErrors.tooLarge(maxBytes);
          chunks.push(chunk);
        }
      } catch (error) {
        if (error instanceof KopisError) throw error;
        throw isTimeout(error)
          ? kopisErrors.timeout(what, timing.timeoutMs)
          : kopisErrors.network(what);
      }
      return Buffer.concat(chunks);
    },
  };
}
