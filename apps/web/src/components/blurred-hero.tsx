import type { ReactNode } from "react";
import styles from "./blurred-hero.module.css";
import { posterBackdrop } from "./poster";

/**
 * A page's picture on a soft backdrop made from a tiny copy of it (none for a picture stored
 * elsewhere). `className` sets the page's own padding and `--backdrop-opacity`.
 */
export function BlurredHero({
  image,
  className,
  children,
}: {
  image: string | null;
  className?: string;
  children: ReactNode;
}) {
  const backdrop = image && posterBackdrop(image);
  return (
    <div className={className ? `${styles.hero} ${className}` : styles.hero}>
      {backdrop && (
        <img
          className={styles.backdrop}
          src={backdrop}
          alt=""
          aria-hidden="true"
          decoding="async"
        />
      )}
      {children}
    </div>
  );
}
