import { type Artist, artistInput } from "@naehan/contract";
import type * as z from "zod/mini";
import { Field, formStyles } from "../../../components/form";
import { useSaveArtist } from "../api/save-artist";
import { FormHead, FormActions, FormMessage } from "./form-parts";
import { ImageField } from "./image-field";
import { useAdminForm } from "./use-admin-form";

type Values = z.input<typeof artistInput>;
const FIELDS = ["name", "krName", "aliases", "mbid", "snsUrl", "mediaUrl"] as const;

const toValues = (artist: Artist | null): Values => ({
  name: artist?.name ?? "",
  krName: artist?.krName ?? "",
  // One text field, split at commas by the contract.
  aliases: artist?.aliases.join(", ") ?? "",
  mbid: artist?.mbid ?? "",
  snsUrl: artist?.snsUrl ?? "",
  mediaUrl: artist?.mediaUrl ?? "",
});

/**
 * Create an artist, or edit `artist`: names, MBID (for the setlist.fm sync), links and the image.
 * Mounted afresh for each artist (keyed by the caller), so its fields start from that artist.
 */
export function ArtistForm({
  artist,
  onSaved,
  onCancel,
}: {
  artist: Artist | null;
  onSaved: (saved: Artist, created: boolean) => void;
  onCancel: () => void;
}) {
  const editing = artist !== null;
  const { form, file, setFile, onSubmit, error, failure, pending } = useAdminForm({
    schema: artistInput,
    values: toValues(artist),
    blank: toValues(null),
    fields: FIELDS,
    save: useSaveArtist(),
    variables: (input, file) => ({ artistId: artist?.artistId ?? null, input, file }),
    editing,
    onSaved,
  });

  return (
    <form
      className={formStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="artist-form-title"
    >
      <FormHead id="artist-form-title" editing={editing} noun="아티스트" name={artist?.name} />
      <Field
        label="이름"
        autoComplete="off"
        placeholder="Coldplay"
        error={error("name")}
        {...form.register("name")}
      />
      <Field
        label="한국어 이름"
        autoComplete="off"
        placeholder="콜드플레이"
        error={error("krName")}
        {...form.register("krName")}
      />
      <Field
        label="별칭"
        autoComplete="off"
        placeholder="콜플, 콜드"
        hint="팬들이 부르는 다른 이름. 쉼표로 나눠 적으면 검색에서 찾을 수 있어요."
        error={error("aliases")}
        {...form.register("aliases")}
      />
      <Field
        label="MBID"
        autoComplete="off"
        spellCheck={false}
        placeholder="cc197bad-dc9c-440d-a5b5-d52ba2e14234"
        hint="MusicBrainz ID. setlist.fm 동기화에 쓰여요."
        error={error("mbid")}
        {...form.register("mbid")}
      />
      <Field
        label="SNS 링크"
        type="url"
        inputMode="url"
        placeholder="https://www.instagram.com/…"
        error={error("snsUrl")}
        {...form.register("snsUrl")}
      />
      <Field
        label="미디어 링크"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/@…"
        error={error("mediaUrl")}
        {...form.register("mediaUrl")}
      />
      <ImageField
        label="아티스트 이미지"
        shape="square"
        currentUrl={artist?.imgUrl ?? null}
        file={file}
        onChange={setFile}
      />
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <FormActions editing={editing} pending={pending} onCancel={onCancel} />
    </form>
  );
}
