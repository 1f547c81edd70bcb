import { createServer } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors";

/** How drizzle hands a driver error on: its own error with the driver's as `cause`. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

function serverError(code: string, message: string) {
  return Object.assign(new pg.DatabaseError(message, 0, "error"), { code });
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection from the real driver", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await closedPort() });
    const error = await client.connect().then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ["57P01", "terminating connection due to administrator command"],
    ["57P03", "the database system is shutting down"],
    ["57P03", "the database system is starting up"],
    ["53300", "sorry, too many clients already"],
  ])("recognises the server's %s (%s)", (code, message) => {
    expect(isDatabaseUnavailable(wrapped(serverError(code, message)))).toBe(true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
  ])("recognises the pool's %s", (message) => {
    expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
  });

  it("leaves real query errors to the 500 path", () => {
    expect(
      isDatabaseUnavailable(wrapped(serverError("42P01", 'relation "x" does not exist'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(wrapped(serverError("23505", "duplicate key")))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });
});
