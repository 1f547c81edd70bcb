import sharp from "sharp";

export type TestImageFormat = "png" | "jpeg" | "webp" | "gif";

/** A real image of the given size and format, a two-colour gradient so it is not trivially flat. */
export async function testImage(
  format: TestImageFormat,
  width = 64,
  height = 96,
  options: { exif?: boolean } = {},
): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#e11d48"/><stop offset="1" stop-color="#1d4ed8"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  let image = sharp(Buffer.from(svg)).toFormat(format);
  if (options.exif) {
    image = image.withExif({ IFD0: { Copyright: "secret-owner", Artist: "camera-person" } });
  }
  return new Uint8Array(await image.toBuffer());
}

/** A multipart body as the admin screens send it: the JSON part and an optional file. */
export function adminForm(
  partName: string,
  json: unknown,
  file?: { bytes: Uint8Array; name?: string; type?: string },
): FormData {
  const form = new FormData();
  form.append(partName, new Blob([JSON.stringify(json)], { type: "application/json" }));
  if (file) {
    form.append(
      "file",
      new Blob([file.bytes], { type: file.type ?? "application/octet-stream" }),
      file.name ?? "image",
    );
  }
  return form;
}
