import { useState } from "react";
import { CalendarIcon } from "../../../components/icons";
import { useCalendarFeed, useRegenerateCalendarFeed } from "../api/calendar-feed";
import styles from "./calendar-feed.module.css";
import { confirmDialog, toast } from "../../../lib/feedback";

/** The secret calendar URL of my favourite concerts, to subscribe to from a phone's calendar. */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = feed.data?.url;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2_000);
    } catch {
      toast("주소를 복사하지 못했습니다. 직접 선택해 복사해 주세요.");
    }
  };

  const renew = async () => {
    const message =
      "새 주소를 만들면 지금 주소로 구독한 캘린더는 더 이상 갱신되지 않습니다. 새 주소를 만들까요?";
    if (!(await confirmDialog(message, "새 주소 만들기"))) return;
    regenerate.mutate(undefined, {
      onError: () => toast("새 주소를 만들지 못했습니다. 다시 시도해 주세요."),
    });
  };

  return (
    <section className={styles.card} aria-labelledby="calendar-title">
      <h2 id="calendar-title" className={styles.title}>
        <CalendarIcon size={20} /> 내 공연 캘린더
      </h2>
      <p className={styles.text}>
        즐겨찾기한 공연이 휴대폰 캘린더에 자동으로 들어가요. 주소는 나만 알고 있어야 해요.
      </p>
      {feed.isError ? (
        <p className={styles.error} role="alert">
          캘린더 주소를 불러오지 못했습니다.
        </p>
      ) : (
        <>
          <label className="visually-hidden" htmlFor="calendar-url">
            캘린더 구독 주소
          </label>
          <input
            id="calendar-url"
            className={styles.url}
            readOnly
            value={url ?? "불러오는 중…"}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primary}
              onClick={() => void copy()}
              disabled={!url}
            >
              {copied ? "복사했어요" : "주소 복사"}
            </button>
            {url && (
              <a className={styles.secondary} href={url.replace(/^https?:/, "webcal:")}>
                캘린더 앱에서 열기
              </a>
            )}
            <button
              type="button"
              className={styles.link}
              onClick={() => void renew()}
              disabled={!url || regenerate.isPending}
            >
              새 주소 만들기
            </button>
          </div>
        </>
      )}
    </section>
  );
}
