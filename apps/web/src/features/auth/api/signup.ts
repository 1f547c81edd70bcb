import { type SignupBody, endpoints } from "@naehan/contract";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const signup = (body: SignupBody) => apiRequest(endpoints.signup, { body });

export const useSignup = () => useMutation({ mutationFn: signup });
