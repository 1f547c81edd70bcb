import type { ConcertSummary } from "@naehan/contract";
import { QueryState, itemsOf, noItems } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { formatDateRange } from "../../../lib/format";
import { useDeleteConcert } from "../api/delete-concert";
import { useAdminConcerts } from "../api/get-concerts";
import { failureMessage } from "../model/form-errors";
import styles from "./admin.module.css";
import { RowActions } from "./form-parts";
import { confirmDialog, toast } from "../../../lib/feedback";

/** Every concert, newest first, with edit and delete; delete asks first. */
export function ConcertTable({
  editingId,
  onEdit,
  onDeleted,
}: {
  editingId: number | null;
  onEdit: (concertId: number) => void;
  onDeleted: (concertId: number) => void;
}) {
  const query = useAdminConcerts();
  const remove = useDeleteConcert();

  const onDelete = async (concert: ConcertSummary) => {
    const message = `'${concert.title}' 공연을 삭제할까요? 예상 셋리스트도 함께 삭제됩니다.`;
    if (!(await confirmDialog(message, "삭제"))) return;
    remove.mutate(concert.newConcertId, {
      onSuccess: () => onDeleted(concert.newConcertId),
      onError: (error) => toast(failureMessage(error)),
    });
  };

  return (
    <section className={styles.list} aria-labelledby="concert-table-title">
      <div className={styles.sectionHead}>
        <h2 id="concert-table-title" className={styles.sectionTitle}>
          등록된 공연
        </h2>
      </div>
      <QueryState query={query} texts={STATE_TEXTS.concerts} isEmpty={noItems}>
        {(data) => (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.thumbCol}>
                    포스터
                  </th>
                  <th scope="col">공연</th>
                  <th scope="col" className={styles.actionsCol}>
                    <span className="visually-hidden">관리</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {itemsOf(data).map((concert) => (
                  <tr
                    key={concert.newConcertId}
                    aria-current={concert.newConcertId === editingId ? "true" : undefined}
                  >
                    <td>
                      {concert.posterUrl ? (
                        <img
                          className={styles.posterThumb}
                          src={concert.posterUrl}
                          alt=""
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.posterThumb} />
                      )}
                    </td>
                    <td>
                      <div className={styles.rowMain}>
                        <span className={styles.rowTitle}>{concert.title}</span>
                        <span className={styles.rowSub}>{concert.artistName}</span>
                        <span className={`${styles.rowSub} tabular`}>
                          {formatDateRange(concert.startDate, concert.endDate)}
                        </span>
                        <span className={styles.tags}>
                          <span className={styles.tag}>{concert.genre}</span>
                          <span
                            className={
                              concert.concertStatus === "UPCOMING" ? styles.tag : styles.tagDone
                            }
                          >
                            {concert.concertStatus === "UPCOMING" ? "예정" : "종료"}
                          </span>
                        </span>
                      </div>
                    </td>
                    <td>
                      <RowActions
                        name={concert.title}
                        deleting={remove.isPending && remove.variables === concert.newConcertId}
                        onEdit={() => onEdit(concert.newConcertId)}
                        onDelete={() => void onDelete(concert)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {query.hasNextPage && (
              <button
                type="button"
                className={styles.more}
                disabled={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                {query.isFetchingNextPage ? "불러오는 중…" : "더 보기"}
              </button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
