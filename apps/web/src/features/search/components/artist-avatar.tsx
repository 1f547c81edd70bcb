import { useState } from "react";
import { UserIcon } from "../../../components/icons";
import styles from "./artist-avatar.module.css";
import { InitialThumb } from "./initial-thumb";

/**
 * A round artist image with its box reserved: the name's initial on a tint holds its place until
 * the image has loaded; a neutral figure stands in when there is none.
 */
export function ArtistAvatar({
  src,
  size,
  name,
}: {
  src: string | null;
  size: number;
  name: string;
}) {
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
    <InitialThumb name={name} shape="round" size={size}>
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </InitialThumb>
  );
}
