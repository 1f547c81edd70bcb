import { queryReadersOfGet } from "@naehan/contract";

/**
 * `deploy/varnish/read-params.vcl`: a VCL subroutine that keeps, of a GET's query, only the
 * parameters its address reads, in their order, as the server's `requestKey` does. Each address
 * reading some parameter marks its own (`&name=…` becomes `&!name=…`), unmarked pairs are dropped,
 * then the marks. The edge forwards the URL it keyed, so what it keeps is what the app answered.
 */
export function readParamsVcl(): string {
  const blocks = queryReadersOfGet().map(({ pattern, names }) => {
    // The server matches a path with or without one trailing slash; pages whatever their case.
    const path = `${pattern.flags.includes("i") ? "(?i)" : ""}${pattern.source.replace(/\$$/, "/?$")}`;
    const kept = names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
    return [
      `  if (req.http.x-naehan-path ~ "${path}") {`,
      `    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:${kept})(?:=[^&]*)?)(?=&|$)", "&!\\1");`,
      `  }`,
    ].join("\n");
  });
  return `# Written by \`npm run contract:addresses\` from the endpoint table and the web's page queries:
# change those, then run it. A server test fails while the two differ.
sub naehan_read_params {
  if (req.url !~ "\\?") {
    return;
  }
  set req.http.x-naehan-path = regsub(req.url, "\\?.*$", "");
  set req.http.x-naehan-query = regsub(req.url, "^[^?]*\\?", "&");
${blocks.join("\n")}
  set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&(?!!)[^&]*", "");
  set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&!", "&");
  set req.url = req.http.x-naehan-path + regsub(req.http.x-naehan-query, "^&", "?");
  unset req.http.x-naehan-path;
  unset req.http.x-naehan-query;
}
`;
}
