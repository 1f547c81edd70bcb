# Written by `npm run contract:addresses` from the endpoint table and the web's page queries:
# change those, then run it. A server test fails while the two differ.
sub naehan_read_params {
  if (req.url !~ "\?") {
    return;
  }
  set req.http.x-naehan-path = regsub(req.url, "\?.*$", "");
  set req.http.x-naehan-query = regsub(req.url, "^[^?]*\?", "&");
  if (req.http.x-naehan-path ~ "^\/auth\/[^/]+/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:returnTo|link)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/auth\/[^/]+\/callback/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:code|state|error|error_description)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/new-concerts/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:genre|B|b|sort|city|limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/ticket-rounds\/upcoming/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:days)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/artists\/[^/]+\/past-concerts/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/search/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:keyword|limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/articles\/artist\/[^/]+/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/articles\/user/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/comments\/article\/[^/]+/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/comments\/user/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/favorites\/calendar\.ics/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:key)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/favorites/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/notifications/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/admin\/setlistfm\/artists/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:name)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "^\/api\/admin\/import-candidates/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:status|limit|cursor)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/search/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:q)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/login/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:next)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/mypage/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:tab)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/admin/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:tab|view)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/artist\/[^/]+/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:post)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  if (req.http.x-naehan-path ~ "(?i)^\/board\/[^/]+/?$") {
    set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&((?:post|write|edit)(?:=[^&]*)?)(?=&|$)", "&!\1");
  }
  set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&(?!!)[^&]*", "");
  set req.http.x-naehan-query = regsuball(req.http.x-naehan-query, "&!", "&");
  set req.url = req.http.x-naehan-path + regsub(req.http.x-naehan-query, "^&", "?");
  unset req.http.x-naehan-path;
  unset req.http.x-naehan-query;
}
