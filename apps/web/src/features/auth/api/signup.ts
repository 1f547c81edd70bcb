import { type SignupBody, addresses } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const signup = (body: SignupBody) => apiRequest(addresses.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
