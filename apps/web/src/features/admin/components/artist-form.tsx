import { zodResolver } from "@hookform/resolvers/zod";
import { type Artist, type ArtistInput, artistInput } from "@naehan/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { Field, formStyles } from "../../../components/form";
import { useSaveArtist } from "../api/save-artist";
import { failureMessage, fieldErrors } from "../model/form-errors";
import { FormHead, FormActions, FormMessage } from "./form-parts";
import { ImageField } from "./image-field";

type Values = z.input<typeof artistInput>;
const FIELDS = ["name", "krName", "mbid", "snsUrl", "mediaUrl"] as const;

const toValues = (artist: Artist | null): Values => ({
  name: artist?.name ?? "",
  krName: artist?.krName ?? "",
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
  const form = useForm<Values, unknown, ArtistInput>({
    resolver: zodResolver(artistInput),
    defaultValues: toValues(artist),
  });
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveArtist();
  const { errors } = form.formState;
  const editing = artist !== null;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { artistId: artist?.artistId ?? null, input, file },
      {
        onSuccess: (saved) => {
          form.reset(toValues(null));
          setFile(null);
          onSaved(saved, !editing);
        },
        onError: (error) => {
          for (const [field, message] of fieldErrors(error, FIELDS)) {
            form.setError(field, { message });
          }
        },
      },
    ),
  );

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="artist-form-title"
    >
      <FormHead id="artist-form-title" editing={editing} noun="아티스트" name={artist?.name} />
      <Field
        label="이름"
        autoComplete="off"
        placeholder="Coldplay"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <Field
        label="한국어 이름"
        autoComplete="off"
        placeholder="콜드플레이"
        error={errors.krName?.message}
        {...form.register("krName")}
      />
      <Field
        label="MBID"
        autoComplete="off"
        spellCheck={false}
        placeholder="cc197bad-dc9c-440d-a5b5-d52ba2e14234"
        hint="MusicBrainz ID. setlist.fm 동기화에 쓰여요."
        error={errors.mbid?.message}
        {...form.register("mbid")}
      />
      <Field
        label="SNS 링크"
        type="url"
        inputMode="url"
        placeholder="https://www.instagram.com/…"
        error={errors.snsUrl?.message}
        {...form.register("snsUrl")}
      />
      <Field
        label="미디어 링크"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/@…"
        error={errors.mediaUrl?.message}
        {...form.register("mediaUrl")}
      />
      <ImageField
        label="아티스트 이미지"
        shape="square"
        currentUrl={artist?.imgUrl ?? null}
        file={file}
        onChange={setFile}
      />
      {save.isError && <FormMessage tone="error">{failureMessage(save.error)}</FormMessage>}
      <FormActions editing={editing} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
