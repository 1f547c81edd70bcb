import type { ReactNode } from "react";
import styles from "./list-section.module.css";

/** Stacks the my-page list sections with even spacing. */
export function ListSections({ children }: { children: ReactNode }) {
  return <div className={styles.sections}>{children}</div>;
}

/** A titled my-page list: heading with its count, then the list (or its state). */
export function ListSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  /** Empty while the list is loading. */
  count: number | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title} <span className={styles.count}>{count ?? ""}</span>
      </h2>
      {children}
    </section>
  );
}

/** The class for the list inside a ListSection: ruled rows. */
export const listSectionListClass = styles.list;
