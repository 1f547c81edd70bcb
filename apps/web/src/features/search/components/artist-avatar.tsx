import { useState } from "react";
import { UserIcon } from "../../../components/icons";
import styles from "./artist-avatar.module.css";

/** A round artist image with its box reserved; a neutral figure stands in when there is none. */
export function ArtistAvatar({ src, size }: { src: string | null; size: number }) {
  const [failed, setFailed] = useState(false);
  const box = { width: size, height: size };
  if (!src || failed) {
    return (
      <span className={styles.avatar} style={box} aria-hidden="true">
        <UserIcon size={Math.round(size * 0.45)} />
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      style={box}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
