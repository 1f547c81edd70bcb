import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for a request with a header-carried signature
 * (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): what S3 and the
 * S3-compatible stores (MinIO, R2, Ceph …) accept.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to send and sign (names in any case); `host` is added from the URL. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (or "UNSIGNED-PAYLOAD"). */
  payloadHash: string;
}

export const sha256Hex = (data: Uint8Array | string) =>
  createHash("sha256").update(data).digest("hex");
const hmac = (key: Uint8Array | string, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** `20130524T000000Z` */
export const amzDate = (date: Date) => date.toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** RFC 3986 encoding of one path segment or query value, as SigV4 canonicalises them. */
const encodeRfc3986 = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** The path as S3 canonicalises it: each segment decoded once and encoded once. */
const canonicalPath = (url: URL) =>
  url.pathname
    .split("/")
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join("/") || "/";

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256, Authorization. */
export function signRequest(
  request: RequestToSign,
  credentials: SigningCredentials,
  now = new Date(),
): Record<string, string> {
  const stamp = amzDate(now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  }
  headers.host = request.url.host;
  headers["x-amz-date"] = stamp;
  headers["x-amz-content-sha256"] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]}`),
    "",
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = [day, credentials.region, credentials.service, "aws4_request"].reduce<
    Uint8Array | string
  >((key, part) => hmac(key, part), `AWS4${credentials.secretAccessKey}`);
  const signature = createHmac("sha256", signingKey).update(stringToSign).digest("hex");

  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
