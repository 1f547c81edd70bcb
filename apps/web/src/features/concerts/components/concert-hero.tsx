import { BlurredHero } from "../../../components/blurred-hero";
import { Poster } from "../../../components/poster";
import styles from "./concert-detail.module.css";

/** The concert page's poster on a soft backdrop made from a tiny copy of it. */
export function ConcertHero({ posterUrl, title }: { posterUrl: string | null; title: string }) {
  return (
    <BlurredHero image={posterUrl} className={styles.hero}>
      <div className={styles.poster}>
        <Poster
          src={posterUrl}
          alt={`${title} 포스터`}
          priority
          sizes="(max-width: 480px) 62vw, 300px"
        />
      </div>
    </BlurredHero>
  );
}
