import { useState } from "react";
import fallbackPoster from "../assets/fallback-poster.svg";
import styles from "./poster.module.css";

/**
 * A 2:3 concert poster whose box is reserved before it loads (no layout shift); the fallback image
 * stands in when there is no poster or it fails to load.
 */
/**
 * An uploaded poster (WebP on this server) also comes 320 and 480 wide; vector art needs none. Its
 * URL is `/media/…`, or absolute on the server's PUBLIC_URL when one is set.
 */
export function posterSrcSet(src: string): string | undefined {
  const match = /^((?:https?:\/\/[^/]+)?\/media\/)([\w-]+\.webp)$/.exec(src);
  if (!match) return undefined;
  const [, base, file] = match;
  return `${base}w320/${file} 320w, ${base}w480/${file} 480w, ${src} 800w`;
}

export function Poster({
  src,
  alt,
  priority = false,
  sizes = "(max-width: 480px) 45vw, 216px",
  className,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const url = src && !failed ? src : fallbackPoster;
  return (
    <img
      className={`${styles.poster} ${className ?? ""}`}
      src={url}
      srcSet={posterSrcSet(url)}
      alt={alt}
      width={600}
      height={900}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "auto"}
      onError={() => setFailed(true)}
    />
  );
}
