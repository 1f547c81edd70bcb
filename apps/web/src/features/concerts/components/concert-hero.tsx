import { Poster, posterBackdrop } from "../../../components/poster";
import styles from "./concert-detail.module.css";

/** The concert page's poster on a soft backdrop made from a tiny copy of it. */
export function ConcertHero({ posterUrl, title }: { posterUrl: string | null; title: string }) {
  const backdrop = posterUrl && posterBackdrop(posterUrl);
  return (
    <div className={styles.hero}>
      {backdrop && (
        <img
          className={styles.backdrop}
          src={backdrop}
          alt=""
          aria-hidden="true"
          decoding="async"
        />
      )}
      <div className={styles.poster}>
        <Poster
          src={posterUrl}
          alt={`${title} 포스터`}
          priority
          sizes="(max-width: 480px) 62vw, 300px"
        />
      </div>
    </div>
  );
}
