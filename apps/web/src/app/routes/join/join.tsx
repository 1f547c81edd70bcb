import { useNavigate } from "react-router";
import { JoinForm } from "../../../features/auth/components/join-form";
import { paths } from "../../../lib/paths";

export function Component() {
  const navigate = useNavigate();
  return <JoinForm onJoined={() => void navigate(paths.login())} />;
}
