import { execFileSync } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decrypt } from "http_ece";
import { importJWK, jwtVerify } from "jose";

/** What a push service received and could read: the decrypted payload and the delivery headers. */
export interface ReceivedPush {
  device: string;
  /** The VAPID public key the push was signed with. */
  vapidKey: string;
  payload: { title: string; body: string; url: string };
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** When it arrived (Date.now()). */
  at: number;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  /** Statuses to answer before the usual 201, in order (a service that is down, or a gone device). */
  answers: number[];
  /** Never answers: says nothing, or sends 201 and then a byte now and then without ending. */
  hang?: "silent" | "trickle";
}

/** A certificate for 127.0.0.1 made for this run (openssl), as a real push service has one. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "naehan-push-"));
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert), certPath: cert };
}

/** The P-256 public key of a `vapid k=` parameter as a JWK, to check the token's signature. */
function vapidJwk(publicKey: string) {
  const raw = Buffer.from(publicKey, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("not an uncompressed P-256 key");
  return {
    kty: "EC",
    crv: "P-256",
    x: raw.subarray(1, 33).toString("base64url"),
    y: raw.subarray(33).toString("base64url"),
  };
}

/**
 * A Web Push service over HTTPS on 127.0.0.1, speaking RFC 8030/8291/8292: it checks each
 * request's VAPID token (signature, audience, expiry, subject), and its key against the expected
 * one when given, and decrypts the aes128gcm payload with the keys of the subscription it made
 * for the test.
 */
export async function startFakePushService(expectedVapidKey: () => string | null = () => null) {
  const tls = selfSignedCertificate();
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const name = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
        const device = devices.get(name);
        if (req.method !== "POST" || !device) return res.writeHead(404).end();
        const auth = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
          req.headers.authorization ?? "",
        );
        const expected = expectedVapidKey();
        try {
          if (!auth) throw new Error("no vapid authorization");
          if (expected && auth[2] !== expected) throw new Error("another VAPID key");
          const { payload } = await jwtVerify(
            auth[1]!,
            await importJWK(vapidJwk(auth[2]!), "ES256"),
            {
              audience: `https://127.0.0.1:${port}`,
            },
          );
          const exp = Number(payload.exp);
          if (!(exp > Date.now() / 1000 && exp <= Date.now() / 1000 + 24 * 3600))
            throw new Error("bad exp");
          if (!/^(mailto:|https:)/.test(String(payload.sub))) throw new Error("bad sub");
          if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
          if (req.headers.ttl === undefined) throw new Error("no TTL");
        } catch (error) {
          refused.push(`${name}: ${(error as Error).message}`);
          return res.writeHead(403).end();
        }
        if (device.hang) {
          hanging += 1;
          req.socket.once("close", () => abandonedAt.push(Date.now()));
          if (device.hang === "trickle") {
            res.writeHead(201);
            res.flushHeaders();
            const drip = setInterval(() => res.write("."), 100);
            req.socket.once("close", () => clearInterval(drip));
          }
          return;
        }
        const answer = device.answers.shift();
        if (answer !== undefined) return res.writeHead(answer).end();
        const plain = decrypt(Buffer.concat(chunks), {
          version: "aes128gcm",
          privateKey: device.ecdh,
          authSecret: device.auth,
        });
        received.push({
          device: name,
          vapidKey: auth[2]!,
          payload: JSON.parse(plain.toString("utf8")) as ReceivedPush["payload"],
          ttl: Number(req.headers.ttl),
          urgency: (req.headers.urgency as string | undefined) ?? null,
          topic: (req.headers.topic as string | undefined) ?? null,
          at: Date.now(),
        });
        res.writeHead(201).end();
      })();
    });
  });
  // Every TCP connection, even one that never gets past TLS: "no connection reached it" is a count.
  let connections = 0;
  let hanging = 0;
  /** When the sender closed each hanging request (Date.now()). */
  const abandonedAt: number[] = [];
  server.on("connection", () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    /** The certificate's file, for NODE_EXTRA_CA_CERTS of a server process. */
    certPath: tls.certPath,
    cert: tls.cert,
    /** `127.0.0.1:port`, as PUSH_SERVICE_HOSTS lists it. */
    host: `127.0.0.1:${port}`,
    port,
    received,
    /** TCP connections accepted so far. */
    connections: () => connections,
    /** Requests to hanging devices received, and those the sender gave up on (closed). */
    hanging: () => hanging,
    abandoned: () => abandonedAt.length,
    abandonedAt,
    /** Requests refused for a missing or wrong VAPID token or encoding. */
    refused,
    /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe(name: string) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, answers: [] });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: {
          p256dh: ecdh.getPublicKey().toString("base64url"),
          auth: auth.toString("base64url"),
        },
      };
    },
    /** The device never answers from now on. */
    hang(name: string, how: "silent" | "trickle") {
      const device = devices.get(name);
      if (device) device.hang = how;
    },
    /** The next answers for a device, before it accepts again (e.g. 503 twice, or 410). */
    answer(name: string, ...statuses: number[]) {
      devices.get(name)?.answers.push(...statuses);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;
