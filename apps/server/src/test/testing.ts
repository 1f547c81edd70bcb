/**
 * What the browser journeys (e2e/) may use of the server, as `@naehan/server/testing`: starting
 * and stopping the built server as a real process, the setlist.fm stand-in with its fixture
 * setlists, the Web Push service stand-in and the Kakao and Naver login stand-ins. Nothing here runs in the server itself.
 */
export { startServerProcess, stopServerProcess } from "./server-process";
export { startFakeSetlistFm } from "./fake-setlistfm";
export { fixtureHistory } from "./setlistfm-fixtures";
export { startFakeKopis } from "./fake-kopis";
export { type FakePushService, startFakePushService } from "./fake-push-service";
export { type FakeProvider, startFakeProvider } from "./fake-oauth-provider";
