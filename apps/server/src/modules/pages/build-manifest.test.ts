import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBuildManifest } from "./build-manifest";

describe("the build manifest", () => {
  it("lists a screen's stylesheets as the browser applies them: what it imports first", () => {
    const dist = mkdtempSync(join(tmpdir(), "naehan-manifest-"));
    mkdirSync(join(dist, ".vite"));
    writeFileSync(
      join(dist, ".vite", "manifest.json"),
      JSON.stringify({
        "src/routes/artist.tsx": {
          file: "assets/artist.js",
          css: ["assets/artist.css"],
          imports: ["_artist-image.js", "_share.js"],
        },
        "_artist-image.js": { file: "assets/artist-image.js", css: ["assets/artist-image.css"] },
        "_share.js": {
          file: "assets/share.js",
          css: ["assets/share.css"],
          imports: ["_artist-image.js"],
        },
      }),
    );
    const { styles, scripts } = readBuildManifest(dist).filesOf(["src/routes/artist.tsx"]);
    expect(styles).toEqual(["/assets/artist-image.css", "/assets/share.css", "/assets/artist.css"]);
    expect([...scripts].sort()).toEqual([
      "/assets/artist-image.js",
      "/assets/artist.js",
      "/assets/share.js",
    ]);
  });
});
