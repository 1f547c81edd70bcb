/** An unsigned JWT-shaped token with the given claims (the client never verifies signatures). */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

export const tokenFor = (id: number, roles = ["ROLE_USER"], expiresInSeconds = 1800) =>
  fakeToken({
    sub: String(id),
    id,
    nickname: "팬",
    roles,
    exp: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });
