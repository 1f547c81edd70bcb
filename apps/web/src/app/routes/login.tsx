import { useNavigate, useSearchParams } from "react-router";
import { LoginForm } from "../../features/auth/components/login-form";
import { safeNext } from "../../lib/paths";

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <LoginForm onLoggedIn={() => void navigate(safeNext(params.get("next")), { replace: true })} />
  );
}
