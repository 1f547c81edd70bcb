import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { ResetPasswordForm } from "../../../features/auth/components/password-reset-forms";
import { paths } from "../../../lib/paths";

/** The reset link's page: its token is in the fragment, which no server sees. */
export function Component() {
  const navigate = useNavigate();
  const [token] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get("token"));
  useEffect(() => {
    // The token stays out of the history once read.
    if (window.location.hash)
      window.history.replaceState(window.history.state, "", window.location.pathname);
  }, []);
  if (!token) {
    return <ResetPasswordMissing />;
  }
  return <ResetPasswordForm token={token} onDone={() => void navigate(paths.login())} />;
}

function ResetPasswordMissing() {
  const navigate = useNavigate();
  useEffect(() => void navigate(paths.forgotPassword(), { replace: true }), [navigate]);
  return null;
}
