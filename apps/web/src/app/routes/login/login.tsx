import { Navigate, useSearchParams } from "react-router";
import { LoginForm } from "../../../features/auth/components/login-form";
import { safeNext } from "../../../lib/paths";
import { useSession } from "../../../lib/session";

export function Component() {
  const session = useSession();
  const [params] = useSearchParams();
  // Already logged in (on arrival, or the moment the form succeeds): on to where the fan was going.
  if (session.isLoggedIn) return <Navigate to={safeNext(params.get("next"))} replace />;
  return <LoginForm />;
}
