import { useState } from "react";
import { MusicIcon } from "../../../components/icons";
import { StoredImage } from "../../../components/poster";
import styles from "./artist-image.module.css";

/** A square artist image whose box is reserved before it loads; a quiet placeholder when missing. */
export function ArtistImage({
  src,
  alt,
  className,
  priority = false,
  sizes = "72px",
}: {
  src: string | null;
  alt: string;
  className?: string;
  priority?: boolean;
  /** The width it shows at, for the browser to pick a raster copy (see imageCopies). */
  sizes?: string;
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
    <StoredImage
      className={`${styles.image} ${className ?? ""}`}
      src={src}
      sizes={sizes}
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
