import type { ReactNode } from "react";
import styles from "./initial-thumb.module.css";

/** The first letter of a name as a reader sees it (a Hangul syllable, a capital Latin letter). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0] ?? "";
  return first.toLocaleUpperCase("en");
}

/** A soft tint picked from the name, so neighbouring rows do not all look alike. */
function hueOf(name: string): number {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return sum;
}

/**
 * A thumbnail's box, reserved at its final size and tinted with the name's initial, so a result
 * is never blank while its picture loads; the picture, drawn over it, covers it once it arrives.
 */
export function InitialThumb({
  name,
  shape,
  size,
  children,
}: {
  name: string;
  shape: "poster" | "round";
  /** Width in px; a poster is 2:3, a round thumbnail square. */
  size: number;
  children?: ReactNode;
}) {
  const hue = hueOf(name);
  return (
    <span
      className={`${styles.thumb} ${shape === "round" ? styles.round : styles.poster}`}
      style={{
        width: size,
        height: shape === "round" ? size : Math.round((size * 3) / 2),
        background: `hsl(${hue} 55% 92%)`,
        color: `hsl(${hue} 40% 34%)`,
        fontSize: Math.round(size * 0.38),
      }}
      data-initial={initialOf(name)}
    >
      <span className={styles.initial} aria-hidden="true">
        {initialOf(name)}
      </span>
      {children}
    </span>
  );
}
