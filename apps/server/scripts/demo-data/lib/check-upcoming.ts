/** The concerts.json and board.json part of check.ts. */
import { PLATFORMS } from "../concerts";

/* eslint-disable @typescript-eslint/no-explicit-any -- raw JSON is inspected field by field */
export type Json = any;

const KOREAN_VENUES: Record<string, string> = {
  고척스카이돔: "서울",
  서울월드컵경기장: "서울",
  "KSPO DOME": "서울",
  "올림픽공원 핸드볼경기장": "서울",
  "올림픽공원 올림픽홀": "서울",
  "티켓링크 라이브 아레나": "서울",
  "YES24 LIVE HALL": "서울",
  "블루스퀘어 SOL트래블홀": "서울",
  "인스파이어 아레나": "인천",
  "인천문학경기장 주경기장": "인천",
  "고양종합운동장 주경기장": "고양",
  "킨텍스 제1전시장": "고양",
  "킨텍스 제2전시장 10홀": "고양",
  "부산 사직실내체육관": "부산",
  "벡스코 오디토리움": "부산",
  "부산 아시아드 주경기장": "부산",
};

export function checkUpcomingAndBoard(
  read: (path: string) => Json,
  expect: (ok: unknown, message: string) => void,
  byKey: Map<string, Json>,
) {
  // ---------- concerts.json
  const concerts: Json[] = read("concerts.json");
  const concertArtists = new Set(concerts.map((c) => c.artistKey));
  expect(concerts.length >= 32, `concerts: ${concerts.length} < 32`);
  expect(concertArtists.size >= 22, `concerts: only ${concertArtists.size} artists`);
  const perArtist = new Map<string, number>();
  concerts.forEach((c, i) => {
    const where = `concert #${i} (${c.artistKey})`;
    perArtist.set(c.artistKey, (perArtist.get(c.artistKey) ?? 0) + 1);
    expect(byKey.has(c.artistKey), `${where}: unknown artist`);
    expect(c.genre === byKey.get(c.artistKey)?.genre, `${where}: genre`);
    expect(c.title && c.subTitle, `${where}: title`);
    expect(
      /^\d{4}-\d{2}-\d{2}$/.test(c.startDate) && /^\d{4}-\d{2}-\d{2}$/.test(c.endDate),
      `${where}: dates`,
    );
    expect(
      c.startDate >= "2026-12-05" && c.endDate <= "2027-09-30" && c.startDate <= c.endDate,
      `${where}: range`,
    );
    expect(
      KOREAN_VENUES[c.venueName] === c.cityName,
      `${where}: venue/city ${c.venueName}/${c.cityName}`,
    );
    expect(c.countryName === "대한민국" && c.countryCode === "KR", `${where}: country`);
    expect(PLATFORMS[c.ticketPlatforms] === c.ticketUrl, `${where}: ticket platform`);
    expect(c.concertStatus === "UPCOMING", `${where}: status`);
  });
  const multiDay = concerts.filter((c) => c.startDate !== c.endDate).length;
  expect(multiDay >= 8, `only ${multiDay} multi-day concerts`);
  expect(
    [...perArtist.values()].filter((n) => n >= 2).length >= 2,
    "too few artists with 2 concerts",
  );

  // ---------- board.json
  const board: Json = read("board.json");
  const nicks = new Set<string>(board.users.map((u: Json) => u.nickname));
  expect(board.users.length >= 12 && nicks.size === board.users.length, "board: users");
  expect(
    new Set(board.users.map((u: Json) => u.email)).size === board.users.length,
    "board: duplicate emails",
  );
  for (const u of board.users) {
    expect(
      [...u.nickname].length >= 3 && [...u.nickname].length <= 20,
      `user ${u.nickname}: length`,
    );
    expect(/^[a-z0-9.]+@naehan\.example$/.test(u.email), `user ${u.nickname}: email`);
  }
  const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;
  const inWindow = (t: string) =>
    t >= "2026-09-01T00:00:00+09:00" && t <= "2026-11-20T23:59:59+09:00";
  const perBoard = new Map<string, number>();
  let commentCount = 0;
  board.articles.forEach((a: Json, i: number) => {
    const where = `article #${i} "${a.title}"`;
    perBoard.set(a.artistKey, (perBoard.get(a.artistKey) ?? 0) + 1);
    expect(byKey.has(a.artistKey) && nicks.has(a.author), `${where}: artist/author`);
    expect(["FREE_BOARD", "NEW_CONCERT"].includes(a.categoryType), `${where}: category`);
    if (a.categoryType === "FREE_BOARD")
      expect(a.concertIndex === null, `${where}: free board with concert`);
    if (a.concertIndex !== null) {
      expect(
        concerts[a.concertIndex]?.artistKey === a.artistKey,
        `${where}: concertIndex of another artist`,
      );
    }
    expect([...a.title].length <= 100 && a.title.trim() !== "", `${where}: title length`);
    expect([...a.content].length <= 2000 && a.content.trim() !== "", `${where}: content length`);
    expect(STAMP.test(a.createdAt) && inWindow(a.createdAt), `${where}: createdAt ${a.createdAt}`);
    expect(a.comments.length <= 6, `${where}: ${a.comments.length} comments`);
    for (const c of a.comments) {
      commentCount++;
      expect(
        nicks.has(c.author) && [...c.content].length <= 300 && c.content !== "",
        `${where}: comment`,
      );
      expect(
        STAMP.test(c.createdAt) && inWindow(c.createdAt) && c.createdAt > a.createdAt,
        `${where}: comment time`,
      );
    }
  });
  expect(board.articles.length >= 60, `board: ${board.articles.length} articles < 60`);
  expect(perBoard.size >= 15, `board: only ${perBoard.size} artists`);
  expect(
    [...perBoard.values()].filter((n) => n >= 12).length >= 3,
    "board: fewer than 3 artists with 12+ articles",
  );

  return { concerts, concertArtists, multiDay, board, perBoard, commentCount };
}
