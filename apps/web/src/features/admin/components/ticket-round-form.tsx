import { zodResolver } from "@hookform/resolvers/zod";
import {
  TICKET_ROUND_KINDS,
  TICKET_ROUND_KIND_LABELS,
  TICKET_VENDORS,
  type TicketRound,
  type TicketRoundFormValues,
  type TicketRoundInput,
  ticketRoundInput,
} from "@naehan/contract";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Field, formStyles } from "../../../components/form";
import { useSaveTicketRound } from "../api/save-ticket-round";
import { failureMessage, fieldErrors } from "../model/form-errors";
import { roundFormValues } from "../model/round-values";
import { EligibilityChips } from "./eligibility-chips";
import { FormActions, FormMessage } from "./form-parts";
import { SelectField } from "./select-field";
import styles from "./admin.module.css";

const FIELDS = [
  "kind",
  "label",
  "vendor",
  "opensAt",
  "closesAt",
  "url",
  "eligibility",
  "note",
] as const;
const OTHER = "기타";
const isListed = (vendor: string) => (TICKET_VENDORS as readonly string[]).includes(vendor);

/**
 * Add a ticket round to the concert, or edit `round`: kind, name, vendor (from the list or typed),
 * open and close in Korean time, the vendor's link, conditions and a note.
 */
export function TicketRoundForm({
  concertId,
  round,
  draft,
  onSaved,
  onCancel,
}: {
  concertId: number;
  round: TicketRound | null;
  /** A new round's values proposed from a pasted notice, for the admin to correct and save. */
  draft?: TicketRoundFormValues | null;
  onSaved: (saved: TicketRound, created: boolean) => void;
  onCancel: () => void;
}) {
  const start = round === null && draft ? draft : roundFormValues(round);
  const form = useForm<TicketRoundFormValues, unknown, TicketRoundInput>({
    resolver: zodResolver(ticketRoundInput),
    defaultValues: start,
  });
  const [otherVendor, setOtherVendor] = useState(start.vendor !== "" && !isListed(start.vendor));
  const save = useSaveTicketRound();
  const { errors } = form.formState;
  const editing = round !== null;
  const error = (field: (typeof FIELDS)[number]) => errors[field]?.message;
  const kind = useWatch({ control: form.control, name: "kind" });
  const vendor = useWatch({ control: form.control, name: "vendor" });

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { concertId, ticketRoundId: round?.ticketRoundId ?? null, input },
      {
        onSuccess: (saved) => {
          form.reset(roundFormValues(null));
          setOtherVendor(false);
          onSaved(saved, !editing);
        },
        onError: (failure) => {
          for (const [field, message] of fieldErrors(failure, FIELDS)) {
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
      aria-label={editing ? "예매 일정 수정" : "예매 일정 추가"}
    >
      <div className={styles.pair}>
        <SelectField label="예매 종류" error={error("kind")} {...form.register("kind")}>
          {TICKET_ROUND_KINDS.map((value) => (
            <option key={value} value={value}>
              {TICKET_ROUND_KIND_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Field
          label="표시 이름"
          placeholder={TICKET_ROUND_KIND_LABELS[kind] ?? ""}
          error={error("label")}
          {...form.register("label")}
        />
      </div>
      <SelectField
        label="예매처"
        error={otherVendor ? undefined : error("vendor")}
        value={otherVendor ? OTHER : vendor}
        onChange={(e) => {
          const choice = e.target.value;
          setOtherVendor(choice === OTHER);
          form.setValue("vendor", choice === OTHER ? "" : choice, { shouldValidate: false });
        }}
      >
        <option value="">예매처 선택</option>
        {TICKET_VENDORS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
        <option value={OTHER}>기타 (직접 입력)</option>
      </SelectField>
      {otherVendor && (
        <Field
          label="예매처 이름"
          placeholder="예: 인터파크 글로벌"
          error={error("vendor")}
          {...form.register("vendor")}
        />
      )}
      <Field
        label="오픈 일시 (한국 시간)"
        type="datetime-local"
        error={error("opensAt")}
        {...form.register("opensAt")}
      />
      <Field
        label="마감 일시 (한국 시간, 선택)"
        type="datetime-local"
        error={error("closesAt")}
        {...form.register("closesAt")}
      />
      <Field
        label="예매 링크"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={error("url")}
        {...form.register("url")}
      />
      <Controller
        control={form.control}
        name="eligibility"
        render={({ field }) => (
          <EligibilityChips
            value={field.value ?? []}
            onChange={field.onChange}
            error={error("eligibility")}
          />
        )}
      />
      <Field
        label="메모"
        placeholder="예: 팬클럽 가입은 2월 28일까지"
        error={error("note")}
        {...form.register("note")}
      />
      {save.isError && <FormMessage tone="error">{failureMessage(save.error)}</FormMessage>}
      <FormActions editing={editing} pending={save.isPending} onCancel={onCancel} />
    </form>
  );
}
