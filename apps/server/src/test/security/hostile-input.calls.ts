import { type EndpointName, endpoints, queryNamesOf } from "@naehan/contract";
import fc from "fast-check";
import {
  JSON_TYPES,
  MALFORMED_JSON,
  NOT_ID_TEXTS,
  NOT_JSON_TYPES,
  hostileIdSegment,
  hostileObject,
  hostileQueryValue,
  hostileString,
  wrongType,
} from "./hostile-input.arbitraries";

/** Ids of rows that exist when the test runs. */
export interface Fixture {
  artistId: number;
  concertId: number;
  pastConcertId: number;
  songId: number;
  articleId: number;
  commentId: number;
  mbid: string;
}

/** Hostile input for one endpoint of the contract's table (its method, path, access and body). */
export interface Call {
  endpoint: EndpointName;
  /** Tells apart calls of one endpoint (e.g. the artist and the concert favourite). */
  variant?: string;
  /** What goes in each `:param` segment of the endpoint's path (raw, already URL text). */
  params?: Record<string, fc.Arbitrary<string>>;
  /** Fields of the JSON body (or of the multipart's JSON part), as plausible values. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
}

/**
 * Endpoints left out, and why. Every other endpoint of the table needs a call here (a test
 * checks).
 */
export const NOT_FUZZED: Partial<Record<EndpointName, string>> = {
  logoutEverywhere: "it ends the sessions whose tokens every other call sends",
  startKopisImport:
    "it reads no input; without a KOPIS key (the test app's) it answers 503 by design, which kopis-import.test.ts checks",
};

export const callName = (call: Call) =>
  call.variant ? `${call.endpoint} (${call.variant})` : call.endpoint;

/** Paths of the call: the endpoint's path with each param segment drawn from its arbitrary. */
export function pathOf(call: Call): fc.Arbitrary<string> {
  const { path } = endpoints[call.endpoint];
  return fc
    .record(call.params ?? {})
    .map((values) => path.replace(/:(\w+)/g, (_, name: string) => values[name] ?? ""));
}

/** The query parameters it reads: its own, and `limit` and `cursor` on a paged list. */
export const queryNames = (call: Call): string[] => queryNamesOf(endpoints[call.endpoint]);

/** An id segment: the existing ids among hostile ones; `deletes` leaves the existing out. */
const idSegment = (valid: number[], deletes = false) =>
  hostileIdSegment(deletes ? [9_999_999] : valid);

const plausibleText = fc.constantFrom("안녕하세요", "제목", "내용입니다");
const plausibleId = (f: (x: Fixture) => number) => (fx: Fixture) =>
  fc.constantFrom(f(fx), String(f(fx)), 0, "0", "1", ...NOT_ID_TEXTS);
const date = fc.constantFrom([2027, 5, 1], "2027-05-01", [2027, 2, 30], "2027-13-01", [1, 1, 1]);

const dateTime = fc.constantFrom(
  "2027-03-05T20:00",
  "2027-03-05T20:00:00+09:00",
  "2027-02-30T20:00",
  "20:00",
  0,
);
const roundFields = {
  kind: fc.constantFrom("GENERAL", "FANCLUB_PRESALE", "LOTTERY", ""),
  vendor: fc.constantFrom("NOL 티켓", "기타 예매처", ""),
  opensAt: dateTime,
  closesAt: fc.constantFrom(null, "2027-03-06T23:59", "2027-03-01T10:00"),
  url: fc.constantFrom("https://tickets.interpark.com/", "javascript:alert(1)", null),
  eligibility: fc.constantFrom([], ["본인인증"], ["", "x"], "본인인증"),
};

export function calls(f: Fixture): Call[] {
  const artist = [f.artistId];
  const concert = [f.concertId];
  const articleFields = {
    title: plausibleText,
    content: plausibleText,
    categoryType: fc.constantFrom("FREE_BOARD", "NEW_CONCERT", "free_board"),
    newConcertId: plausibleId((x) => x.concertId)(f),
  };
  const artistFields = {
    mbid: fc.constantFrom("", null, f.mbid, "cc197bad-dc9c-440d-a5b5-d52ba2e14234"),
    name: plausibleText,
    krName: plausibleText,
    snsUrl: fc.constantFrom("https://example.com", "javascript:alert(1)", ""),
    mediaUrl: fc.constantFrom("https://youtube.com/x", "ftp://x", null),
  };
  const concertFields = {
    artistId: plausibleId((x) => x.artistId)(f),
    title: plausibleText,
    subTitle: plausibleText,
    startDate: date,
    endDate: date,
    venueName: plausibleText,
    cityName: plausibleText,
    countryName: plausibleText,
    countryCode: fc.constantFrom("KR", "kr", "KOR", "1"),
    ticketPlatforms: plausibleText,
    ticketUrl: fc.constantFrom("https://tickets.example.com", "x"),
    genre: fc.constantFrom("POP", "R&B", "pop", "NEW"),
    concertStatus: fc.constantFrom("UPCOMING", "COMPLETED", "DONE"),
  };
  const email = fc.constantFrom("fan@example.com", "not-an-email", "a@b.c");
  const password = fc.constantFrom("password-1!", "short", "x".repeat(65));
  const refresh = { refreshToken: fc.constantFrom("abc", "x".repeat(43)) };
  const provider = fc.constantFrom("kakao", "naver", "KAKAO", "google", "%2e%2e", "");
  const signInCode = fc.constantFrom("abc", "x".repeat(43), "x".repeat(201));
  const article = { id: idSegment([f.articleId]) };
  const comment = { id: idSegment([f.commentId]) };

  return [
    { endpoint: "health" },
    { endpoint: "listConcerts" },
    { endpoint: "getConcert", params: { id: idSegment(concert) } },
    { endpoint: "getPredictedSetlist", params: { id: idSegment(concert) } },
    { endpoint: "listTicketRounds", params: { id: idSegment(concert) } },
    { endpoint: "listUpcomingRounds" },
    { endpoint: "listArtists" },
    { endpoint: "getArtist", params: { id: idSegment(artist) } },
    { endpoint: "listArtistConcerts", params: { id: idSegment(artist) } },
    { endpoint: "listPastConcerts", params: { id: idSegment(artist) } },
    {
      endpoint: "getPastConcert",
      params: { id: idSegment(artist), pastConcertId: idSegment([f.pastConcertId]) },
    },
    { endpoint: "getSongRanking", params: { id: idSegment(artist) } },
    { endpoint: "listArtistArticles", params: { artistId: idSegment(artist) } },
    { endpoint: "getArticle", params: article },
    { endpoint: "listArticleComments", params: { articleId: idSegment([f.articleId]) } },
    { endpoint: "search" },
    { endpoint: "calendarFile" },

    {
      endpoint: "signup",
      fields: { email, nickname: plausibleText, password, confirmPassword: password },
    },
    { endpoint: "login", fields: { email, password } },
    { endpoint: "refresh", fields: refresh },
    { endpoint: "refreshAtSpecPath", fields: refresh },
    { endpoint: "logout", fields: refresh },
    { endpoint: "me" },
    {
      endpoint: "changePassword",
      fields: { currentPassword: password, newPassword: password, confirmPassword: password },
    },

    {
      endpoint: "setPassword",
      fields: { email, newPassword: password, confirmPassword: password },
    },
    { endpoint: "requestPasswordReset", fields: { email } },
    {
      endpoint: "resetPassword",
      fields: { token: signInCode, newPassword: password, confirmPassword: password },
    },
    { endpoint: "authProviders" },
    { endpoint: "oauthStart", params: { provider } },
    { endpoint: "oauthCallback", params: { provider } },
    { endpoint: "oauthComplete", params: { provider }, fields: { code: signInCode } },
    {
      endpoint: "oauthSignup",
      params: { provider },
      fields: {
        signupTicket: signInCode,
        nickname: plausibleText,
        agreeTerms: fc.constantFrom(true, false, "true"),
        agreePrivacy: fc.constantFrom(true, false, 1),
        agreeAlerts: fc.constantFrom(true, false, null),
      },
    },
    { endpoint: "linkedAccounts" },
    { endpoint: "linkAccount", params: { provider } },
    { endpoint: "unlinkAccount", params: { provider } },

    { endpoint: "listMyArticles" },
    {
      endpoint: "createArticle",
      fields: { ...articleFields, artistId: plausibleId((x) => x.artistId)(f) },
    },
    { endpoint: "updateArticle", params: article, fields: articleFields },
    { endpoint: "deleteArticle", params: { id: idSegment([f.articleId], true) } },
    { endpoint: "listMyComments" },
    {
      endpoint: "createComment",
      fields: { articleId: plausibleId((x) => x.articleId)(f), content: plausibleText },
    },
    { endpoint: "updateComment", params: comment, fields: { content: plausibleText } },
    { endpoint: "deleteComment", params: { id: idSegment([f.commentId], true) } },

    { endpoint: "listFavorites" },
    ...(["artist", "concert"] as const).flatMap((target): Call[] => {
      const params = {
        target: fc.constant(target),
        id: idSegment(target === "artist" ? artist : concert),
      };
      return [
        { endpoint: "addFavorite", variant: target, params },
        { endpoint: "removeFavorite", variant: target, params },
        { endpoint: "checkFavorite", variant: target, params },
      ];
    }),
    { endpoint: "getCalendarFeed" },
    { endpoint: "renewCalendarFeed" },

    { endpoint: "createArtist", fields: artistFields },
    { endpoint: "updateArtist", params: { id: idSegment(artist) }, fields: artistFields },
    { endpoint: "deleteArtist", params: { id: idSegment(artist, true) } },
    { endpoint: "listArtistSongs", params: { id: idSegment(artist) } },
    {
      endpoint: "updateSongReading",
      params: { id: idSegment([f.songId]) },
      fields: { reading: fc.constantFrom("밤을 달리다", "", null, "가".repeat(101)) },
    },
    { endpoint: "searchSetlistFmArtists" },
    {
      endpoint: "syncArtist",
      params: {
        mbid: fc.oneof(
          fc.constant(f.mbid),
          fc.constantFrom(
            "unknown",
            "%00",
            f.mbid.toUpperCase(),
            `${f.mbid}%00`,
            "%ED%A0%80",
            "%20",
          ),
          hostileIdSegment([]),
        ),
      },
    },
    { endpoint: "createConcert", fields: concertFields },
    { endpoint: "updateConcert", params: { id: idSegment(concert) }, fields: concertFields },
    { endpoint: "deleteConcert", params: { id: idSegment(concert, true) } },
    { endpoint: "createTicketRound", params: { id: idSegment(concert) }, fields: roundFields },
    // No round exists: each update is refused, by its input or as not found.
    { endpoint: "updateTicketRound", params: { id: idSegment([], true) }, fields: roundFields },
    { endpoint: "deleteTicketRound", params: { id: idSegment([], true) } },
    { endpoint: "parseTicketNotice", fields: { text: plausibleText } },
    { endpoint: "getKopisImport", params: { runId: idSegment([]) } },
    { endpoint: "listImportCandidates" },
    // No candidate exists: each approval is refused, by its input or as not found.
    {
      endpoint: "approveImportCandidate",
      params: { id: idSegment([], true) },
      fields: {
        artistId: plausibleId((x) => x.artistId)(f),
        newArtist: fc.constantFrom({ name: "Muse", krName: "뮤즈" }, { name: "" }, "Muse", null, {
          name: "Muse",
          mbid: "x",
        }),
        genre: fc.constantFrom("POP", "R&B", "pop", "NEW"),
      },
    },
    { endpoint: "dismissImportCandidate", params: { id: idSegment([], true) } },
    {
      // The body is a list: every object sent is refused as a whole.
      endpoint: "saveTicketPrices",
      params: { id: idSegment(concert) },
      fields: { grade: plausibleText, price: fc.constantFrom(165_000, -1, "165000", 1.5) },
    },
    { endpoint: "getAlertSettings" },
    ...(["checkResaleWatch", "watchResale", "unwatchResale"] as const).map((endpoint): Call => ({
      endpoint,
      params: { id: idSegment(concert) },
    })),
    {
      endpoint: "saveAlertSettings",
      fields: {
        reminderOffsets: fc.constantFrom([1440, 60, 10], [], [0], [10_081], [10, 10], "10", [1.5]),
        newConcertOfFavoriteArtist: fc.constantFrom(true, false, "true", null),
        concertChanges: fc.constantFrom(true, false, 0),
      },
    },
    {
      endpoint: "requestArtist",
      fields: {
        name: fc.constantFrom(
          "Taylor Swift",
          "테일러 스위프트",
          "",
          "  ",
          "\u200b",
          "가".repeat(51),
          7,
          null,
        ),
      },
    },
    { endpoint: "listArtistRequests" },
    { endpoint: "listNotifications" },
    {
      endpoint: "markNotificationsRead",
      fields: {
        ids: fc.constantFrom([1], [], ["1"], [0], "1"),
        all: fc.constantFrom(true, false, "true"),
      },
    },
    { endpoint: "getPushPublicKey" },
    {
      endpoint: "subscribePush",
      fields: {
        endpoint: fc.constantFrom(
          "https://fcm.googleapis.com/fcm/send/a",
          "http://fcm.googleapis.com/fcm/send/a",
          "",
          5,
        ),
        keys: fc.constantFrom(
          { p256dh: "BA".padEnd(87, "A"), auth: "A".repeat(22) },
          { p256dh: "x", auth: "y" },
          null,
          "keys",
        ),
      },
    },
    {
      endpoint: "unsubscribePush",
      fields: { endpoint: fc.constantFrom("https://fcm.googleapis.com/fcm/send/a", "", null) },
    },
    { endpoint: "predictSetlist", params: { artistId: idSegment(artist) } },
    { endpoint: "getPredictionAccuracy" },
    { endpoint: "getActualSetlist", params: { id: idSegment(concert) } },
    {
      endpoint: "linkActualSetlist",
      params: { id: idSegment(concert) },
      fields: { pastConcertId: plausibleId((x) => x.pastConcertId)(f) },
    },
    {
      endpoint: "enterActualSetlist",
      params: { id: idSegment(concert) },
      fields: {
        songs: fc.oneof(
          fc.array(
            fc.record({
              title: fc.oneof(plausibleText, fc.constantFrom("", "   ", 7, null)),
              encore: fc.constantFrom(true, false, "yes", 1),
            }),
            { maxLength: 3 },
          ),
          fc.constantFrom("Alpha", null, {}),
        ),
      },
    },
  ];
}

/** What a request sends besides its path: a body in some content type. */
export type Payload =
  | { kind: "none" }
  | { kind: "text"; contentType: string | null; text: string }
  | { kind: "form"; parts: [string, string | Blob][] };

const json = (value: unknown) => JSON.stringify(value) ?? "null";

const jsonPayload = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(fc.constantFrom(...JSON_TYPES), value)
        .map(([contentType, v]) => ({ kind: "text" as const, contentType, text: json(v) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...JSON_TYPES), fc.constantFrom(...MALFORMED_JSON))
        .map(([contentType, text]) => ({ kind: "text" as const, contentType, text })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...NOT_JSON_TYPES, null), value)
        .map(([contentType, v]) => ({ kind: "text" as const, contentType, text: json(v) })),
    },
    {
      weight: 1,
      arbitrary: value.map((v) => ({
        kind: "form" as const,
        parts: [["json", json(v)]] as [string, string][],
      })),
    },
  );

