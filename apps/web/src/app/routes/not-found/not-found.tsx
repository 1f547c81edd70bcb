import { NotFoundScreen } from "../../../components/not-found-screen";

export function NotFound() {
  return <NotFoundScreen />;
}

export { NotFound as Component };
