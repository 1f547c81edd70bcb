import type { Artist } from "@naehan/contract";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { EmptyState } from "../../../components/states";
import { useDeleteArtist } from "../api/delete-artist";
import { useAdminArtists } from "../api/get-artists";
import { failureMessage } from "../model/form-errors";
import styles from "./admin.module.css";
import { RowActions } from "./form-parts";
import { confirmDialog, toast } from "../../../lib/feedback";

/** The registered artists with edit and delete; delete asks first and explains a refusal. */
export function ArtistTable({
  editingId,
  onEdit,
  onDeleted,
}: {
  editingId: number | null;
  onEdit: (artist: Artist) => void;
  onDeleted: (artistId: number) => void;
}) {
  const query = useAdminArtists();
  const remove = useDeleteArtist();

  const onDelete = async (artist: Artist) => {
    const message = `'${artist.name}' 아티스트를 삭제할까요? 지난 공연 기록도 함께 삭제됩니다.`;
    if (!(await confirmDialog(message, "삭제"))) return;
    remove.mutate(artist.artistId, {
      onSuccess: () => onDeleted(artist.artistId),
      onError: (error) => toast(failureMessage(error)),
    });
  };

  return (
    <section className={styles.list} aria-labelledby="artist-table-title">
      <div className={styles.sectionHead}>
        <h2 id="artist-table-title" className={styles.sectionTitle}>
          등록된 아티스트
        </h2>
        {query.data && <span className={styles.count}>{query.data.length}명</span>}
      </div>
      <QueryState
        query={query}
        texts={STATE_TEXTS.artist}
        isEmpty={(artists) => artists.length === 0}
        empty={<EmptyState>등록된 아티스트가 없습니다.</EmptyState>}
      >
        {(artists) => (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.thumbCol}>
                  이미지
                </th>
                <th scope="col">아티스트</th>
                <th scope="col" className={styles.actionsCol}>
                  <span className="visually-hidden">관리</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {artists.map((artist) => (
                <tr
                  key={artist.artistId}
                  aria-current={artist.artistId === editingId ? "true" : undefined}
                >
                  <td>
                    {artist.imgUrl ? (
                      <img className={styles.thumb} src={artist.imgUrl} alt="" loading="lazy" />
                    ) : (
                      <span className={styles.thumb} />
                    )}
                  </td>
                  <td>
                    <div className={styles.rowMain}>
                      <span className={styles.rowTitle}>{artist.name}</span>
                      {artist.krName && <span className={styles.rowSub}>{artist.krName}</span>}
                      <span className={`${styles.rowSub} ${styles.mono}`}>
                        {artist.mbid ?? "MBID 없음"}
                      </span>
                    </div>
                  </td>
                  <td>
                    <RowActions
                      name={artist.name}
                      deleting={remove.isPending && remove.variables === artist.artistId}
                      onEdit={() => onEdit(artist)}
                      onDelete={() => void onDelete(artist)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}
