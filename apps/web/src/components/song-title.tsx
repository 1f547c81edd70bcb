import styles from "./song-title.module.css";

/**
 * A song's title as played, with its Korean reading or translation beside it where one is known
 * (夜に駆ける 밤을 달리다): the reading quieter, so the title stays what a fan searches by.
 */
export function SongTitle({ title, reading }: { title: string; reading?: string | undefined }) {
  if (!reading) return <>{title}</>;
  return (
    <>
      {title} <span className={styles.reading}>{reading}</span>
    </>
  );
}
