import type { TestApp } from "../test/app";
import {
  buildArticle,
  buildArtist,
  buildComment,
  buildConcert,
  buildTicketRound,
} from "../test/factories";
import { adminForm } from "../test/images";
import { TEST_PASSWORD, type TestUser } from "../test/users";

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

export interface Call {
  path: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

export interface Row {
  /** The registered route, as `app.routes` names it: `METHOD /path/:param`. */
  route: string;
  /** Tells apart rows of one route (e.g. the artist and the concert favourite). */
  variant?: string;
  /** Statuses for anonymous, owner, other user, admin. */
  expect: [number, number, number, number];
  /** The request, built afresh for each actor. */
  call: (w: World, actor: Actor) => Call | Promise<Call>;
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(++sequence).toString(36)}`;

async function ownerSession(w: World) {
  const response = await w.t.request("/api/auth/login", {
    json: { email: w.owner.email, password: TEST_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`login failed: ${await response.text()}`);
  return (await response.json()) as { refreshToken: string };
}

async function ownerCalendarKey(w: World) {
  const response = await w.t.request("/api/favorites/calendar", { token: w.owner.token });
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
 * Every API call and who may make it. A route the app registers without a row here fails the
 * matrix test, and so does a row whose route is gone.
 */
export const PERMISSIONS: Row[] = [
  { route: "GET /api/health", expect: PUBLIC, call: () => ({ path: "/api/health" }) },

  // Accounts: open to all; the token a caller already holds changes nothing.
  {
    route: "POST /api/auth/signup",
    expect: [201, 201, 201, 201],
    call: () => {
      const id = unique();
      return {
        path: "/api/auth/signup",
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
    route: "POST /api/auth/login",
    expect: PUBLIC,
    call: (w) => ({
      path: "/api/auth/login",
      json: { email: w.owner.email, password: TEST_PASSWORD },
    }),
  },
  {
    route: "POST /api/auth/refresh",
    expect: PUBLIC,
    call: async (w) => ({ path: "/api/auth/refresh", json: await ownerSession(w) }),
  },
  {
    route: "POST /auth/refresh",
    expect: PUBLIC,
    call: async (w) => ({ path: "/auth/refresh", json: await ownerSession(w) }),
  },
  {
    route: "POST /api/auth/logout",
    expect: [204, 204, 204, 204],
    call: async (w) => ({ path: "/api/auth/logout", json: await ownerSession(w) }),
  },
  { route: "GET /api/auth/me", expect: SIGNED_IN(200), call: () => ({ path: "/api/auth/me" }) },
  {
    // A wrong current password: the field error, never a change of anyone's password.
    route: "POST /api/auth/password",
    expect: SIGNED_IN(422),
    call: () => ({
      path: "/api/auth/password",
      json: {
        currentPassword: "not-the-password",
        newPassword: "another-pass1!",
        confirmPassword: "another-pass1!",
      },
    }),
  },

  // The catalogue: public reads.
  { route: "GET /api/new-concerts", expect: PUBLIC, call: () => ({ path: "/api/new-concerts" }) },
  {
    route: "GET /api/new-concerts/:id",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/new-concerts/${w.concertId}` }),
  },
  {
    route: "GET /api/new-concerts/:id/predicted-setlist",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/new-concerts/${w.concertId}/predicted-setlist` }),
  },
  {
    route: "GET /api/new-concerts/:id/ticket-rounds",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/new-concerts/${w.concertId}/ticket-rounds` }),
  },
  {
    route: "GET /api/ticket-rounds/upcoming",
    expect: PUBLIC,
    call: () => ({ path: "/api/ticket-rounds/upcoming?days=7" }),
  },
  { route: "GET /api/artists", expect: PUBLIC, call: () => ({ path: "/api/artists" }) },
  {
    route: "GET /api/artists/:id",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/artists/${w.artistId}` }),
  },
  {
    route: "GET /api/artists/:id/concerts",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/artists/${w.artistId}/concerts` }),
  },
  {
    route: "GET /api/artists/:id/past-concerts",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/artists/${w.artistId}/past-concerts` }),
  },
  {
    route: "GET /api/artists/:id/past-concerts/:pastConcertId",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/artists/${w.artistId}/past-concerts/${w.pastConcertId}` }),
  },
  {
    route: "GET /api/artists/:id/song-ranking",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/artists/${w.artistId}/song-ranking` }),
  },
  {
    route: "GET /api/search",
    expect: PUBLIC,
    call: () => ({ path: `/api/search?keyword=${encodeURIComponent("테스트")}` }),
  },

  // Favourites: the signed-in fan's own; the calendar feed's key is its credential.
  {
    route: "GET /api/favorites/calendar.ics",
    variant: "with the owner's key",
    expect: PUBLIC,
    call: async (w) => ({ path: `/api/favorites/calendar.ics?key=${await ownerCalendarKey(w)}` }),
  },
  {
    route: "GET /api/favorites/calendar.ics",
    variant: "with a made-up key",
    expect: [404, 404, 404, 404],
    call: () => ({ path: "/api/favorites/calendar.ics?key=made-up-key-0123456789abcdef" }),
  },
  {
    route: "GET /api/favorites/calendar",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/favorites/calendar" }),
  },
  {
    route: "POST /api/favorites/calendar/key",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/favorites/calendar/key" }),
  },
  { route: "GET /api/favorites", expect: SIGNED_IN(200), call: () => ({ path: "/api/favorites" }) },
  ...(["artist", "concert"] as const).flatMap((target): Row[] => {
    const id = (w: World) => (target === "artist" ? w.artistId : w.concertId);
    return [
      {
        route: "POST /api/favorites/:target/:id",
        variant: target,
        expect: SIGNED_IN(201),
        call: (w) => ({ path: `/api/favorites/${target}/${id(w)}` }),
      },
      {
        route: "GET /api/favorites/:target/:id/check",
        variant: target,
        expect: SIGNED_IN(200),
        call: (w) => ({ path: `/api/favorites/${target}/${id(w)}/check` }),
      },
      {
        route: "DELETE /api/favorites/:target/:id",
        variant: target,
        expect: SIGNED_IN(200),
        call: (w) => ({ path: `/api/favorites/${target}/${id(w)}` }),
      },
    ];
  }),

  // The board: anyone reads; users write; the author edits; the author or an admin deletes.
  {
    route: "GET /api/articles/artist/:artistId",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/articles/artist/${w.artistId}` }),
  },
  {
    route: "GET /api/articles/:id",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/articles/${w.articleId}` }),
  },
  {
    route: "GET /api/articles/user",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/articles/user" }),
  },
  {
    route: "POST /api/articles",
    expect: SIGNED_IN(201),
    call: (w) => ({ path: "/api/articles", json: articleBody(w) }),
  },
  {
    route: "PUT /api/articles/:id",
    expect: [401, 200, 403, 403],
    call: (w) => ({ path: `/api/articles/${w.articleId}`, json: articleBody(w) }),
  },
  {
    route: "DELETE /api/articles/:id",
    expect: [401, 204, 403, 204],
    call: async (w) => {
      const article = await buildArticle(w.t.db.db, { artistId: w.artistId, userId: w.owner.id });
      return { path: `/api/articles/${article.id}` };
    },
  },
  {
    route: "GET /api/comments/article/:articleId",
    expect: PUBLIC,
    call: (w) => ({ path: `/api/comments/article/${w.articleId}` }),
  },
  {
    route: "GET /api/comments/user",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/comments/user" }),
  },
  {
    route: "POST /api/comments",
    expect: SIGNED_IN(201),
    call: (w) => ({ path: "/api/comments", json: { articleId: w.articleId, content: "좋아요" } }),
  },
  {
    route: "PUT /api/comments/:id",
    expect: [401, 200, 403, 403],
    call: (w) => ({ path: `/api/comments/${w.commentId}`, json: { content: "고친 댓글" } }),
  },
  {
    route: "DELETE /api/comments/:id",
    expect: [401, 204, 403, 204],
    call: async (w) => {
      const comment = await buildComment(w.t.db.db, {
        articleId: w.articleId,
        userId: w.owner.id,
      });
      return { path: `/api/comments/${comment.id}` };
    },
  },

  // Administration: admins only.
  {
    route: "POST /api/admin/artist",
    expect: ADMIN_ONLY(201),
    call: () => ({ path: "/api/admin/artist", form: adminForm("artist", { name: "New Artist" }) }),
  },
  {
    route: "PUT /api/admin/artists/:id",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const artist = await buildArtist(w.t.db.db);
      return {
        path: `/api/admin/artists/${artist.id}`,
        form: adminForm("artist", { name: "Renamed Artist" }),
      };
    },
  },
  {
    route: "DELETE /api/admin/artists/:id",
    expect: ADMIN_ONLY(204),
    call: async (w) => ({ path: `/api/admin/artists/${(await buildArtist(w.t.db.db)).id}` }),
  },
  {
    route: "POST /api/admin/artists/:mbid/sync",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ path: `/api/admin/artists/${w.mbid}/sync` }),
  },
  {
    route: "POST /api/admin/artists/:artistId/predict-setlist",
    expect: ADMIN_ONLY(200),
    call: (w) => ({
      path: `/api/admin/artists/${w.artistId}/predict-setlist?newConcertId=${w.concertId}`,
    }),
  },
  {
    route: "POST /api/admin/new-concert",
    expect: ADMIN_ONLY(201),
    call: (w) => ({ path: "/api/admin/new-concert", form: concertPart(w) }),
  },
  {
    route: "PUT /api/admin/new-concert/:id",
    expect: ADMIN_ONLY(200),
    call: (w) => ({ path: `/api/admin/new-concert/${w.concertId}`, form: concertPart(w) }),
  },
  {
    route: "DELETE /api/admin/new-concerts/:id",
    expect: ADMIN_ONLY(204),
    call: async (w) => {
      const concert = await buildConcert(w.t.db.db, { artistId: w.artistId });
      return { path: `/api/admin/new-concerts/${concert.id}` };
    },
  },
  {
    route: "POST /api/admin/new-concerts/:id/ticket-rounds",
    expect: ADMIN_ONLY(201),
    call: (w) => ({
      path: `/api/admin/new-concerts/${w.concertId}/ticket-rounds`,
      json: roundBody,
    }),
  },
  {
    route: "PUT /api/admin/ticket-rounds/:id",
    expect: ADMIN_ONLY(200),
    call: async (w) => {
      const round = await buildTicketRound(w.t.db.db, { newConcertId: w.concertId });
      return { path: `/api/admin/ticket-rounds/${round.id}`, json: roundBody };
    },
  },
  {
    route: "DELETE /api/admin/ticket-rounds/:id",
    expect: ADMIN_ONLY(204),
    call: async (w) => {
      const round = await buildTicketRound(w.t.db.db, { newConcertId: w.concertId });
      return { path: `/api/admin/ticket-rounds/${round.id}` };
    },
  },
  {
    route: "PUT /api/admin/new-concerts/:id/prices",
    expect: ADMIN_ONLY(200),
    call: (w) => ({
      path: `/api/admin/new-concerts/${w.concertId}/prices`,
      json: [{ grade: "R", price: 165_000 }],
    }),
  },
  // Alerts: each user's own settings and inbox.
  {
    route: "GET /api/alerts/settings",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/alerts/settings" }),
  },
  {
    route: "PUT /api/alerts/settings",
    expect: SIGNED_IN(200),
    call: () => ({
      path: "/api/alerts/settings",
      json: { reminderOffsets: [60], newConcertOfFavoriteArtist: true, concertChanges: true },
    }),
  },
  {
    route: "GET /api/notifications",
    expect: SIGNED_IN(200),
    call: () => ({ path: "/api/notifications" }),
  },
  {
    route: "POST /api/notifications/read",
    expect: SIGNED_IN(204),
    call: () => ({ path: "/api/notifications/read", json: { all: true } }),
  },
  // Web Push: the key is public; a subscription is its user's.
  {
    route: "GET /api/push/public-key",
    expect: PUBLIC,
    call: () => ({ path: "/api/push/public-key" }),
  },
  {
    route: "POST /api/push/subscriptions",
    expect: [401, 201, 201, 201],
    call: () => ({ path: "/api/push/subscriptions", json: pushSubscriptionBody() }),
  },
  {
    route: "DELETE /api/push/subscriptions",
    expect: SIGNED_IN(204),
    call: () => ({
      path: "/api/push/subscriptions",
      json: { endpoint: "https://fcm.googleapis.com/fcm/send/gone" },
    }),
  },
  // Last: it ends every session of the caller, whose token the rows above still use.
  {
    route: "POST /api/auth/logout-all",
    expect: SIGNED_IN(204),
    call: () => ({ path: "/api/auth/logout-all", json: {} }),
  },
];
