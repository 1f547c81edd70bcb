import { request } from "node:https";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakePushService, startFakePushService } from "../../test/fake-push-service";
import { isPublicAddress, publicOnlyAgent, publicOnlyLookup } from "./public-address";

/** DNS as an attacker who controls a name's records would answer it. */
const records: Record<string, string[]> = {
  "rebound.fcm.googleapis.com": ["127.0.0.1"],
  "mixed.fcm.googleapis.com": ["142.250.196.106", "10.0.0.7"],
  "mapped.fcm.googleapis.com": ["::ffff:127.0.0.1"],
  "fcm.googleapis.com": ["142.250.196.106", "2404:6800:4004:80a::200a"],
};
const fakeDns: LookupFunction = (hostname, _options, callback) => {
  const addresses = records[hostname];
  if (!addresses) return callback(Object.assign(new Error("ENOTFOUND"), { code: "ENOTFOUND" }), []);
  callback(
    null,
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
  );
};

let service: FakePushService;
beforeAll(async () => {
  service = await startFakePushService();
});
afterAll(() => service.close());

/** A POST to the local push service's port under `hostname`, through `agent`: connected or why not. */
function post(agent: Agent, hostname: string) {
  return new Promise<string>((resolve) => {
    const req = request(
      { host: hostname, port: service.port, path: "/push/none", method: "POST", agent },
      (res) => {
        res.resume();
        resolve(`answered ${res.statusCode}`);
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

const lookup = (hostname: string, all: boolean) =>
  new Promise<unknown>((resolve) => {
    publicOnlyLookup(fakeDns)(hostname, { all }, (error, address, family) =>
      resolve(error ? error.code : all ? address : [address, family]),
    );
  });

describe("the push sender's connections (H1)", () => {
  it("tells public addresses from loopback, private, link-local, CGNAT, multicast and unspecified ones", () => {
    for (const address of ["142.250.196.106", "17.253.144.10", "2404:6800:4004:80a::200a"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      "127.0.0.1",
      "127.8.9.10",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.251",
      "0.0.0.0",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:169.254.169.254",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it("refuses a name that resolves to any address not public, as one address or all of them", async () => {
    expect(await lookup("rebound.fcm.googleapis.com", false)).toBe("ENOTPUBLIC");
    expect(await lookup("mixed.fcm.googleapis.com", true)).toBe("ENOTPUBLIC");
    expect(await lookup("mapped.fcm.googleapis.com", true)).toBe("ENOTPUBLIC");
    expect(await lookup("nowhere.fcm.googleapis.com", false)).toBe("ENOTFOUND");
    expect(await lookup("fcm.googleapis.com", false)).toEqual(["142.250.196.106", 4]);
    expect(await lookup("fcm.googleapis.com", true)).toEqual([
      { address: "142.250.196.106", family: 4 },
      { address: "2404:6800:4004:80a::200a", family: 6 },
    ]);
  });

  it("never connects to the local push service under a listed name that resolves to 127.0.0.1", async () => {
    const before = service.connections();
    const guarded = publicOnlyAgent({ ca: service.cert, resolve: fakeDns });
    expect(await post(guarded, "rebound.fcm.googleapis.com")).toBe("ENOTPUBLIC");
    expect(service.connections()).toBe(before);
    // The same name through an agent without the guard does reach it (the TLS name check fails
    // after the connection is made): what the guard stands between.
    const unguarded = new Agent({ ca: service.cert, lookup: fakeDns });
    expect(await post(unguarded, "rebound.fcm.googleapis.com")).toBe(
      "ERR_TLS_CERT_ALTNAME_INVALID",
    );
    expect(service.connections()).toBe(before + 1);
  });
});
