import type { Address } from "@naehan/contract";

/**
 * The admin calls' multipart body: the JSON part the endpoint names, as a Blob typed
 * application/json (what the server and Spring-style clients expect), and the image, when one was
 * chosen, as `file`.
 */
export function adminMultipart(
  endpoint: Address & { body: { kind: "multipart" } },
  json: unknown,
  file: File | null,
): FormData {
  const form = new FormData();
  form.append(endpoint.body.part, new Blob([JSON.stringify(json)], { type: "application/json" }));
  if (file) form.append("file", file, file.name);
  return form;
}
