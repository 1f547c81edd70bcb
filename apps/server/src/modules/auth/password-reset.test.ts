import type { AddressInfo } from "node:net";
import { loginResponse } from "@naehan/contract";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smtpMailer } from "../../lib/mail/mailer";
import { type TestApp, createTestApp, expectBody, expectError } from "../../test/app";
import { TEST_PASSWORD, buildUser } from "../../test/users";
import { RESET_PER_EMAIL } from "./password-reset";

/** A message as the local SMTP server received it: envelope and decoded text. */
interface Received {
  from: string;
  to: string[];
  raw: string;
  text: string;
}

let t: TestApp;
let smtp: SMTPServer;
let now = new Date("2026-11-27T10:00:00Z");
const inbox: Received[] = [];
const waiting: ((mail: Received) => void)[] = [];

/** The text part as nodemailer encodes it: base64 or quoted-printable. */
function decodeBody(headers: string, body: string): string {
  if (/^Content-Transfer-Encoding: base64/im.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const split = raw.indexOf("\r\n\r\n");
        const headers = raw.slice(0, split);
        const body = raw.slice(split + 4);
        const mail: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeBody(headers, body),
        };
        const next = waiting.shift();
        if (next) next(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp("empty", {
    mailer: smtpMailer(`smtp://127.0.0.1:${port}`, "내한 <no-reply@naehan.test>"),
    clock: () => now,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const nextMail = () =>
  new Promise<Received>((resolve) => {
    const ready = inbox.shift();
    if (ready) resolve(ready);
    else waiting.push(resolve);
  });

let clients = 0;
const ask = (email: string) =>
  t.request("/api/auth/password-reset", {
    json: { email },
    headers: { "x-test-client-ip": `10.99.0.${++clients}` },
  });
const tokenIn = (mail: Received) => /#token=([\w-]+)/.exec(mail.text)?.[1] ?? "";
const reset = (token: string, password = "brand-new-pass1!") =>
  t.request("/api/auth/password-reset/confirm", {
    json: { token, newPassword: password, confirmPassword: password },
  });
const login = (email: string, password: string) =>
  t.request("/api/auth/login", {
    json: { email, password },
    headers: { "x-test-client-ip": `10.98.0.${++clients}` },
  });

describe("비밀번호 찾기", () => {
  it("mails a link that sets a new password once and ends every session", async () => {
    const fan = await buildUser(t);
    const asked = await ask(fan.email.toUpperCase());
    expect(asked.status).toBe(202);
    const mail = await nextMail();
    expect(mail.to).toEqual([fan.email]);
    expect(mail.from).toBe("no-reply@naehan.test");
    expect(mail.raw).toMatch(/^Subject: /m);
    expect(mail.text).toContain("30분 동안 한 번만");
    const token = tokenIn(mail);
    expect(mail.text).toContain(`http://localhost/reset-password#token=${token}`);

    expect((await reset(token)).status).toBe(204);
    await expectError(await t.request("/api/auth/me", { token: fan.token }), 401);
    await expectError(await login(fan.email, TEST_PASSWORD), 401);
    await expectBody(await login(fan.email, "brand-new-pass1!"), loginResponse);
    await expectError(await reset(token, "another-pass-2!"), 400, "RESET_TOKEN_INVALID");
  });

  it("answers an unknown address exactly as a known one, and mails nothing", async () => {
    const known = await buildUser(t);
    const a = await ask(known.email);
    const b = await ask("nobody-here@example.com");
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(await a.text()).toBe(await b.text());
    const mail = await nextMail();
    expect(mail.to).toEqual([known.email]);
  });

  it("a link is good for 30 minutes", async () => {
    const fan = await buildUser(t);
    await ask(fan.email);
    const token = tokenIn(await nextMail());
    now = new Date(now.getTime() + 31 * 60_000);
    await expectError(await reset(token), 400, "RESET_TOKEN_INVALID");
  });

  it("of two uses of one link at once, one wins", async () => {
    const fan = await buildUser(t);
    await ask(fan.email);
    const token = tokenIn(await nextMail());
    const both = await Promise.all([reset(token, "first-pass-1!"), reset(token, "second-pass-1!")]);
    expect(both.map((r) => r.status).sort()).toEqual([204, 400]);
  });

  it("is limited per address typed, the same for known and unknown ones", async () => {
    const fan = await buildUser(t);
    for (let i = 0; i < RESET_PER_EMAIL.max; i++) {
      expect((await ask(fan.email)).status).toBe(202);
      expect((await ask("ghost@example.com")).status).toBe(202);
    }
    for (let i = 0; i < RESET_PER_EMAIL.max; i++) await nextMail();
    await expectError(await ask(fan.email), 429, "RATE_LIMITED");
    await expectError(await ask("ghost@example.com"), 429, "RATE_LIMITED");
  });
});
