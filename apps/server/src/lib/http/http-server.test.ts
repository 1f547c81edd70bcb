import { Agent, type IncomingHttpHeaders, type Server, request } from "node:http";
import { type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../../test/app";
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

/** One answer read off a connection: status, headers and body. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  reusedSocket: boolean;
}

function call(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        agent,
        headers: body === undefined ? {} : { "content-type": "application/json" },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            reusedSocket: req.reusedSocket,
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("a body refused before it is read (review of 2026-11-27, 413 and keep-alive)", () => {
  let t: TestApp;
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp("empty");
    server = startHttpServer(t.app.fetch, { port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it("leaves the kept-alive connection usable: the next request on it is answered", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ email: "fan@example.com", password: "x".repeat(400_000) });
      const refused = await call(port, agent, "POST", "/api/auth/login", big);
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
      expect(refused.headers.connection).toBe("keep-alive");
      const next = await call(port, agent, "GET", "/api/health");
      expect(next).toMatchObject({ status: 200, reusedSocket: true });
    } finally {
      agent.destroy();
    }
  });

  it("says Connection: close when the body is too large to read and drop, and closes cleanly", async () => {
    const socket = await open(port);
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    // The headers of a 10 MB body, then nothing: the answer must not wait for it.
    socket.write(
      "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        "Content-Length: 10000000\r\n\r\n{",
    );
    await new Promise((resolve) => socket.once("end", resolve));
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).toMatch(/\r\nConnection: close\r\n/i);
    socket.destroy();
  });
});
