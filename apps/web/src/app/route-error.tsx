import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFound } from "./routes/not-found/not-found";
import styles from "../components/not-found-screen.module.css";

/** What a route shows when rendering it failed (a chunk that did not load, a bug). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>문제가 발생했습니다</h1>
      <p className={styles.text}>잠시 후 다시 시도해 주세요.</p>
      <button type="button" className={styles.home} onClick={() => window.location.reload()}>
        새로고침
      </button>
    </section>
  );
}
