import { ForgotPasswordForm } from "../../../features/auth/components/password-reset-forms";

export function Component() {
  return <ForgotPasswordForm />;
}
