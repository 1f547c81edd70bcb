import { useRef, useState } from "react";
import { STATE_TEXTS } from "../../../components/state-texts";
import { ErrorState, LoadingState } from "../../../components/states";
import { useAdminArtists } from "../api/get-artists";
import { useAdminConcert } from "../api/get-concert";
import { ActualSetlistPanel } from "./actual-setlist-panel";
import { ConcertForm } from "./concert-form";
import { ConcertTable } from "./concert-table";
import { TicketRoundsPanel } from "./ticket-rounds-panel";
import { FormMessage } from "./form-parts";
import styles from "./admin.module.css";

/**
 * 공연 관리 › CRUD: the form (create mode, or edit mode from the table) above the table; while a
 * concert is edited, its ticket rounds and prices and its actual setlist below the form.
 */
export function ConcertCrud() {
  const [editingId, setEditingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const artists = useAdminArtists();
  const editing = useAdminConcert(editingId);

  const edit = (concertId: number) => {
    setNotice(null);
    setEditingId(concertId);
    formRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };

  let form;
  if (artists.isPending || (editingId !== null && editing.isPending)) {
    form = <LoadingState />;
  } else if (artists.isError || (editingId !== null && editing.isError)) {
    form = (
      <ErrorState
        error={artists.error ?? editing.error}
        message={STATE_TEXTS.concerts.failed}
        onRetry={() => void (artists.isError ? artists.refetch() : editing.refetch())}
      />
    );
  } else {
    form = (
      <ConcertForm
        key={editingId ?? "new"}
        concert={editingId !== null ? (editing.data ?? null) : null}
        onSaved={(saved, created) => {
          setNotice(`'${saved.title}' 공연을 ${created ? "등록" : "수정"}했습니다.`);
          setEditingId(null);
        }}
        onCancel={() => setEditingId(null)}
      />
    );
  }

  return (
    <>
      <div ref={formRef} className={styles.card}>
        {form}
        {notice && <FormMessage tone="success">{notice}</FormMessage>}
      </div>
      {editingId !== null && editing.data && (
        <>
          <TicketRoundsPanel key={`rounds-${editingId}`} concert={editing.data} />
          <ActualSetlistPanel key={`setlist-${editingId}`} concert={editing.data} />
        </>
      )}
      <ConcertTable
        editingId={editingId}
        onEdit={edit}
        onDeleted={(id) => {
          if (editingId === id) setEditingId(null);
          setNotice(null);
        }}
      />
    </>
  );
}
