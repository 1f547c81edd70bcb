import {
  type EndpointName,
  type Endpoints,
  type UrlParts,
  endpoints,
  urlOf,
} from "@naehan/contract";
import { sql } from "drizzle-orm";
import { queryRows } from "../../db/client";
import type { TestApp } from "../app";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  buildImportCandidate,
  buildTicketRound,
} from "../factories";
import { createImportRun } from "../../modules/imports/kopis-import";
import { adminForm } from "../images";
import { TEST_PASSWORD, type TestUser } from "../users";

/** Who calls: nobody signed in, the author of the post/comment involved, another user, an admin. */
export const ACTORS = ["anonymous", "owner", "other", "admin"] as const;
export type Actor = (typeof ACTORS)[number];

/** What the rows call against, built once; rows that destroy state build their own. */
export interface World {
  t: TestApp;
  owner: TestUser;
  other: TestUser;
  admin: TestUser;
  /** Has an mbid the setlist.fm stand-in knows, a concert, a past concert and a post. */
  artistId: number;
  mbid: string;
  concertId: number;
  pastConcertId: number;
  /** The owner's post and the owner's comment on it. */
  articleId: number;
  commentId: number;
}

/** A request to an endpoint: what fills its path and query, and what it sends. */
export type Call<N extends EndpointName = EndpointName> = UrlParts<Endpoints[N]> & {
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
};

interface RowOf<N extends EndpointName> {
  endpoint: N;
  /** Tells apart rows of one endpoint (e.g. the artist and the concert favourite). */
  variant?: string;
  /** Statuses for anonymous, owner, other user, admin: written out, never derived from `access`. */
  expect: [number, number, number, number];
  /** The request, built afresh for each actor. */
  call: (w: World, actor: Actor) => Call<N> | Promise<Call<N>>;
}
export type Row = { [N in EndpointName]: RowOf<N> }[EndpointName];

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

