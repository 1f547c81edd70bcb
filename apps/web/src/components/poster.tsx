import { BACKDROP_IMAGE_WIDTH, CARD_IMAGE_WIDTHS } from "@naehan/contract";
import { useEffect, useRef, useState } from "react";
import fallbackPoster from "../assets/fallback-poster.svg";
import styles from "./poster.module.css";

const MEDIA = /^((?:https?:\/\/[^/]+)?\/media\/)([\w-]+)\.(webp|svg)$/;

/** A stored image's copies for a `srcset`, in each format (see imageCopies). */
export interface ImageCopies {
  avif: string;
  webp: string;
}

/**
 * A poster or artist image stored here also comes as copies 160 to 800 wide (a list's thumbnail,
 * a row's card, a grid's card and a page's hero on a phone), each as AVIF and as WebP: the page
 * names the copies, never the original, so a phone gets the width it shows at. Its URL is
 * `/media/…`, or absolute on the server's PUBLIC_URL when one is set. Vector art too (generated,
 * its letters outlined): a phone draws each vector image as a document of its own on the main
 * thread, a raster copy is decoded off it. Null for images stored elsewhere.
 */
export function imageCopies(src: string): ImageCopies | null {
  const match = MEDIA.exec(src);
  if (!match) return null;
  const [, base, stem] = match;
  const set = (format: keyof ImageCopies) =>
    CARD_IMAGE_WIDTHS.map((width) => `${base}w${width}/${stem}.${format} ${width}w`).join(", ");
  return { avif: set("avif"), webp: set("webp") };
}

/**
 * An image with its copies: AVIF where the browser takes it, WebP where not, the original `src`
 * for a browser that knows no `srcset`. `load` false holds every request back (an image scrolled
 * far off).
 */
export function StoredImage({
  src,
  alt,
  sizes,
  load = true,
  image,
  ...rest
}: Omit<React.ComponentProps<"img">, "src" | "alt" | "srcSet" | "sizes"> & {
  src: string;
  alt: string;
  sizes: string;
  load?: boolean;
  image?: React.Ref<HTMLImageElement>;
}) {
  const copies = imageCopies(src);
  const img = (
    <img
      ref={image}
      src={load ? src : undefined}
      alt={alt}
      srcSet={load ? copies?.webp : undefined}
      sizes={sizes}
      {...rest}
    />
  );
  if (!copies) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={load ? copies.avif : undefined} sizes={sizes} />
      {img}
    </picture>
  );
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
    <StoredImage
      image={image}
      className={`${styles.poster} ${className ?? ""}`}
      src={url}
      load={near}
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
