# naehan at the edge: what Varnish keeps, for how long, and how a write purges it.
#
# Include it after your own `vcl 4.1;`, backends and director (see example.vcl):
#   - anonymous GET and HEAD answers the app marks with `CDN-Cache-Control` are kept for its
#     max-age, and served stale for its stale-while-revalidate while a fresh copy is fetched;
#   - the app lists what an answer shows in `Surrogate-Key`; a write answers only after its
#     `PURGE` with `xkey-purge: <keys>` has evicted them here (xkey from varnish-modules);
#   - anything with an Authorization header or a cookie goes to the app and is never stored;
#   - the query keeps only the parameters the address reads (read-params.vcl, written from the
#     endpoint table by `npm run contract:addresses`), as the app keys its own cache.
# The browser still sees the app's own `Cache-Control` (no-cache, revalidated by ETag); the edge's
# headers are removed before an answer leaves.

import std;
import xkey;

include "read-params.vcl";

sub vcl_recv {
  if (req.method == "PURGE") {
    # `acl naehan_purgers` (the app instances' addresses) comes from the including file.
    if (client.ip !~ naehan_purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey-purge) {
      return (synth(400, "xkey-purge missing"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey-purge);
    return (synth(200, "Purged " + req.http.n-gone));
  }
  # Only origin-form targets; `//host/…` is never taken for another site's path.
  if (req.url !~ "^/" || req.url ~ "^//") {
    return (synth(404, "Not Found"));
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # Signed in (or carrying any cookie): the app answers, and nothing of it is kept.
  if (req.http.Authorization || req.http.Cookie) {
    return (pass);
  }
  call naehan_read_params;
  return (hash);
}

sub vcl_backend_response {
  if (bereq.uncacheable) {
    return (deliver);
  }
  # The app says how long the edge may keep an answer; everything else is not kept.
  if (beresp.status == 200 && beresp.http.CDN-Cache-Control ~ "max-age=[0-9]+" && !beresp.http.Set-Cookie) {
    set beresp.ttl = std.duration(
      regsub(beresp.http.CDN-Cache-Control, "^.*max-age=([0-9]+).*$", "\1s"), 0s);
    # An answer the app served from its own cache says how old it is: only the rest is left.
    if (beresp.http.Age ~ "^[0-9]+$") {
      set beresp.ttl = beresp.ttl - std.duration(beresp.http.Age + "s", 0s);
    }
    if (beresp.http.CDN-Cache-Control ~ "stale-while-revalidate=[0-9]+") {
      set beresp.grace = std.duration(
        regsub(beresp.http.CDN-Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1s"), 0s);
    } else {
      set beresp.grace = 0s;
    }
    set beresp.keep = 0s;
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    return (deliver);
  }
  set beresp.uncacheable = true;
  set beresp.ttl = 60s;
  return (deliver);
}

sub vcl_deliver {
  if (obj.hits > 0) {
    set resp.http.X-Edge = "hit";
  } else {
    set resp.http.X-Edge = "miss";
  }
  unset resp.http.xkey;
  unset resp.http.Surrogate-Key;
  unset resp.http.CDN-Cache-Control;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
}
