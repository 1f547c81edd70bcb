import type { Page } from "@playwright/test";

/** Accepts every alert and confirm from now on, recording their texts in order. */
export function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

export interface SessionUser {
  email: string;
  nickname: string;
  password: string;
}

let counter = 0;

/** Signs a new user up through the API, logs in, and stores the session the way the app does. */
export async function signUpAndLogIn(page: Page, prefix = "팬"): Promise<SessionUser> {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  const user = {
    email: `${id}@example.com`,
    nickname: `${prefix}${id}`.slice(0, 20),
    password: "secret-pass1!",
  };
  const signup = await page.request.post("/api/auth/signup", {
    data: { ...user, confirmPassword: user.password },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  await logIn(page, user);
  return user;
}

export async function logIn(page: Page, user: SessionUser): Promise<void> {
  const login = await page.request.post("/api/auth/login", {
    data: { email: user.email, password: user.password },
  });
  if (!login.ok()) throw new Error(`login failed: ${login.status()} ${await login.text()}`);
  const session = (await login.json()) as {
    accessToken: string;
    refreshToken: string;
    nickname: string;
  };
  if (page.url() === "about:blank") await page.goto("/");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.accessToken);
    localStorage.setItem("refreshToken", s.refreshToken);
    localStorage.setItem("nickname", s.nickname);
  }, session);
}
