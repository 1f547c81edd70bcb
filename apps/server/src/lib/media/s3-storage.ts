import { sha256Hex, signRequest } from "./aws-sigv4";
import { badGateway } from "../http/errors";
import { type MediaExtension, type MediaStorage, contentKey } from "./storage";

export interface S3Settings {
  /** `https://s3.ap-northeast-2.amazonaws.com`, `http://minio:9000`, an R2 account endpoint … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's objects are readable (a CDN or public bucket URL); else endpoint/bucket. */
  publicUrl: string | null;
}

interface S3Env {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_REGION?: string | undefined;
  S3_PUBLIC_URL?: string | undefined;
}

const REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** S3 settings when all four required variables are set, null when none is; half a setup stops the start. */
export function s3SettingsFromEnv(env: S3Env): S3Settings | null {
  const missing = REQUIRED.filter((name) => !env[name]);
  if (missing.length === REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new Error(`S3 storage is half configured: set ${missing.join(", ")} as well`);
  }
  return {
    endpoint: env.S3_ENDPOINT!.replace(/\/+$/, ""),
    bucket: env.S3_BUCKET!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    // What S3-compatible stores accept when they have no regions of their own.
    region: env.S3_REGION ?? "us-east-1",
    publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, "") ?? null,
  };
}

const CONTENT_TYPES: Record<MediaExtension, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
};
const UPLOAD_TIMEOUT_MS = 20_000;

/**
 * Media in an S3-compatible bucket, uploaded with a signed PUT (path-style URL, so any
 * S3-compatible store works). Keys are content hashes, so objects are cached for good.
 */
export function s3Storage(settings: S3Settings): MediaStorage {
  const base = `${settings.endpoint}/${encodeURIComponent(settings.bucket)}`;
  const publicBase = settings.publicUrl ?? base;
  return {
    async put(bytes, extension) {
      const key = contentKey(bytes, extension);
      const url = new URL(`${base}/${key}`);
      const headers = signRequest(
        {
          method: "PUT",
          url,
          headers: {
            "content-type": CONTENT_TYPES[extension],
            "cache-control": "public, max-age=31536000, immutable",
          },
          payloadHash: sha256Hex(bytes),
        },
        { ...settings, service: "s3" },
      );
      delete headers.host;
      let response: Response;
      try {
        response = await fetch(url, {
          method: "PUT",
          headers,
          body: bytes,
          signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
        });
      } catch {
        throw badGateway("이미지 저장소에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.");
      }
      await response.body?.cancel();
      if (!response.ok) {
        throw badGateway(`이미지 저장소가 업로드를 거부했습니다 (HTTP ${response.status}).`);
      }
      return `${publicBase}/${key}`;
    },
  };
}
