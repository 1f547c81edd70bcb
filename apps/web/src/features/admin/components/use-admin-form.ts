import { zodResolver } from "@hookform/resolvers/zod";
import type { UseMutationResult } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { failureMessage, fieldErrors } from "../model/form-errors";

/**
 * An admin form that saves a catalogue row and, optionally, its image: checked with the
 * contract's schema before it is sent; the server's field messages (422) shown on their fields;
 * after a save, empty again for the next row.
 */
export function useAdminForm<Values extends FieldValues, Input, Saved, Variables>({
  schema,
  values,
  blank,
  fields,
  save,
  variables,
  editing,
  onSaved,
}: {
  schema: z.ZodMiniType<Input, Values>;
  /** What the fields hold at first: the row being edited, or `blank`. */
  values: DefaultValues<Values>;
  blank: DefaultValues<Values>;
  /** The fields the server's messages may name. */
  fields: readonly Path<Values>[];
  save: UseMutationResult<Saved, Error, Variables>;
  /** The save's variables, from the checked input and the image chosen (null keeps the current). */
  variables: (input: Input, file: File | null) => Variables;
  editing: boolean;
  onSaved: (saved: Saved, created: boolean) => void;
}) {
  const form = useForm<Values, unknown, Input>({
    resolver: zodResolver(schema),
    defaultValues: values,
  });
  const [file, setFile] = useState<File | null>(null);
  const submit = form.handleSubmit((input) =>
    save.mutate(variables(input, file), {
      onSuccess: (saved) => {
        form.reset(blank);
        setFile(null);
        onSaved(saved, !editing);
      },
      onError: (error) => {
        for (const [field, message] of fieldErrors(error, fields)) {
          form.setError(field, { message });
        }
      },
    }),
  );
  return {
    form,
    file,
    setFile,
    onSubmit: (event: FormEvent) => void submit(event),
    /** A field's message: the schema's, or the server's. */
    error: (field: Path<Values>) => form.getFieldState(field, form.formState).error?.message,
    /** Why the last save failed, in Korean; null unless it did. */
    failure: save.isError ? failureMessage(save.error) : null,
    pending: save.isPending,
  };
}
