import { type PasswordResetBody, type PasswordResetRequestBody, addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

/** 비밀번호 찾기: asks for a reset link (the answer is the same whether or not the address exists). */
export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (body: PasswordResetRequestBody) =>
      apiRequest(addresses.requestPasswordReset, { body }),
  });

/** Sets the new password with the link's token; every session of the account ends. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: (body: PasswordResetBody) => apiRequest(addresses.resetPassword, { body }),
  });
