import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import {
  concertWithRound,
  eventually,
  favouriteWithOffsets,
  inbox,
  login,
  signUpFan,
} from "./test/alert-scenario";
import { copyOfEmptyDataDir } from "./test/data-dir";
import { startServerProcess, stopServerProcess, stopServerProcesses } from "./test/server-process";

/**
 * A reminder set before a restart goes out after it: the queue and the alerts live in the
 * database, not in the process. On PGlite in a DATA_DIR, as `npm start` runs.
 */
const dataDir = copyOfEmptyDataDir();
const env = {
  DATA_DIR: dataDir,
  NO_DEMO_DATA: "1",
  ADMIN_EMAIL: "admin@restart.example",
  ADMIN_PASSWORD: "restart-admin-pw",
};

afterAll(async () => {
  await stopServerProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a pending reminder", () => {
  it("fires after the server restarts", async () => {
    let server = await startServerProcess(env);
    const admin = await login(server.base, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
    const fan = await signUpFan(server.base, "restart");
    // Ten minutes before a round opening in ten minutes and twelve seconds: due in twelve seconds.
    // Rounds open on a whole second (the time is stored to the second).
    const opensAt = new Date(Math.ceil((Date.now() + 10 * 60_000 + 12_000) / 1000) * 1000);
    const { concertId } = await concertWithRound(server.base, admin, opensAt);
    await favouriteWithOffsets(server.base, fan, concertId, [10]);
    expect(await inbox(server.base, fan)).toEqual([]);

    // However long the restart takes (it may outlast the twelve seconds on a busy machine), the
    // reminder is made by the server that started after it, never by the one stopped.
    await stopServerProcess(server.child);
    const stoppedAt = Date.now();
    server = await startServerProcess(env);
    const [reminder] = await eventually(async () => {
      const items = await inbox(server.base, fan);
      expect(items).toHaveLength(1);
      return items;
    }, 30_000);
    expect(reminder).toMatchObject({ kind: "TICKET_REMINDER", url: `/concert/${concertId}` });
    expect(reminder!.body).toMatch(/^NOL 티켓 일반예매 10분 뒤 오픈 · /);
    const madeAt = new Date(reminder!.createdAt).getTime();
    expect(madeAt).toBeGreaterThanOrEqual(stoppedAt - 1_000);
    expect(madeAt).toBeGreaterThanOrEqual(opensAt.getTime() - 10 * 60_000 - 1_000);
  }, 90_000);
});
