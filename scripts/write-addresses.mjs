// npm run contract:addresses — writes packages/contract/src/endpoint-addresses.ts from the endpoint table: each
// call's method, path, query names, body kind, access and paging, without its schemas, for the
// browser's first load (docs/decisions/020-first-load-without-validators.md).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { addressesOf } from "../packages/contract/src/addressing.ts";
import { endpoints } from "../packages/contract/src/endpoints.ts";

const target = fileURLToPath(new URL("../packages/contract/src/endpoint-addresses.ts", import.meta.url));
const source = `// Written by \`npm run contract:addresses\` from the endpoint table (endpoints.ts): change the
// table, then run it. addresses.test.ts fails while the two differ.
import type { Addresses } from "./addressing";

export const addresses = ${JSON.stringify(addressesOf(endpoints), null, 2)} as const satisfies Addresses;
`;
const options = await resolveConfig(target);
writeFileSync(target, await format(source, { ...options, filepath: target }));
console.log(`wrote ${target}`);

const { readParamsVcl } = await import("../apps/server/src/lib/edge/read-params-vcl.ts");
const vcl = fileURLToPath(new URL("../deploy/varnish/read-params.vcl", import.meta.url));
writeFileSync(vcl, readParamsVcl());
console.log(`wrote ${vcl}`);
