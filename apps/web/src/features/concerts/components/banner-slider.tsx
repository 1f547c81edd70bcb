import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "../../../components/link";
import { BANNER_HEIGHT, BANNER_SLIDES, BANNER_WIDTH, type BannerText } from "../model/banners";
import styles from "./banner-slider.module.css";

export const BANNER_INTERVAL_MS = 5_000;
/** How far a finger has to travel sideways for a swipe. */
export const SWIPE_PX = 40;

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)");
const watchReducedMotion = (onChange: () => void) => {
  if (typeof matchMedia !== "function") return () => {};
  const query = reducedMotion();
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
};

/**
 * Three slides that advance every 5 seconds. The left sixth steps back, the right sixth steps
 * forward (each a real button), a swipe steps either way, and a click on the slide itself only
 * logs. A finger on the banner holds it, and the 5 s start again when it lifts; a mouse over it,
 * the pause button, the banner being scrolled out of view or a preference for reduced motion (until
 * the fan starts it) stop the rotation.
 */
export function BannerSlider() {
  const count = BANNER_SLIDES.length;
  const [index, setIndex] = useState(0);
  // The pictures of the slides after the first load as they come near, not with the page: the
  // next one a moment before it is due, all of them once the fan moves the banner.
  const [reached, setReached] = useState(0);
  const upTo = Math.max(reached, index);
  // The fan's own pause or play; until then, reduced motion decides.
  const [pausedByFan, setPausedByFan] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  /** Where the finger on the banner went down. */
  const [touch, setTouch] = useState<{ x: number; y: number } | null>(null);
  const [inView, setInView] = useState(true);
  // Bumped on every manual step and every lifted finger, so the 5 s wait starts over.
  const [epoch, setEpoch] = useState(0);
  const reduced = useSyncExternalStore(
    watchReducedMotion,
    () => typeof matchMedia === "function" && reducedMotion().matches,
    () => false,
  );
  const section = useRef<HTMLElement>(null);
  const paused = pausedByFan ?? reduced;
  const rotating = !paused && !hovered && !touch && inView;
  const slide = BANNER_SLIDES[index] ?? BANNER_SLIDES[0];

  const step = (delta: number) => {
    setReached(count - 1);
    setIndex((current) => (current + delta + count) % count);
    setEpoch((e) => e + 1);
  };

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setReached((r) => Math.max(r, (index + 1) % count)),
      BANNER_INTERVAL_MS - 1_500,
    );
    return () => clearTimeout(timer);
  }, [rotating, index, count]);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % count),
      BANNER_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [rotating, count, epoch]);

  useEffect(() => {
    const element = section.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) =>
      setInView(entry?.isIntersecting ?? true),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** The finger lifted `dx` sideways of where it went down (0: the page took the gesture over). */
  const release = (dx: number, dy = 0) => {
    setTouch(null);
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) step(dx < 0 ? 1 : -1);
    else setEpoch((e) => e + 1);
  };

  return (
    <section
      ref={section}
      className={styles.banner}
      aria-roledescription="carousel"
      aria-label="추천 배너"
      // Only a real mouse hovers: a tap's emulated mouse events must not hold the banner.
      onPointerEnter={(event) => event.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && setHovered(false)}
      onPointerDown={(event) => {
        if (event.pointerType !== "mouse") setTouch({ x: event.clientX, y: event.clientY });
      }}
      onPointerUp={(event) => touch && release(event.clientX - touch.x, event.clientY - touch.y)}
      // The page took the gesture over (a vertical scroll).
      onPointerCancel={() => touch && release(0)}
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
            style={{ background: s.background }}
          >
            <img
              src={i <= upTo ? s.src : undefined}
              alt=""
              width={780}
              height={440}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : "auto"}
              decoding="async"
              draggable={false}
            />
            <BannerCopy texts={s.texts} />
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
      {/* The way to what the banner promises; the slide itself only logs, as the spec says. */}
      <Link to={slide.cta.to} className={styles.cta}>
        {slide.cta.label} ›
      </Link>
      <div className={styles.controls}>
        {/* Read out as it changes only when it does not change by itself. */}
        <span className={`${styles.counter} tabular`} aria-live={rotating ? "off" : "polite"}>
          {index + 1} / {count}
        </span>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPausedByFan(!paused)}
          aria-label={paused ? "배너 자동 넘김 시작" : "배너 자동 넘김 멈춤"}
        >
          {paused ? "▶" : "❚❚"}
        </button>
      </div>
    </section>
  );
}

const percent = (value: number, of: number) => `${(value / of) * 100}%`;
/** Artboard units as a share of the banner's width, so the text scales with the picture. */
const widthShare = (value: number) => `${(value / BANNER_WIDTH) * 100}cqw`;
const SHIFT = { start: "0", middle: "-50%", end: "-100%" } as const;

/**
 * A slide's text, over its picture where the design puts it: each line's baseline on the
 * artboard's point (with a line height of 1 the baseline sits about 0.86 em below the top). The
 * slide's label already says it all to a screen reader.
 */
function BannerCopy({ texts }: { texts: readonly BannerText[] }) {
  return (
    <span className={styles.copy} aria-hidden="true">
      {texts.map((line) => (
        <span
          key={`${line.x},${line.y}`}
          className={styles.line}
          style={{
            left: percent(line.x, BANNER_WIDTH),
            top: percent(line.y, BANNER_HEIGHT),
            fontSize: widthShare(line.size),
            fontWeight: line.weight,
            color: line.fill,
            opacity: line.opacity,
            letterSpacing: line.letterSpacing ? widthShare(line.letterSpacing) : undefined,
            translate: `${SHIFT[line.anchor ?? "start"]} -0.86em`,
          }}
        >
          {line.parts
            ? line.parts.map((part) => (
                <span key={part.text} style={part.fill ? { color: part.fill } : undefined}>
                  {part.text}
                </span>
              ))
            : line.text}
        </span>
      ))}
    </span>
  );
}
