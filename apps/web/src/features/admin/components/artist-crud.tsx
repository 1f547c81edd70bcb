import type { Artist } from "@naehan/contract";
import { useRef, useState } from "react";
import { ArtistForm } from "./artist-form";
import { ArtistTable } from "./artist-table";
import { FormMessage } from "./form-parts";
import { SongReadingsPanel } from "./song-readings-panel";
import styles from "./admin.module.css";

/**
 * 아티스트 관리 › CRUD: the form (create mode, or edit mode from the table) above the table; an
 * artist being edited also shows its songs' Korean readings.
 */
export function ArtistCrud() {
  const [editing, setEditing] = useState<Artist | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const edit = (artist: Artist) => {
    setNotice(null);
    setEditing(artist);
    formRef.current?.scrollIntoView?.({ behavior: "smooth", block: "start" });
  };

  return (
    <>
      <div ref={formRef} className={styles.card}>
        <ArtistForm
          key={editing?.artistId ?? "new"}
          artist={editing}
          onSaved={(saved, created) => {
            setNotice(`'${saved.name}' 아티스트를 ${created ? "등록" : "수정"}했습니다.`);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
        {notice && <FormMessage tone="success">{notice}</FormMessage>}
      </div>
      {editing && <SongReadingsPanel artistId={editing.artistId} name={editing.name} />}
      <ArtistTable
        editingId={editing?.artistId ?? null}
        onEdit={edit}
        onDeleted={(id) => {
          if (editing?.artistId === id) setEditing(null);
          setNotice(null);
        }}
      />
    </>
  );
}
