import { BACKDROP_IMAGE_WIDTH, CARD_IMAGE_WIDTHS } from "@naehan/contract";
import { useEffect, useRef, useState } from "react";
import fallbackPoster from "../assets/fallback-poster.svg";
import styles from "./poster.module.css";

const MEDIA = /^((?:https?:\/\/[^/]+)?\/media\/)([\w-]+)\.(webp|svg)$/;

/**
 * A WebP poster stored here also comes as 280 and 400 wide copies (a row's card and a grid's card
 * on a phone). Its URL is `/media/…`, or absolute on the server's PUBLIC_URL when one is set.
 * Vector art stays vector: its text is drawn with the phone's Korean font, and a server-made
 * raster copy would draw it with whatever fonts the server host has.
 */
export function posterSrcSet(src: string): string | undefined {
  const match = MEDIA.exec(src);
  if (!match || match[3] !== "webp") return undefined;
  const [, base, stem] = match;
  const copies = CARD_IMAGE_WIDTHS.map((width) => `${base}w${width}/${stem}.webp ${width}w`);
  return [...copies, `${src} 800w`].join(", ");
}

/** A 24 px wide copy of a poster stored here, blown up as a soft backdrop; null for others. */
export function posterBackdrop(src: string): string | null {
  const match = MEDIA.exec(src);
  return match ? `${match[1]}w${BACKDROP_IMAGE_WIDTH}/${match[2]}.webp` : null;
}

/**
 * A 2:3 concert poster whose box is reserved before it loads (no layout shift); the fallback image
 * stands in when there is no poster or it fails to load.
 */
export function Poster({
  src,
  alt,
  priority = false,
  sizes = "(max-width: 480px) 45vw, 216px",
  className,
  offscreen = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
  /**
   * Off to the side in a row: loaded once scrolled near, not with the page (the browser's own
   * lazy loading fetches a whole row's posters at once).
   */
  offscreen?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(!offscreen);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const element = image.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "100px", scrollMargin: "100px" } as IntersectionObserverInit,
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const url = src && !failed ? src : fallbackPoster;
  return (
    <img
      ref={image}
      className={`${styles.poster} ${className ?? ""}`}
      src={near ? url : undefined}
      srcSet={near ? posterSrcSet(url) : undefined}
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
