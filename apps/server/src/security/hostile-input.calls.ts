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
  articleId: number;
  commentId: number;
  mbid: string;
}

type Body = "none" | "json" | "multipart";
type Access = "public" | "user" | "admin";

/** One API call of the contract, with how to build hostile paths and bodies for it. */
export interface Call {
  name: string;
  method: string;
  access: Access;
  body: Body;
  path: (f: Fixture) => fc.Arbitrary<string>;
  query?: string[];
  /** Fields of the JSON body (or of the multipart's JSON part), as plausible values. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** The multipart's JSON part name. */
  part?: string;
}

const fixed = (path: string) => () => fc.constant(path);
/** A path with hostile ids; `deletes` leaves out the existing ids, which would be removed. */
const withIds =
  (template: (...ids: string[]) => string, ids: (f: Fixture) => number[][], deletes = false) =>
  (f: Fixture) =>
    fc
      .tuple(...ids(f).map((valid) => hostileIdSegment(deletes ? [9_999_999] : valid)))
      .map((segments) => template(...segments));

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
  const page = ["limit", "cursor"];
  const email = fc.constantFrom("fan@example.com", "not-an-email", "a@b.c");
  const password = fc.constantFrom("password-1!", "short", "x".repeat(65));
  const refresh = { refreshToken: fc.constantFrom("abc", "x".repeat(43)) };

  return [
    {
      name: "concert list",
      method: "GET",
      access: "public",
      body: "none",
      path: fixed("/api/new-concerts"),
      query: ["genre", ...page],
    },
    {
      name: "concert",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/new-concerts/${id}`,
        () => [concert],
      ),
    },
    {
      name: "predicted setlist",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/new-concerts/${id}/predicted-setlist`,
        () => [concert],
      ),
    },
    {
      name: "ticket rounds",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/new-concerts/${id}/ticket-rounds`,
        () => [concert],
      ),
    },
    {
      name: "upcoming ticket rounds",
      method: "GET",
      access: "public",
      body: "none",
      path: fixed("/api/ticket-rounds/upcoming"),
      query: ["days"],
    },
    {
      name: "artist list",
      method: "GET",
      access: "public",
      body: "none",
      path: fixed("/api/artists"),
    },
    {
      name: "artist",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/artists/${id}`,
        () => [artist],
      ),
    },
    {
      name: "artist concerts",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/artists/${id}/concerts`,
        () => [artist],
      ),
    },
    {
      name: "past concerts",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/artists/${id}/past-concerts`,
        () => [artist],
      ),
    },
    {
      name: "past concert",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (a, p) => `/api/artists/${a}/past-concerts/${p}`,
        (x) => [artist, [x.pastConcertId]],
      ),
    },
    {
      name: "song ranking",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/artists/${id}/song-ranking`,
        () => [artist],
      ),
    },
    {
      name: "artist articles",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/articles/artist/${id}`,
        () => [artist],
      ),
      query: page,
    },
    {
      name: "article",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/articles/${id}`,
        (x) => [[x.articleId]],
      ),
    },
    {
      name: "article comments",
      method: "GET",
      access: "public",
      body: "none",
      path: withIds(
        (id) => `/api/comments/article/${id}`,
        (x) => [[x.articleId]],
      ),
      query: page,
    },
    {
      name: "search",
      method: "GET",
      access: "public",
      body: "none",
      path: fixed("/api/search"),
      query: ["keyword", ...page],
    },
    {
      name: "calendar feed",
      method: "GET",
      access: "public",
      body: "none",
      path: fixed("/api/favorites/calendar.ics"),
      query: ["key"],
    },

    {
      name: "signup",
      method: "POST",
      access: "public",
      body: "json",
      path: fixed("/api/auth/signup"),
      fields: { email, nickname: plausibleText, password, confirmPassword: password },
    },
    {
      name: "login",
      method: "POST",
      access: "public",
      body: "json",
      path: fixed("/api/auth/login"),
      fields: { email, password },
    },
    {
      name: "refresh",
      method: "POST",
      access: "public",
      body: "json",
      path: fixed("/api/auth/refresh"),
      fields: refresh,
    },
    {
      name: "refresh (spec path)",
      method: "POST",
      access: "public",
      body: "json",
      path: fixed("/auth/refresh"),
      fields: refresh,
    },
    {
      name: "logout",
      method: "POST",
      access: "public",
      body: "json",
      path: fixed("/api/auth/logout"),
      fields: refresh,
    },
    { name: "me", method: "GET", access: "user", body: "none", path: fixed("/api/auth/me") },

    {
      name: "my articles",
      method: "GET",
      access: "user",
      body: "none",
      path: fixed("/api/articles/user"),
      query: page,
    },
    {
      name: "create article",
      method: "POST",
      access: "user",
      body: "json",
      path: fixed("/api/articles"),
      fields: { ...articleFields, artistId: plausibleId((x) => x.artistId)(f) },
    },
    {
      name: "update article",
      method: "PUT",
      access: "user",
      body: "json",
      path: withIds(
        (id) => `/api/articles/${id}`,
        (x) => [[x.articleId]],
      ),
      fields: articleFields,
    },
    {
      name: "delete article",
      method: "DELETE",
      access: "user",
      body: "none",
      path: withIds(
        (id) => `/api/articles/${id}`,
        (x) => [[x.articleId]],
        true,
      ),
    },
    {
      name: "my comments",
      method: "GET",
      access: "user",
      body: "none",
      path: fixed("/api/comments/user"),
      query: page,
    },
    {
      name: "create comment",
      method: "POST",
      access: "user",
      body: "json",
      path: fixed("/api/comments"),
      fields: { articleId: plausibleId((x) => x.articleId)(f), content: plausibleText },
    },
    {
      name: "update comment",
      method: "PUT",
      access: "user",
      body: "json",
      path: withIds(
        (id) => `/api/comments/${id}`,
        (x) => [[x.commentId]],
      ),
      fields: { content: plausibleText },
    },
    {
      name: "delete comment",
      method: "DELETE",
      access: "user",
      body: "none",
      path: withIds(
        (id) => `/api/comments/${id}`,
        (x) => [[x.commentId]],
        true,
      ),
    },

    {
      name: "favourites",
      method: "GET",
      access: "user",
      body: "none",
      path: fixed("/api/favorites"),
      query: page,
    },
    ...(["artist", "concert"] as const).flatMap((target): Call[] => {
      const valid = target === "artist" ? artist : concert;
      const path = withIds(
        (id) => `/api/favorites/${target}/${id}`,
        () => [valid],
      );
      return [
        { name: `add ${target} favourite`, method: "POST", access: "user", body: "none", path },
        {
          name: `remove ${target} favourite`,
          method: "DELETE",
          access: "user",
          body: "none",
          path,
        },
        {
          name: `check ${target} favourite`,
          method: "GET",
          access: "user",
          body: "none",
          path: withIds(
            (id) => `/api/favorites/${target}/${id}/check`,
            () => [valid],
          ),
        },
      ];
    }),
    {
      name: "calendar url",
      method: "GET",
      access: "user",
      body: "none",
      path: fixed("/api/favorites/calendar"),
    },
    {
      name: "new calendar key",
      method: "POST",
      access: "user",
      body: "none",
      path: fixed("/api/favorites/calendar/key"),
    },

    {
      name: "create artist",
      method: "POST",
      access: "admin",
      body: "multipart",
      path: fixed("/api/admin/artist"),
      part: "artist",
      fields: artistFields,
    },
    {
      name: "update artist",
      method: "PUT",
      access: "admin",
      body: "multipart",
      path: withIds(
        (id) => `/api/admin/artists/${id}`,
        () => [artist],
      ),
      part: "artist",
      fields: artistFields,
    },
    {
      name: "delete artist",
      method: "DELETE",
      access: "admin",
      body: "none",
      path: withIds(
        (id) => `/api/admin/artists/${id}`,
        () => [artist],
        true,
      ),
    },
    {
      name: "sync artist",
      method: "POST",
      access: "admin",
      body: "none",
      path: (x) =>
        fc
          .oneof(
            fc.constant(x.mbid),
            fc.constantFrom(
              "unknown",
              "%00",
              x.mbid.toUpperCase(),
              `${x.mbid}%00`,
              "%ED%A0%80",
              "%20",
            ),
            hostileIdSegment([]),
          )
          .map((mbid) => `/api/admin/artists/${mbid}/sync`),
    },
    {
      name: "create concert",
      method: "POST",
      access: "admin",
      body: "multipart",
      path: fixed("/api/admin/new-concert"),
      part: "newConcert",
      fields: concertFields,
    },
    {
      name: "update concert",
      method: "PUT",
      access: "admin",
      body: "multipart",
      path: withIds(
        (id) => `/api/admin/new-concert/${id}`,
        () => [concert],
      ),
      part: "newConcert",
      fields: concertFields,
    },
    {
      name: "delete concert",
      method: "DELETE",
      access: "admin",
      body: "none",
      path: withIds(
        (id) => `/api/admin/new-concerts/${id}`,
        () => [concert],
        true,
      ),
    },
    {
      name: "create ticket round",
      method: "POST",
      access: "admin",
      body: "json",
      path: withIds(
        (id) => `/api/admin/new-concerts/${id}/ticket-rounds`,
        () => [concert],
      ),
      fields: roundFields,
    },
    {
      name: "delete ticket round",
      method: "DELETE",
      access: "admin",
      body: "none",
      path: withIds(
        (id) => `/api/admin/ticket-rounds/${id}`,
        () => [[9_999_999]],
        true,
      ),
    },
    {
      name: "alert settings",
      method: "PUT",
      access: "user",
      body: "json",
      path: fixed("/api/alerts/settings"),
      fields: {
        reminderOffsets: fc.constantFrom([1440, 60, 10], [], [0], [10_081], [10, 10], "10", [1.5]),
        newConcertOfFavoriteArtist: fc.constantFrom(true, false, "true", null),
        concertChanges: fc.constantFrom(true, false, 0),
      },
    },
    {
      name: "notifications",
      method: "GET",
      access: "user",
      body: "none",
      path: fixed("/api/notifications"),
      query: page,
    },
    {
      name: "mark notifications read",
      method: "POST",
      access: "user",
      body: "json",
      path: fixed("/api/notifications/read"),
      fields: {
        ids: fc.constantFrom([1], [], ["1"], [0], "1"),
        all: fc.constantFrom(true, false, "true"),
      },
    },
    {
      name: "push subscribe",
      method: "POST",
      access: "user",
      body: "json",
      path: fixed("/api/push/subscriptions"),
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
      name: "push unsubscribe",
      method: "DELETE",
      access: "user",
      body: "json",
      path: fixed("/api/push/subscriptions"),
      fields: { endpoint: fc.constantFrom("https://fcm.googleapis.com/fcm/send/a", "", null) },
    },
    {
      name: "predict setlist",
      method: "POST",
      access: "admin",
      body: "none",
      path: withIds(
        (id) => `/api/admin/artists/${id}/predict-setlist`,
        () => [artist],
      ),
      query: ["newConcertId"],
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
  if (call.body === "json") return jsonPayload(value);
  if (call.body === "multipart") return multipartPayload(call.part ?? "json", value);
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
