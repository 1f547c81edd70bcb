import { Link } from "react-router";
import { paths } from "../../lib/paths";
import styles from "./not-found.module.css";

export function NotFound() {
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>페이지를 찾을 수 없습니다</h1>
      <p className={styles.text}>주소가 바뀌었거나 삭제된 페이지예요.</p>
      <Link to={paths.home()} className={styles.home}>
        홈으로 가기
      </Link>
    </section>
  );
}

export { NotFound as Component };
