import { useState } from "react";
import { MusicIcon } from "../../../components/icons";
import styles from "./artist-image.module.css";

/** A square artist image whose box is reserved before it loads; a quiet placeholder when missing. */
export function ArtistImage({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        className={`${styles.image} ${styles.placeholder} ${className ?? ""}`}
        role="img"
        aria-label={alt}
      >
        <MusicIcon size={28} />
      </div>
    );
  }
  return (
    <img
      className={`${styles.image} ${className ?? ""}`}
      src={src}
      alt={alt}
      width={600}
      height={600}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
    />
  );
}
