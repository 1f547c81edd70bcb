import { type Concert, GENRES, concertInput } from "@naehan/contract";
import { Field, formStyles } from "../../../components/form";
import { useAdminArtists } from "../api/get-artists";
import { useSaveConcert } from "../api/save-concert";
import { concertFormValues } from "../model/concert-values";
import { FormActions, FormHead, FormMessage } from "./form-parts";
import { ImageField } from "./image-field";
import { SelectField } from "./select-field";
import { useAdminForm } from "./use-admin-form";
import styles from "./admin.module.css";

const FIELDS = [
  "artistId",
  "title",
  "subTitle",
  "startDate",
  "endDate",
  "startTime",
  "doorsTime",
  "venueName",
  "cityName",
  "countryName",
  "countryCode",
  "ticketPlatforms",
  "ticketUrl",
  "genre",
  "concertStatus",
] as const;

const STATUS_LABELS = { UPCOMING: "예정", COMPLETED: "종료" };

/**
 * Create a concert, or edit `concert`: artist, titles, dates, venue, tickets, genre, status and
 * the poster. Mounted afresh for each concert (keyed by the caller), once the artists are loaded
 * so the artist select starts on the right one.
 */
export function ConcertForm({
  concert,
  onSaved,
  onCancel,
}: {
  concert: Concert | null;
  onSaved: (saved: Concert, created: boolean) => void;
  onCancel: () => void;
}) {
  const artists = useAdminArtists();
  const editing = concert !== null;
  const { form, file, setFile, onSubmit, error, failure, pending } = useAdminForm({
    schema: concertInput,
    values: concertFormValues(concert),
    blank: concertFormValues(null),
    fields: FIELDS,
    save: useSaveConcert(),
    variables: (input, file) => ({ concertId: concert?.newConcertId ?? null, input, file }),
    editing,
    onSaved,
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="concert-form-title"
    >
      <FormHead id="concert-form-title" editing={editing} noun="공연" name={concert?.title} />
      <SelectField
        label="아티스트"
        error={error("artistId")}
        {...form.register("artistId", { valueAsNumber: true })}
      >
        <option value="">아티스트 선택</option>
        {artists.data?.map((artist) => (
          <option key={artist.artistId} value={artist.artistId}>
            {artist.krName ? `${artist.name} (${artist.krName})` : artist.name}
          </option>
        ))}
      </SelectField>
      <Field
        label="공연 제목"
        placeholder="2027 콜드플레이 내한공연"
        error={error("title")}
        {...form.register("title")}
      />
      <Field
        label="부제"
        placeholder="COLDPLAY LIVE IN SEOUL"
        error={error("subTitle")}
        {...form.register("subTitle")}
      />
      <div className={styles.pair}>
        <Field
          label="시작일"
          type="date"
          error={error("startDate")}
          {...form.register("startDate")}
        />
        <Field
          label="종료일"
          type="date"
          error={error("endDate")}
          {...form.register("endDate", { setValueAs: (v: string) => (v === "" ? null : v) })}
        />
      </div>
      <div className={styles.pair}>
        <Field
          label="공연 시작 시각"
          type="time"
          error={error("startTime")}
          {...form.register("startTime")}
        />
        <Field
          label="입장 시작 시각"
          type="time"
          error={error("doorsTime")}
          {...form.register("doorsTime")}
        />
      </div>
      <Field
        label="공연장"
        placeholder="고양종합운동장 주경기장"
        error={error("venueName")}
        {...form.register("venueName")}
      />
      <div className={styles.pair}>
        <Field
          label="도시"
          placeholder="고양"
          error={error("cityName")}
          {...form.register("cityName")}
        />
        <Field label="국가" error={error("countryName")} {...form.register("countryName")} />
      </div>
      <div className={styles.pair}>
        <Field
          label="국가 코드"
          maxLength={2}
          autoCapitalize="characters"
          error={error("countryCode")}
          {...form.register("countryCode")}
        />
        <Field
          label="예매처"
          placeholder="NOL 티켓"
          error={error("ticketPlatforms")}
          {...form.register("ticketPlatforms")}
        />
      </div>
      <Field
        label="예매 링크"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={error("ticketUrl")}
        {...form.register("ticketUrl")}
      />
      <div className={styles.pair}>
        <SelectField label="장르" error={error("genre")} {...form.register("genre")}>
          <option value="">장르 선택</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {genre}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="상태"
          error={error("concertStatus")}
          {...form.register("concertStatus")}
        >
          {Object.entries(STATUS_LABELS).map(([status, label]) => (
            <option key={status} value={status}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <ImageField
        label="포스터"
        shape="poster"
        currentUrl={concert?.posterUrl ?? null}
        file={file}
        onChange={setFile}
      />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <FormActions editing={editing} pending={pending} onCancel={onCancel} />
    </form>
  );
}
