# An edge in front of two app instances: copy, set the addresses, and start Varnish with
#   varnishd -f /path/to/example.vcl -p vcl_path=/path/to/deploy/varnish -a :80
# and each instance with EDGE_PURGE_URLS=http://<this varnish>:80 (docs/deploy.md).
vcl 4.1;

import directors;

probe health {
  .url = "/api/health";
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend app1 { .host = "10.0.0.11"; .port = "3000"; .probe = health; }
backend app2 { .host = "10.0.0.12"; .port = "3000"; .probe = health; }

# The app instances, which send the purges.
acl naehan_purgers {
  "10.0.0.11";
  "10.0.0.12";
  "127.0.0.1";
}

sub vcl_init {
  new app = directors.round_robin();
  app.add_backend(app1);
  app.add_backend(app2);
}

sub vcl_recv {
  set req.backend_hint = app.backend();
}

include "naehan.vcl";
