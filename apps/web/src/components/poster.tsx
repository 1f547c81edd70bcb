import { BACKDROP_IMAGE_WIDTH, CARD_IMAGE_WIDTHS, VECTOR_ART_WIDEST } from "@naehan/contract";
import { useEffect, useRef, useState } from "react";
import fallbackPoster from "../assets/fallback-poster.svg";
import styles from "./poster.module.css";

const MEDIA = /^((?:https?:\/\/[^/]+)?\/media\/)([\w-]+)\.(webp|svg)$/;

/**
 * A poster stored here also comes as WebP copies 160 to 400 wide (a list's thumbnail, a row's card
 * and a grid's card on a phone). Its URL is `/media/…`, or absolute on the server's PUBLIC_URL when
 * one is set. Vector art (generated, its letters outlined) too, with a 480 wide copy in place of
 * the original: a phone draws each vector image as a document of its own on the main thread, a
 * raster copy is decoded off it.
 */
export function posterSrcSet(src: string): string | undefined {
  const match = MEDIA.exec(src);
  if (!match) return undefined;
  const [, base, stem, extension] = match;
  const copy = (width: number) => `${base}w${width}/${stem}.webp ${width}w`;
  const copies = CARD_IMAGE_WIDTHS.map(copy);
  return [...copies, extension === "svg" ? copy(VECTOR_ART_WIDEST) : `${src} 800w`].join(", ");
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
  // A grid's half: the page's width less its 20 px sides and the 14 px between, up to 480 px.
  sizes = "(max-width: 480px) calc(50vw - 27px), 213px",
  className,
  offscreen = false,
}: {
  src: string | null;
  alt: string;
  priority?: boolean;
  sizes?: string;
  className?: string;
  /**
   * Off to the side in a row or further down a grid: loaded once scrolled near (a screen's third
   * ahead down the page, 100 px to the side), not with the page (the browser's own lazy loading
   * fetches a whole row's posters at once, and a grid's well over a screen ahead).
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
      { rootMargin: "300px 100px", scrollMargin: "300px 100px" } as IntersectionObserverInit,
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
