import { describe, expect, it } from "vitest";
import { REFUSED_PUSH_ENDPOINTS } from "../../test/refused-push-endpoints";
import { PUSH_SERVICE_HOSTS, pushEndpoint, pushHosts } from "./push-endpoint";

const defaults = pushHosts(PUSH_SERVICE_HOSTS);
const read = (endpoint: string, hosts = defaults) => {
  const parsed = pushEndpoint(endpoint, hosts);
  return parsed && { href: parsed.url.href, host: parsed.host, exact: parsed.exact };
};

describe("a push endpoint, parsed once (H1)", () => {
  it("is a listed host name or one below it, on port 443, stored as its re-serialised href", () => {
    expect(read("https://fcm.googleapis.com/fcm/send/abc:APA91b")).toEqual({
      href: "https://fcm.googleapis.com/fcm/send/abc:APA91b",
      host: "fcm.googleapis.com",
      exact: false,
    });
    expect(read("https://fcm.googleapis.com:443/x")?.href).toBe("https://fcm.googleapis.com/x");
    expect(read("https://wns2-par02p.notify.windows.com/w/?token=a%2Bb")?.href).toBe(
      "https://wns2-par02p.notify.windows.com/w/?token=a%2Bb",
    );
  });

  it("is refused whatever the contract let through: hosts the legacy parser reads otherwise, IPs, user info, ports", () => {
    // Checked here without the contract's pattern in front, as a row stored before it would be.
    for (const endpoint of [
      ...REFUSED_PUSH_ENDPOINTS,
      "https://0x7f.1/x",
      "https://fcm.googleapis.com/x#y",
      "http://fcm.googleapis.com/x",
      "not a url",
    ]) {
      expect(read(endpoint), endpoint).toBeNull();
    }
  });

  it("takes an address only as exactly the host:port an operator lists", () => {
    const hosts = pushHosts(["127.0.0.1:8443", "push.example.org"]);
    expect(read("https://127.0.0.1:8443/push/a", hosts)).toEqual({
      href: "https://127.0.0.1:8443/push/a",
      host: "127.0.0.1:8443",
      exact: true,
    });
    expect(read("https://127.0.0.1:8444/push/a", hosts)).toBeNull();
    expect(read("https://127.0.0.1/push/a", hosts)).toBeNull();
    expect(read("https://a.push.example.org/x", hosts)?.exact).toBe(false);
    expect(read("https://a.push.example.org:8443/x", hosts)).toBeNull();
  });

  it("stops the start on a list entry that is neither a host name nor host:port", () => {
    expect(() => pushHosts(["127.0.0.1"])).toThrow(/PUSH_SERVICE_HOSTS: "127.0.0.1"/);
    expect(() => pushHosts(["fcm.googleapis.com;x"])).toThrow(/PUSH_SERVICE_HOSTS/);
    expect(() => pushHosts(["localhost"])).toThrow(/PUSH_SERVICE_HOSTS/);
  });
});
