import { useCallback, useEffect, useState } from "react";
import { BANNER_SLIDES } from "../model/banners";
import styles from "./banner-slider.module.css";

export const BANNER_INTERVAL_MS = 5_000;

/**
 * Three slides that advance every 5 seconds. The left sixth steps back, the right sixth steps
 * forward (each a real button), and a click on the slide itself only logs. Hovering or focusing
 * the banner, or the pause button, stops the rotation.
 */
export function BannerSlider() {
  const count = BANNER_SLIDES.length;
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  // Bumped on every manual step so the 5 s wait starts over.
  const [epoch, setEpoch] = useState(0);

  const step = useCallback(
    (delta: number) => {
      setIndex((current) => (current + delta + count) % count);
      setEpoch((e) => e + 1);
    },
    [count],
  );

  useEffect(() => {
    if (paused || hovered) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      BANNER_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [paused, hovered, count, epoch]);

  return (
    <section
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="추천 배너"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className={styles.track} style={{ transform: `translateX(${-index * 100}%)` }}>
        {BANNER_SLIDES.map((s, i) => (
          <button
            key={s.src}
            type="button"
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}: ${s.alt}`}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            onClick={() => console.log("banner clicked", i + 1, s.alt)}
          >
            <img
              src={s.src}
              alt=""
              width={780}
              height={440}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
            />
          </button>
        ))}
      </div>
      <button
        type="button"
        className={`${styles.zone} ${styles.prev}`}
        onClick={() => step(-1)}
        aria-label="이전 배너"
      />
      <button
        type="button"
        className={`${styles.zone} ${styles.next}`}
        onClick={() => step(1)}
        aria-label="다음 배너"
      />
      <div className={styles.controls}>
        <span className={`${styles.counter} tabular`} aria-live={paused ? "polite" : "off"}>
          {index + 1} / {count}
        </span>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPaused((p) => !p)}
          aria-label={paused ? "배너 자동 넘김 시작" : "배너 자동 넘김 멈춤"}
        >
          {paused ? "▶" : "❚❚"}
        </button>
      </div>
    </section>
  );
}
