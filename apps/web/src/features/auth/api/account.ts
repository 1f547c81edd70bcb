import { type ChangePasswordBody, addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { sessionStore } from "../../../lib/session";

/** A new password: every other device is logged out, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest(addresses.changePassword, { body }),
  });
}

/** Ends every session of the account, this one included. */
export function useLogoutEverywhere() {
  return useMutation({
    mutationFn: () => apiRequest(addresses.logoutEverywhere),
    onSuccess: () => sessionStore.clear(),
  });
}
