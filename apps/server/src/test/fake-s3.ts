import { type IncomingMessage, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sha256Hex, signRequest } from "../lib/media/aws-sigv4";

export interface StoredObject {
  bytes: Uint8Array;
  headers: Record<string, string>;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  /** Why each refused request was refused, in order. */
  refusals: string[];
  /** Answer every request with this status instead (e.g. 500), when set. */
  failWith: number | null;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

/**
 * A stand-in for an S3-compatible store: accepts `PUT /<bucket>/<key>` only when the request is
 * signed with AWS Signature V4 by the known key (signature recomputed from the signed headers,
 * payload hash checked against the body, clock within 15 minutes), as S3 does.
 */
export async function startFakeS3(): Promise<FakeS3> {
  const refusals: string[] = [];
  const fake: FakeS3 = {
    endpoint: "",
    bucket: "naehan-media",
    region: "ap-northeast-2",
    accessKeyId: "AKIDEXAMPLE0000",
    secretAccessKey: "fake-secret/with+odd=characters",
    objects: new Map(),
    refusals,
    failWith: null,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const refuse = (status: number, why: string) => {
        refusals.push(why);
        res.writeHead(status, { "content-type": "application/xml" });
        res.end(`<Error><Code>${why}</Code></Error>`);
      };
      if (fake.failWith) return refuse(fake.failWith, "InternalError");
      const headers = req.headers as Record<string, string>;
      const auth = AUTH.exec(headers.authorization ?? "");
      if (!auth) return refuse(403, "MissingOrMalformedAuthorization");
      const [, keyId, day, region, signedList] = auth;
      if (keyId !== fake.accessKeyId) return refuse(403, "InvalidAccessKeyId");
      if (region !== fake.region) return refuse(400, "AuthorizationHeaderMalformed");
      const stamp = headers["x-amz-date"] ?? "";
      const when = Date.parse(
        stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z"),
      );
      if (!stamp.startsWith(day ?? "-") || Math.abs(Date.now() - when) > 15 * 60_000) {
        return refuse(403, "RequestTimeTooSkewed");
      }
      if (headers["x-amz-content-sha256"] !== sha256Hex(body)) {
        return refuse(400, "XAmzContentSHA256Mismatch");
      }
      const signed = (signedList ?? "").split(";");
      if (!signed.includes("host") || !signed.includes("x-amz-date")) {
        return refuse(403, "HeadersNotSigned");
      }
      const url = new URL(req.url ?? "/", `http://${headers.host}`);
      const toSign: Record<string, string> = {};
      for (const name of signed) {
        if (!["host", "x-amz-date", "x-amz-content-sha256"].includes(name)) {
          toSign[name] = headers[name] ?? "";
        }
      }
      const expected = signRequest(
        { method: req.method ?? "", url, headers: toSign, payloadHash: sha256Hex(body) },
        { ...fake, service: "s3" },
        new Date(when),
      ).authorization;
      if (expected !== headers.authorization) return refuse(403, "SignatureDoesNotMatch");

      const prefix = `/${fake.bucket}/`;
      if (req.method !== "PUT" || !url.pathname.startsWith(prefix)) {
        return refuse(405, "MethodNotAllowed");
      }
      fake.objects.set(decodeURIComponent(url.pathname.slice(prefix.length)), {
        bytes: body,
        headers: Object.fromEntries(signed.map((name) => [name, headers[name] ?? ""])),
      });
      res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` });
      res.end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
