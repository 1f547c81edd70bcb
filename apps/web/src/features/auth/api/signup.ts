import { type SignupBody, signupResponse } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const signup = (body: SignupBody) =>
  apiRequest("/api/auth/signup", { method: "POST", body, schema: signupResponse });

export const useSignup = () => useMutation({ mutationFn: signup });
