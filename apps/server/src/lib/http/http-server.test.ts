import { type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { type HttpLimits, startHttpServer } from "./http-server";

/** Finding 16: slow or piled-up connections are cut, with short timeouts injected. */
const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

function start(limits: Partial<HttpLimits>) {
  const app = new Hono().get("/", (c) => c.text("ok"));
  const server = startHttpServer(
    app.fetch,
    { port: 0, hostname: "127.0.0.1" },
    {
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxSocketsPerAddress: 50,
      checkIntervalMs: 50,
      ...limits,
    },
  );
  servers.push(server);
  return new Promise<number>((resolve) =>
    server.once("listening", () => resolve((server.address() as AddressInfo).port)),
  );
}

const open = (port: number) =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
  });
const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once("close", () => resolve());
  });

describe("the HTTP server's limits", () => {
  it("closes a connection whose headers never finish", async () => {
    const port = await start({ headersTimeoutMs: 200, requestTimeoutMs: 300 });
    const socket = await open(port);
    socket.on("error", () => undefined);
    socket.write("GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    socket.resume();
    await closed(socket);
    expect(socket.destroyed).toBe(true);
  });

  it("holds at most the cap of open sockets per address", async () => {
    const port = await start({ maxSocketsPerAddress: 3 });
    const sockets = await Promise.all([1, 2, 3].map(() => open(port)));
    const extra = await open(port);
    extra.on("error", () => undefined);
    await closed(extra);
    expect(sockets.every((socket) => !socket.destroyed)).toBe(true);
    for (const socket of sockets) socket.destroy();
  });

  it("sets the documented defaults", async () => {
    const { HTTP_LIMITS } = await import("./http-server");
    expect(HTTP_LIMITS).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxSocketsPerAddress: 50,
    });
  });
});
