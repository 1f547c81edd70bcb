// KOPIS's stand-in the browser tests run next to the app (a Playwright web server): the server's
// own test fake, serving the fixture listings on PORT with KOPIS_API_KEY.
import { startFakeKopis } from "@naehan/server/testing";

const fake = await startFakeKopis({
  apiKey: process.env.KOPIS_API_KEY,
  port: Number(process.env.PORT),
});
console.log(`fake KOPIS: ${fake.baseUrl}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
