import { type LoginBody, addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionStore } from "../../../lib/session";

export const login = (body: LoginBody) => apiRequest(addresses.login, { body });

/** Logs in and starts the session (token, refresh token and nickname in local storage). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (data) =>
      sessionStore.signIn({
        token: data.accessToken,
        refreshToken: data.refreshToken,
        nickname: data.nickname,
      }),
  });
}
