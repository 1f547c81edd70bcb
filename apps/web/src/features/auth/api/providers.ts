import {
  type OAuthProvider,
  type OAuthSignupBody,
  type SetPasswordBody,
  addresses,
} from "@naehan/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";
import { sessionStore } from "../../../lib/session";

export const PROVIDER_LABELS: Record<OAuthProvider, string> = { kakao: "카카오", naver: "네이버" };

/** The providers this server offers; none when it has no keys (the login screen shows only email). */
export const providersQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: ({ signal }) => apiRequest(addresses.authProviders, { signal }),
    staleTime: Infinity,
  });

export const useProviders = () => useQuery(providersQuery()).data?.providers ?? [];

/** Where the browser goes to sign in with a provider (a full page load: the provider's site). */
export const providerSignInUrl = (provider: OAuthProvider, returnTo?: string) =>
  returnTo && returnTo !== "/"
    ? `/auth/${provider}?returnTo=${encodeURIComponent(returnTo)}`
    : `/auth/${provider}`;

const signIn = (data: { accessToken: string; refreshToken: string; nickname: string }) =>
  sessionStore.signIn({
    token: data.accessToken,
    refreshToken: data.refreshToken,
    nickname: data.nickname,
  });

/** The one-time code from the callback: signed in, or a ticket to pick a nickname first. */
export async function completeProviderSignIn(provider: OAuthProvider, code: string) {
  const answer = await apiRequest(addresses.oauthComplete, {
    params: { provider },
    body: { code },
  });
  if ("accessToken" in answer) {
    signIn(answer);
    return { signedIn: true as const };
  }
  return { signedIn: false as const, ...answer };
}

/** A first provider sign-in becomes an account with the chosen nickname and the consents. */
export function useProviderSignup(provider: OAuthProvider) {
  return useMutation({
    mutationFn: (body: OAuthSignupBody) =>
      apiRequest(addresses.oauthSignup, { params: { provider }, body }),
    onSuccess: signIn,
  });
}

export const linkedAccountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.auth.linkedAccounts(),
    queryFn: ({ signal }) => apiRequest(addresses.linkedAccounts, { signal }),
  });

/** Linking: the server hands an address that proves the provider account at the provider. */
export function useLinkProvider() {
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      apiRequest(addresses.linkAccount, { params: { provider } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: OAuthProvider) =>
      apiRequest(addresses.unlinkAccount, { params: { provider } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.linkedAccounts() }),
  });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPasswordBody) => apiRequest(addresses.setPassword, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.auth.linkedAccounts() }),
  });
}
