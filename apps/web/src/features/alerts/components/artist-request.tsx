import { ARTIST_REQUEST_NAME_MAX } from "@naehan/contract";
import { BellIcon } from "../../../components/icons";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/feedback";
import { useSignedInTap } from "../../../lib/use-signed-in-switch";
import { useRequestArtist } from "../api/artist-request";
import styles from "./resale-watch.module.css";

/**
 * Under a search that found nothing: the fan asks to be told when an artist of that name comes
 * (one alert, in the inbox and by push, when such an artist's concert is added). Logged out, it
 * asks to log in first.
 */
export function ArtistRequest({ name }: { name: string }) {
  const { tap } = useSignedInTap();
  const request = useRequestArtist();
  const done = request.isSuccess;
  const tooLong = [...name].length > ARTIST_REQUEST_NAME_MAX;
  if (tooLong) return null;

  const onClick = () =>
    tap(() =>
      request.mutate(name, {
        onSuccess: () => toast(`‘${name}’ 내한 소식이 오면 알려 드릴게요.`),
        onError: (error) =>
          toast(error instanceof ApiError ? error.message : "요청을 보내지 못했어요."),
      }),
    );

  return (
    <section className={styles.box} aria-labelledby="artist-request-title">
      <BellIcon size={22} />
      <div className={styles.text}>
        <h2 id="artist-request-title" className={styles.title}>
          내한 소식 알려 주세요
        </h2>
        <p className={styles.hint}>
          {done
            ? "요청했어요. 공연이 등록되면 알림으로 알려 드려요."
            : `‘${name}’ 공연이 등록되면 알려 드려요.`}
        </p>
      </div>
      <button
        type="button"
        className={`${styles.toggle} ${done ? styles.on : ""}`}
        onClick={onClick}
        disabled={request.isPending || done}
        aria-label={done ? undefined : `‘${name}’ 내한 소식 알려 주세요`}
      >
        {done ? "요청 완료" : "알려 주세요"}
      </button>
    </section>
  );
}
