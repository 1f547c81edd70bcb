import { paths } from "../lib/paths";
import styles from "./not-found-screen.module.css";
import { Link } from "./link";

/**
 * The one screen for something that is not there: an unknown address, or a concert, artist,
 * setlist or board that does not exist (the server answers these pages with 404). Says what is
 * missing and offers the way home.
 */
export function NotFoundScreen({ title = "페이지를 찾을 수 없습니다" }: { title?: string }) {
  return (
    <section className={styles.page}>
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>주소가 바뀌었거나 삭제된 페이지예요.</p>
      <Link to={paths.home()} className={styles.home}>
        홈으로 가기
      </Link>
    </section>
  );
}
