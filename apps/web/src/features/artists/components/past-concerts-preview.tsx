import { useRef } from "react";
import { usePageFlag } from "../../../lib/use-page-flag";
import { ExpandToggle } from "../../../components/expand-toggle";
import { keepInView } from "./keep-in-view";
import { PastConcertList, usePastConcertsBeyond } from "./past-concert-list";
import styles from "./past-concerts-preview.module.css";

export const PAST_CONCERTS_COLLAPSED = 4;

/** 지난 공연 on the artist page: the latest 4, every one when expanded. */
export function PastConcertsPreview({ artistId }: { artistId: number }) {
  const [expanded, setExpanded] = usePageFlag("past-concerts-expanded");
  const more = usePastConcertsBeyond(artistId, PAST_CONCERTS_COLLAPSED);
  const section = useRef<HTMLDivElement>(null);
  const listId = `past-concerts-${artistId}`;
  return (
    <div ref={section} className={styles.section}>
      <h2 className={styles.title}>지난 공연</h2>
      <PastConcertList
        artistId={artistId}
        listId={listId}
        visible={expanded ? undefined : PAST_CONCERTS_COLLAPSED}
      />
      {(more || expanded) && (
        <ExpandToggle
          expanded={expanded}
          controls={listId}
          label="지난 공연"
          onToggle={() => {
            if (expanded) keepInView(section.current);
            setExpanded(!expanded);
          }}
        />
      )}
    </div>
  );
}
