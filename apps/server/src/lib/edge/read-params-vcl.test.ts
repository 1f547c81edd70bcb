import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { serverRoot } from "../../db/paths";
import { readParamsVcl } from "./read-params-vcl";

describe("deploy/varnish/read-params.vcl", () => {
  it("is what the endpoint table and the pages' queries make (npm run contract:addresses)", () => {
    const written = readFileSync(
      join(serverRoot, "..", "..", "deploy", "varnish", "read-params.vcl"),
      "utf8",
    );
    expect(written).toBe(readParamsVcl());
  });

  it("keeps each address's own parameters, in order, and only those", () => {
    const vcl = readParamsVcl();
    expect(vcl).toContain('"^\\/api\\/search/?$"');
    expect(vcl).toMatch(/api\\\/search.*\n.*\(\?:keyword\|limit\|cursor\)/);
    // Pages match whatever their case, as the web's router does.
    expect(vcl).toContain('"(?i)^\\/search/?$"');
  });
});
