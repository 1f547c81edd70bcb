import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from "@naehan/contract";
import type { Context } from "hono";
import type * as z from "zod/mini";
import { type ImageKind, processImage } from "../media/images";
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./errors";
import { validate } from "./input";
import type { MediaStorage } from "../media/storage";

export interface AdminUpload<T> {
  input: T;
  /** The raw bytes of the `file` part; null when none was sent (an update keeps the image). */
  file: Uint8Array | null;
}

/**
 * Reads an admin multipart body: the JSON part `partName` (a text field, or a Blob as browsers
 * send `new Blob([json], { type: "application/json" })`) validated with the contract, and the
 * optional `file` part, only size-checked here: its content is checked when it is stored, after
 * the handler has accepted the rest of the request.
 */
export async function readAdminUpload<S extends z.ZodMiniType>(
  c: Context,
  partName: string,
  schema: S,
): Promise<AdminUpload<z.infer<S>>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^multipart\/form-data\b/i.test(type)) {
    throw unsupportedMediaType(
      `multipart/form-data 형식으로 보내 주세요 (JSON 파트 ${partName}, 이미지 파트 file).`,
    );
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("multipart 본문을 읽을 수 없습니다.");
  }

  const part = form.get(partName);
  if (part === null) throw badRequest(`${partName} 파트(JSON)가 없습니다.`);
  const text = typeof part === "string" ? part : await part.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest(`${partName} 파트가 올바른 JSON이 아닙니다.`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw badRequest(`${partName} 파트는 JSON 객체여야 합니다.`);
  }
  const input = validate(schema, json);

  const filePart = form.get("file");
  let file: Uint8Array | null = null;
  if (typeof filePart === "string") {
    // A form whose file input was left empty may send an empty text field.
    if (filePart !== "") throw unsupportedMediaType("file 파트는 이미지 파일이어야 합니다.");
  } else if (filePart !== null && filePart.size > 0) {
    if (filePart.size > IMAGE_MAX_BYTES) {
      throw payloadTooLarge(IMAGE_TOO_LARGE_MESSAGE);
    }
    file = new Uint8Array(await filePart.arrayBuffer());
  }
  return { input, file };
}

/** Checks, re-encodes and stores an uploaded image; null in, null out. */
export async function storeImage(
  storage: MediaStorage,
  file: Uint8Array | null,
  kind: ImageKind,
): Promise<string | null> {
  if (!file) return null;
  return storage.put(await processImage(file, kind), "webp");
}
