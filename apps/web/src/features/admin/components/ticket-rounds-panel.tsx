import type {
  ConcertDetail,
  TicketPrice,
  TicketRound,
  TicketRoundFormValues,
} from "@naehan/contract";
import { useState } from "react";
import { confirmDialog, toast } from "../../../lib/feedback";
import { useDeleteTicketRound } from "../api/delete-ticket-round";
import { failureMessage } from "../model/form-errors";
import { FormMessage, RowActions } from "./form-parts";
import { NoticePaste } from "./notice-paste";
import { PriceForm } from "./price-form";
import { TicketRoundForm } from "./ticket-round-form";
import adminStyles from "./admin.module.css";
import styles from "./ticket-rounds.module.css";

/** `2027-03-05T20:00:00+09:00` → `2027.03.05 20:00` (the admin enters and reads Korean time). */
const shortTime = (iso: string) => `${iso.slice(0, 10).replaceAll("-", ".")} ${iso.slice(11, 16)}`;

/**
 * On the concert's edit screen: its ticket rounds (added, edited, deleted one by one) and its seat
 * prices (saved as one list).
 */
export function TicketRoundsPanel({ concert }: { concert: ConcertDetail }) {
  const [editing, setEditing] = useState<TicketRound | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Values read from a pasted notice: each one a fresh form (and price list) to correct and save.
  const [draft, setDraft] = useState<{ values: TicketRoundFormValues; n: number } | null>(null);
  const [priceDraft, setPriceDraft] = useState<{ prices: TicketPrice[]; n: number } | null>(null);
  const remove = useDeleteTicketRound();
  const rounds = concert.ticketRounds;

  const askDelete = async (round: TicketRound) => {
    const message = `'${round.label} (${round.vendor})' 일정을 삭제할까요?`;
    if (!(await confirmDialog(message, "삭제"))) return;
    setNotice(null);
    remove.mutate(round.ticketRoundId, {
      onSuccess: () => {
        if (editing?.ticketRoundId === round.ticketRoundId) setEditing(null);
        setNotice("예매 일정을 삭제했습니다.");
      },
      onError: (error) => toast(failureMessage(error)),
    });
  };

  return (
    <section className={adminStyles.card} aria-labelledby="ticket-rounds-title">
      <div className={adminStyles.formHead}>
        <h2 id="ticket-rounds-title" className={adminStyles.sectionTitle}>
          티켓 오픈 일정
        </h2>
        <span className={adminStyles.count}>{rounds.length}개</span>
      </div>
      {rounds.length === 0 ? (
        <p className={styles.empty}>등록된 예매 일정이 없습니다.</p>
      ) : (
        <ul className={styles.roundList}>
          {rounds.map((round) => (
            <li
              key={round.ticketRoundId}
              className={styles.roundItem}
              aria-current={editing?.ticketRoundId === round.ticketRoundId || undefined}
            >
              <div className={styles.roundText}>
                <strong>{round.label}</strong>
                <span>
                  {round.vendor} · <span className="tabular">{shortTime(round.opensAt)}</span>
                </span>
              </div>
              <RowActions
                name={`${round.label} ${round.vendor}`}
                deleting={remove.isPending && remove.variables === round.ticketRoundId}
                onEdit={() => {
                  setNotice(null);
                  setEditing(round);
                }}
                onDelete={() => void askDelete(round)}
              />
            </li>
          ))}
        </ul>
      )}
      <NoticePaste
        onRound={(values) => {
          setEditing(null);
          setNotice(null);
          setDraft((d) => ({ values, n: (d?.n ?? 0) + 1 }));
        }}
        onPrices={(prices) => setPriceDraft((d) => ({ prices, n: (d?.n ?? 0) + 1 }))}
      />
      <h3 className={styles.subTitle}>{editing ? "예매 일정 수정" : "예매 일정 추가"}</h3>
      <TicketRoundForm
        key={editing?.ticketRoundId ?? `new-${draft?.n ?? 0}`}
        concertId={concert.newConcertId}
        round={editing}
        draft={draft?.values ?? null}
        onSaved={(saved, created) => {
          setNotice(`'${saved.label}' 일정을 ${created ? "추가" : "수정"}했습니다.`);
          setEditing(null);
          setDraft(null);
        }}
        onCancel={() => {
          setEditing(null);
          setDraft(null);
        }}
      />
      {notice && <FormMessage tone="success">{notice}</FormMessage>}
      <PriceForm
        key={`prices-${priceDraft?.n ?? 0}`}
        concertId={concert.newConcertId}
        prices={priceDraft?.prices ?? concert.prices}
      />
    </section>
  );
}
