/**
 * What the browser journeys (e2e/) may use of the server, as `@naehan/server/testing`: starting
 * and stopping the built server as a real process, the setlist.fm stand-in with its fixture
 * setlists, and the Web Push service stand-in. Nothing here runs in the server itself.
 */
export { startServerProcess, stopServerProcess } from "./test/server-process";
export { startFakeSetlistFm } from "./test/fake-setlistfm";
export { fixtureHistory } from "./test/setlistfm-fixtures";
export { type FakePushService, startFakePushService } from "./test/fake-push-service";