async function ownerSession(w: World) {
  const response = await w.t.request(urlOf(endpoints.login), {
    json: { email: w.owner.email, password: TEST_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  return (await response.json()) as { refreshToken: string };
}

async function ownerCalendarKey(w: World) {
  const response = await w.t.request(urlOf(endpoints.getCalendarFeed), { token: w.owner.token });
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("key") ?? "";
}

const articleBody = (w: World) => ({
  title: "매트릭스 글",
  content: "권한 확인용",
  categoryType: "FREE_BOARD",
  artistId: w.artistId,
  newConcertId: 0,
});

const concertPart = (w: World) =>
  adminForm("newConcert", {
    artistId: w.artistId,
    title: "매트릭스 공연",
    startDate: "2027-09-01",
    venueName: "KSPO DOME",
    cityName: "서울",
    genre: "POP",
  });

const roundBody = {
  kind: "GENERAL",
  vendor: "NOL 티켓",
  opensAt: "2027-09-01T20:00",
  url: "https://tickets.interpark.com/",
};

/** A new device each time (a second subscription of one endpoint answers 200). */
const pushSubscriptionBody = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${unique()}`,
  keys: {
    p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString("base64url"),
    auth: Buffer.alloc(16, 7).toString("base64url"),
  },
});

const PUBLIC: Row["expect"] = [200, 200, 200, 200];
const SIGNED_IN = (status: number): Row["expect"] => [401, status, status, status];
const ADMIN_ONLY = (status: number): Row["expect"] => [401, 403, 403, status];

/**
 * Every API call and who may make it, by endpoint name. An endpoint of the contract's table
 * without a row here fails the matrix test.
 */
export const PERMISSIONS: Row[] = [
  { endpoint: "health", expect: PUBLIC, call: () => ({}) },

  // Accounts: open to all; the token a caller already holds changes nothing.
  {
    endpoint: "signup",
    expect: [201, 201, 201, 201],
    call: () => {
      const id = unique();
      return {
        json: {
          email: `matrix-${id}@example.com`,
          nickname: `매트릭스${id}`.slice(0, 20),
          password: "secret-pass1!",
          confirmPassword: "secret-pass1!",
        },
      };
    },
  },
  {
    endpoint: "login",
    expect: PUBLIC,
    call: (w) => ({ json: { email: w.owner.email, password: TEST_PASSWORD } }),
  },
  { endpoint: "refresh", expect: PUBLIC, call: async (w) => ({ json: await ownerSession(w) }) },
  {
    endpoint: "refreshAtSpecPath",
    expect: PUBLIC,
    call: async (w) => ({ json: await ownerSession(w) }),
  },
  {
    endpoint: "logout",
    expect: [204, 204, 204, 204],
    call: async (w) => ({ json: await ownerSession(w) }),
  },
  { endpoint: "me", expect: SIGNED_IN(200), call: () => ({}) },
  {
    // Every actor here has a password already: a second one is refused, never set.
    endpoint: "setPassword",
    expect: SIGNED_IN(409),
    call: () => ({
      json: {
        email: `matrix-${unique()}@example.com`,
        newPassword: "another-pass1!",
        confirmPassword: "another-pass1!",
      },
    }),
  },

  // 비밀번호 찾기: the same answer for everyone; a token never issued changes nothing.
  {
    endpoint: "requestPasswordReset",
    expect: [202, 202, 202, 202],
    call: () => ({ json: { email: `nobody-${unique()}@example.com` } }),
  },
  {
    endpoint: "resetPassword",
    expect: [400, 400, 400, 400],
    call: () => ({
      json: {
        token: "never-issued",
        newPassword: "another-pass1!",
        confirmPassword: "another-pass1!",
      },
    }),
  },

  // Kakao and Naver sign-in: browser navigations answer with redirects, the exchanges refuse codes
  // they never issued; linking is one's own.
  { endpoint: "authProviders", expect: PUBLIC, call: () => ({}) },
  {
    endpoint: "oauthStart",
    expect: [302, 302, 302, 302],
    call: () => ({ params: { provider: "kakao" }, query: { returnTo: "/my" } }),
  },
  {
    endpoint: "oauthCallback",
    expect: [302, 302, 302, 302],
    call: () => ({ params: { provider: "naver" }, query: { code: "x", state: "y" } }),
  },
  {
    endpoint: "oauthComplete",
    expect: [400, 400, 400, 400],
    call: () => ({ params: { provider: "kakao" }, json: { code: "never-issued" } }),
  },
  {
    endpoint: "oauthSignup",
    expect: [400, 400, 400, 400],
    call: () => ({
      params: { provider: "kakao" },
      json: {
        signupTicket: "never-issued",
        nickname: `티켓없음${unique()}`.slice(0, 20),
        agreeTerms: true,
        agreePrivacy: true,
      },
    }),
  },
  { endpoint: "linkedAccounts", expect: SIGNED_IN(200), call: () => ({}) },
  {
    endpoint: "linkAccount",
    expect: SIGNED_IN(200),
    call: () => ({ params: { provider: "kakao" } }),
  },
  {
    endpoint: "unlinkAccount",
    expect: SIGNED_IN(404),
    call: () => ({ params: { provider: "naver" } }),
  },
  {
    // A wrong current password: the field error, never a change of anyone's password.
    endpoint: "changePassword",
    expect: SIGNED_IN(422),
    call: () => ({
      json: {
        currentPassword: "not-the-password",
        newPassword: "another-pass1!",
        confirmPassword: "another-pass1!",
      },
    }),
  },

  // The catalogue: public reads.
  { endpoint: "listConcerts", expect: PUBLIC, call: () => ({}) },
  { endpoint: "getConcert", expect: PUBLIC, call: (w) => ({ params: { id: w.concertId } }) },
  {
    endpoint: "getPredictedSetlist",
    expect: PUBLIC,
    call: (w) => ({ params: { id: w.concertId } }),
  },
  { endpoint: "listArtists", expect: PUBLIC, call: () => ({}) },
  { endpoint: "getArtist", expect: PUBLIC, call: (w) => ({ params: { id: w.artistId } }) },
  {
    endpoint: "listArtistConcerts",
    expect: PUBLIC,
    call: (w) => ({ params: { id: w.artistId } }),
  },
  { endpoint: "listTicketRounds", expect: PUBLIC, call: (w) => ({ params: { id: w.concertId } }) },
  { endpoint: "listUpcomingRounds", expect: PUBLIC, call: () => ({ query: { days: "7" } }) },
  { endpoint: "getPredictionAccuracy", expect: PUBLIC, call: () => ({}) },
  { endpoint: "listPastConcerts", expect: PUBLIC, call: (w) => ({ params: { id: w.artistId } }) },
  {
    endpoint: "getPastConcert",
    expect: PUBLIC,
    call: (w) => ({ params: { id: w.artistId, pastConcertId: w.pastConcertId } }),
  },
  { endpoint: "getSongRanking", expect: PUBLIC, call: (w) => ({ params: { id: w.artistId } }) },
  { endpoint: "search", expect: PUBLIC, call: () => ({ query: { keyword: "테스트" } }) },

  // Favourites: the signed-in fan's own; the calendar feed's key is its credential.
  {
    endpoint: "calendarFile",
    variant: "with the owner's key",
    expect: PUBLIC,
    call: async (w) => ({ query: { key: await ownerCalendarKey(w) } }),
  },
  {
    endpoint: "calendarFile",
    variant: "with a made-up key",
    expect: [404, 404, 404, 404],
    call: () => ({ query: { key: "made-up-key-0123456789abcdef" } }),
  },
  { endpoint: "getCalendarFeed", expect: SIGNED_IN(200), call: () => ({}) },
  { endpoint: "renewCalendarFeed", expect: SIGNED_IN(200), call: () => ({}) },
  { endpoint: "listFavorites", expect: SIGNED_IN(200), call: () => ({}) },
  ...(["artist", "concert"] as const).flatMap((target): Row[] => {
    const params = (w: World) => ({ target, id: target === "artist" ? w.artistId : w.concertId });
    return [
      {
        endpoint: "addFavorite",
        variant: target,
        expect: SIGNED_IN(201),
        call: (w) => ({ params: params(w) }),
      },
      {
        endpoint: "checkFavorite",
        variant: target,
        expect: SIGNED_IN(200),
        call: (w) => ({ params: params(w) }),
      },
      {
        endpoint: "removeFavorite",
        variant: target,
        expect: SIGNED_IN(200),
        call: (w) => ({ params: params(w) }),
      },
    ];
  }),

  // The board: anyone reads; users write; the author edits; the author or an admin deletes.
  {
    endpoint: "listArtistArticles",
    expect: PUBLIC,
    call: (w) => ({ params: { artistId: w.artistId } }),
  },
  { endpoint: "getArticle", expect: PUBLIC, call: (w) => ({ params: { id: w.articleId } }) },
  { endpoint: "listMyArticles", expect: SIGNED_IN(200), call: () => ({}) },
  { endpoint: "createArticle", expect: SIGNED_IN(201), call: (w) => ({ json: articleBody(w) }) },
  {
    endpoint: "updateArticle",
    expect: [401, 200, 403, 403],
    call: (w) => ({ params: { id: w.articleId }, json: articleBody(w) }),
  },
  {
    endpoint: "deleteArticle",
    expect: [401, 204, 403, 204],
    call: async (w) => {
      const article = await buildArticle(w.t.db.db, { artistId: w.artistId, userId: w.owner.id });
      return { params: { id: article.id } };
    },
  },
  {
    endpoint: "listArticleComments",
    expect: PUBLIC,
    call: (w) => ({ params: { articleId: w.articleId } }),
  },
  { endpoint: "listMyComments", expect: SIGNED_IN(200), call: () => ({}) },
  {
    endpoint: "createComment",
    expect: SIGNED_IN(201),
    call: (w) => ({ json: { articleId: w.articleId, content: "좋아요" } }),
  },
  {
    endpoint: "updateComment",
    expect: [401, 200, 403, 403],
    call: (w) => ({ params: { id: w.commentId }, json: { content: "고친 댓글" } }),
  },
  {
    endpoint: "deleteComment",
    expect: [401, 204, 403, 204],
    call: async (w) => {
      const comment = await buildComment(w.t.db.db, {
        articleId: w.articleId,
        userId: w.owner.id,
      });
      return { params: { id: comment.id } };
    },
  },

  // Administration: admins only.
  {
    endpoint: "createArtist",
    expect: ADMIN_ONLY(201),
    call: () => ({ form: adminForm("artist", { name: "New Artist" }) }),
  },
  {
    endpoint: "updateArtist",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const artist = await buildArtist(w.t.db.db);
      return { params: { id: artist.id }, form: adminForm("artist", { name: "Renamed Artist" }) };
    },
  },
  {
    endpoint: "deleteArtist",
    expect: ADMIN_ONLY(204),
    call: async (w) => ({ params: { id: (await buildArtist(w.t.db.db)).id } }),
  },
  { endpoint: "syncArtist", expect: ADMIN_ONLY(200), call: (w) => ({ params: { mbid: w.mbid } }) },
  {
    endpoint: "listArtistSongs",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ params: { id: w.artistId } }),
  },
  {
    endpoint: "updateSongReading",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const [song] = await queryRows<{ id: number }>(w.t.db.db, sql`select id from songs limit 1`);
      return { params: { id: song?.id ?? 0 }, json: { reading: "읽기" } };
    },
  },
  {
    endpoint: "searchSetlistFmArtists",
    expect: ADMIN_ONLY(200),
    call: () => ({ query: { name: "Coldplay" } }),
  },
  {
    endpoint: "predictSetlist",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ params: { artistId: w.artistId }, query: { newConcertId: w.concertId } }),
  },
  {
    endpoint: "getActualSetlist",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ params: { id: w.concertId } }),
  },
  {
    endpoint: "linkActualSetlist",
    // The world's past concert is not within a day of its concert: refused, after the role check.
    expect: ADMIN_ONLY(422),
    call: (w) => ({ params: { id: w.concertId }, json: { pastConcertId: w.pastConcertId } }),
  },
  {
    endpoint: "enterActualSetlist",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const concert = await buildConcert(w.t.db.db, {
        artistId: w.artistId,
        startDate: "2025-05-01",
        endDate: "2025-05-01",
      });
      return { params: { id: concert.id }, json: { songs: [{ title: "매트릭스 곡" }] } };
    },
  },
  { endpoint: "createConcert", expect: ADMIN_ONLY(201), call: (w) => ({ form: concertPart(w) }) },
  {
    endpoint: "updateConcert",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ params: { id: w.concertId }, form: concertPart(w) }),
  },
  {
    endpoint: "deleteConcert",
    expect: ADMIN_ONLY(204),
    call: async (w) => {
      const concert = await buildConcert(w.t.db.db, { artistId: w.artistId });
      return { params: { id: concert.id } };
    },
  },
  {
    endpoint: "createTicketRound",
    expect: ADMIN_ONLY(201),
    call: (w) => ({ params: { id: w.concertId }, json: roundBody }),
  },
  {
    endpoint: "updateTicketRound",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const round = await buildTicketRound(w.t.db.db, { newConcertId: w.concertId });
      return { params: { id: round.id }, json: roundBody };
    },
  },
  {
    endpoint: "deleteTicketRound",
    expect: ADMIN_ONLY(204),
    call: async (w) => {
      const round = await buildTicketRound(w.t.db.db, { newConcertId: w.concertId });
      return { params: { id: round.id } };
    },
  },
  {
    endpoint: "parseTicketNotice",
    expect: ADMIN_ONLY(200),
    call: () => ({ json: { text: "일반 예매: 2027.03.05(금) 20:00\n예매처: 멜론티켓" } }),
  },
  // The KOPIS import: the test app has no key, so even the admin is told why (503).
  { endpoint: "startKopisImport", expect: ADMIN_ONLY(503), call: () => ({}) },
  {
    endpoint: "getKopisImport",
    expect: ADMIN_ONLY(200),
    call: async (w) => ({ params: { runId: await createImportRun(w.t.db.db) } }),
  },
  { endpoint: "listImportCandidates", expect: ADMIN_ONLY(200), call: () => ({}) },
  {
    endpoint: "approveImportCandidate",
    expect: ADMIN_ONLY(201),
    call: async (w) => {
      const candidate = await buildImportCandidate(w.t.db.db);
      return { params: { id: candidate.id }, json: { artistId: w.artistId, genre: "POP" } };
    },
  },
  {
    endpoint: "dismissImportCandidate",
    expect: ADMIN_ONLY(204),
    call: async (w) => ({ params: { id: (await buildImportCandidate(w.t.db.db)).id } }),
  },
  {
    endpoint: "saveTicketPrices",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ params: { id: w.concertId }, json: [{ grade: "R", price: 165_000 }] }),
  },
  // Alerts: each user's own settings and inbox.
  { endpoint: "getAlertSettings", expect: SIGNED_IN(200), call: () => ({}) },
  ...(["checkResaleWatch", "watchResale", "unwatchResale"] as const).map((endpoint): Row => ({
    endpoint,
    expect: SIGNED_IN(200),
    call: (w) => ({ params: { id: w.concertId } }),
  })),
  {
    endpoint: "saveAlertSettings",
    expect: SIGNED_IN(200),
    call: () => ({
      json: { reminderOffsets: [60], newConcertOfFavoriteArtist: true, concertChanges: true },
    }),
  },
  {
    endpoint: "requestArtist",
    expect: SIGNED_IN(200),
    call: () => ({ json: { name: "Taylor Swift" } }),
  },
  { endpoint: "listArtistRequests", expect: ADMIN_ONLY(200), call: () => ({}) },
  { endpoint: "listNotifications", expect: SIGNED_IN(200), call: () => ({}) },
  {
    endpoint: "markNotificationsRead",
    expect: SIGNED_IN(204),
    call: () => ({ json: { all: true } }),
  },
  // Web Push: the key is public; a subscription is its user's.
  { endpoint: "getPushPublicKey", expect: PUBLIC, call: () => ({}) },
  {
    endpoint: "subscribePush",
    expect: [401, 201, 201, 201],
    call: () => ({ json: pushSubscriptionBody() }),
  },
  {
    endpoint: "unsubscribePush",
    expect: SIGNED_IN(204),
    call: () => ({ json: { endpoint: "https://fcm.googleapis.com/fcm/send/gone" } }),
  },

  // Last: it ends every session of the caller, whose token the rows above still use.
  { endpoint: "logoutEverywhere", expect: SIGNED_IN(204), call: () => ({}) },
];

/** The request a row makes: its endpoint's method, and the URL built from the table. */
export async function requestOf(row: Row, w: World, actor: Actor) {
  const { params, query, ...rest } = (await row.call(w, actor)) as Call;
  const endpoint = endpoints[row.endpoint];
  const url = (urlOf as (e: typeof endpoint, parts: object) => string)(endpoint, { params, query });
  return { method: endpoint.method, url, ...rest };
}
