import {
  type ParsedTicketNotice,
  TICKET_ROUND_KIND_LABELS,
  type TicketPrice,
  type TicketRoundFormValues,
} from "@naehan/contract";
import { useId, useState } from "react";
import { formStyles } from "../../../components/form";
import { useParseNotice } from "../api/parse-notice";
import { failureMessage } from "../model/form-errors";
import { toDateTimeInput } from "../model/round-values";
import { FormMessage } from "./form-parts";
import adminStyles from "./admin.module.css";
import styles from "./ticket-rounds.module.css";

type ProposedRound = ParsedTicketNotice["rounds"][number];

/** A proposed round as the round form's values (the admin adds the link and a note). */
export const draftOf = (round: ProposedRound): TicketRoundFormValues => ({
  kind: round.kind,
  label: round.label,
  vendor: round.vendor,
  opensAt: toDateTimeInput(round.opensAt),
  closesAt: toDateTimeInput(round.closesAt),
  url: "",
  eligibility: round.eligibility,
  note: "",
});

const shortTime = (iso: string) => `${iso.slice(0, 10).replaceAll("-", ".")} ${iso.slice(11, 16)}`;

/**
 * A vendor's ticket-opening notice pasted and read by the server: each proposed round fills the
 * round form, the prices fill the price form; nothing is saved until the admin saves there.
 */
export function NoticePaste({
  onRound,
  onPrices,
}: {
  onRound: (draft: TicketRoundFormValues) => void;
  onPrices: (prices: TicketPrice[]) => void;
}) {
  const [text, setText] = useState("");
  const parse = useParseNotice();
  const textId = useId();
  const result = parse.data;
  return (
    <div className={styles.paste}>
      <label htmlFor={textId} className={formStyles.label}>
        티켓 오픈 공지 붙여넣기
      </label>
      <textarea
        id={textId}
        className={formStyles.textarea}
        rows={6}
        value={text}
        placeholder="예매처 공지(티켓 오픈 안내)를 그대로 붙여 넣으면 일정과 가격을 채워 드려요."
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        className={adminStyles.primary}
        disabled={text.trim() === "" || parse.isPending}
        aria-busy={parse.isPending || undefined}
        onClick={() =>
          parse.mutate(text, {
            onSuccess: (parsed) => {
              if (parsed.prices.length > 0) onPrices(parsed.prices);
              const [first] = parsed.rounds;
              if (first) onRound(draftOf(first));
            },
          })
        }
      >
        공지 읽기
      </button>
      {parse.isError && <FormMessage tone="error">{failureMessage(parse.error)}</FormMessage>}
      {result && (
        <div aria-live="polite" className={styles.proposals}>
          <p className={styles.empty}>
            일정 {result.rounds.length}개, 가격 {result.prices.length}개를 찾았어요. 고를 일정을
            눌러 아래 양식에 채우고, 확인한 뒤 저장하세요.
          </p>
          <ul className={styles.roundList}>
            {result.rounds.map((round) => (
              <li
                key={`${round.kind}-${round.opensAt}-${round.vendor}`}
                className={styles.roundItem}
              >
                <div className={styles.roundText}>
                  <strong>{round.label || TICKET_ROUND_KIND_LABELS[round.kind]}</strong>
                  <span>
                    {round.vendor} · <span className="tabular">{shortTime(round.opensAt)}</span>
                    {round.eligibility.length > 0 && ` · ${round.eligibility.join(", ")}`}
                  </span>
                </div>
                <button
                  type="button"
                  className={`${adminStyles.cancel} ${styles.fill}`}
                  onClick={() => onRound(draftOf(round))}
                >
                  채우기
                </button>
              </li>
            ))}
          </ul>
          {result.unparsed.length > 0 && (
            <details>
              <summary>읽지 못한 줄 {result.unparsed.length}개</summary>
              <ul>
                {result.unparsed.map((line, i) => (
                  <li key={`${i}-${line}`}>{line}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </div>
  );
}