/** The `file` part: nothing, empty, not an image, or a few bytes that claim to be one. */
const filePart = fc.oneof(
  fc.constant(null),
  fc.constantFrom<string | Blob>(
    "",
    "not a file",
    new Blob([]),
    new Blob(["<svg onload=alert(1)></svg>"], { type: "image/svg+xml" }),
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])], {
      type: "image/png",
    }),
    new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: "image/jpeg" }),
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => new Blob([bytes], { type: "image/webp" })),
);

const multipartPayload = (part: string, value: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .tuple(
          fc.oneof(value.map(json), fc.constantFrom(...MALFORMED_JSON)),
          fc.boolean(),
          filePart,
          fc.constantFrom(part, "other", part.toUpperCase()),
        )
        .map(([text, asBlob, file, name]) => {
          const parts: [string, string | Blob][] = [
            [name, asBlob ? new Blob([text], { type: "application/json" }) : text],
          ];
          if (file !== null) parts.push(["file", file]);
          return { kind: "form" as const, parts };
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...JSON_TYPES, ...NOT_JSON_TYPES), value)
        .map(([contentType, v]) => ({
          kind: "text" as const,
          contentType,
          text: json({ [part]: v }),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "multipart/form-data",
          "multipart/form-data; boundary=xyz",
          "multipart/mixed; boundary=xyz",
        )
        .map((contentType) => ({
          kind: "text" as const,
          contentType,
          text: `--xyz\r\nContent-Disposition: form-data; name="${part}"\r\n\r\n{"name":"x"`,
        })),
    },
  );

/** Hostile payloads for a call; calls without a body get stray bodies too. */
export function payloads(call: Call): fc.Arbitrary<Payload> {
  const value = fc.oneof(
    { weight: 4, arbitrary: hostileObject(call.fields ?? {}) },
    { weight: 1, arbitrary: wrongType },
  );
  const { body } = endpoints[call.endpoint];
  if (body.kind === "json") return jsonPayload(value);
  if (body.kind === "multipart") return multipartPayload(body.part, value);
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ kind: "none" as const }) },
    { weight: 1, arbitrary: jsonPayload(value) },
  );
}

export const queries = (names: string[] = []) =>
  fc
    .tuple(...names.map((name) => fc.option(hostileQueryValue.map((v) => [name, v] as const))))
    .map((pairs) =>
      pairs
        .filter((p) => p !== null)
        .map(([name, v]) => `${name}=${encodeQuery(v)}`)
        .join("&"),
    );

/** Like encodeURIComponent, but a lone surrogate travels as the bytes a sloppy client would send. */
function encodeQuery(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "")) + "%ED%A0%80";
  }
}

export { hostileString };
