// The setlist.fm stand-in the browser tests run next to the app (a Playwright web server):
// the server's own test fake, serving the fixture setlists on PORT with SETLISTFM_API_KEY.
import { fixtureHistory, startFakeSetlistFm } from "@naehan/server/testing";
import { SETLISTFM_MBIDS } from "./lib/app-server";

const fake = await startFakeSetlistFm(process.env.SETLISTFM_API_KEY, Number(process.env.PORT));
// The same shows under each artist, each artist's with setlist ids of its own (ids are unique).
SETLISTFM_MBIDS.forEach((mbid, n) =>
  fake.setSetlists(
    mbid,
    fixtureHistory(30).map((setlist) => ({ ...setlist, id: `${n}${setlist.id.slice(1)}` })),
  ),
);
console.log(`fake setlist.fm: ${fake.baseUrl}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
