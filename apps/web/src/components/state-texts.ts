/** What a screen says while its data loads, when it fails, and when there is none. */
export interface StateTexts {
  loading?: string;
  failed: string;
  empty?: string;
  /** For a 404: the thing asked for is not there. */
  notFound?: string;
  /** For a 401: the list is the signed-in fan's, and the session is gone. */
  loginRequired?: string;
}

const ARTICLES = {
  loading: "Loading articles...",
  failed: "Failed to load articles. Please try again later.",
  empty: "No articles available.",
};
const COMMENTS = {
  loading: "Loading comments...",
  failed: "Failed to load comments. Please try again later.",
  empty: "No comments available.",
};
const LOGIN_REQUIRED = "Login required";

/**
 * The spec's texts for every screen's states (its error catalogue, §8), and ours where it has
 * none: the one place they are written.
 */
export const STATE_TEXTS = {
  concerts: { failed: "Failed to load concert data.", empty: "콘서트 정보가 없습니다." },
  concert: { failed: "Failed to load concert data.", notFound: "공연을 찾을 수 없습니다." },
  importCandidates: {
    loading: "후보를 불러오는 중…",
    failed: "공연 후보를 불러오지 못했습니다.",
    empty: "검토할 새 공연 후보가 없습니다. KOPIS에서 가져오기를 눌러 보세요.",
  },
  artistRequests: {
    loading: "요청을 불러오는 중…",
    failed: "내한 요청을 불러오지 못했습니다.",
    empty: "아직 들어온 내한 요청이 없습니다.",
  },
  artist: { failed: "Failed to load artist data.", notFound: "아티스트를 찾을 수 없습니다." },
  pastConcerts: {
    failed: "Unable to load the past concerts.",
    empty: "No past concerts available.",
    notFound: "아티스트를 찾을 수 없습니다.",
  },
  setlist: { failed: "Failed to load setlist.", empty: "No setlist available." },
  ranking: { failed: "Failed to load ranklist.", empty: "No ranklist data available." },
  articles: { ...ARTICLES, notFound: "게시글을 찾을 수 없습니다." },
  comments: COMMENTS,
  myArticles: { ...ARTICLES, loginRequired: LOGIN_REQUIRED },
  myComments: { ...COMMENTS, loginRequired: LOGIN_REQUIRED },
  search: { loading: "검색 중…", failed: "Failed to fetch search results." },
  favorites: { failed: "즐겨찾기 데이터를 불러오지 못했습니다." },
  inbox: { failed: "알림을 불러오지 못했습니다.", empty: "받은 알림이 없습니다." },
  alertSettings: { failed: "알림 설정을 불러오지 못했습니다." },
} as const satisfies Record<string, StateTexts>;
