import { zodResolver } from "@hookform/resolvers/zod";
import { type TicketPrice, type TicketPricesInput, ticketPricesInput } from "@naehan/contract";
import { useFieldArray, useForm } from "react-hook-form";
import * as z from "zod/mini";
import { formStyles } from "../../../components/form";
import { useSavePrices } from "../api/save-prices";
import { failureMessage } from "../model/form-errors";
import { FormMessage } from "./form-parts";
import styles from "./ticket-rounds.module.css";
import adminStyles from "./admin.module.css";

/** The form holds the list under a key: react-hook-form keeps objects, not bare arrays. */
const priceForm = z.object({ prices: ticketPricesInput });
type PriceFormValues = { prices: { grade: string; price: number }[] };

/** The concert's seat prices: grade and won per row, rows added and removed, saved as a whole. */
export function PriceForm({ concertId, prices }: { concertId: number; prices: TicketPrice[] }) {
  const form = useForm<PriceFormValues, unknown, { prices: TicketPricesInput }>({
    resolver: zodResolver(priceForm),
    defaultValues: { prices },
  });
  const rows = useFieldArray({ control: form.control, name: "prices" });
  const save = useSavePrices();
  const { errors } = form.formState;
  // A rule over the whole list (a repeated grade) lands on the array itself.
  const listError = errors.prices?.root?.message ?? errors.prices?.message;
  const onSubmit = form.handleSubmit(({ prices: list }) =>
    save.mutate(
      { concertId, prices: list },
      { onSuccess: (saved) => form.reset({ prices: saved }) },
    ),
  );

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-labelledby="price-form-title"
    >
      <h3 id="price-form-title" className={styles.subTitle}>
        좌석 가격
      </h3>
      {rows.fields.length === 0 && <p className={styles.empty}>등록된 가격이 없습니다.</p>}
      {rows.fields.map((row, index) => {
        const rowErrors = errors.prices?.[index];
        return (
          <div key={row.id} className={styles.priceRow}>
            <label className={styles.priceCell}>
              <span className="visually-hidden">{index + 1}번째 등급</span>
              <input
                className={formStyles.input}
                placeholder="VIP석"
                aria-invalid={rowErrors?.grade ? true : undefined}
                {...form.register(`prices.${index}.grade`)}
              />
            </label>
            <label className={styles.priceCell}>
              <span className="visually-hidden">{index + 1}번째 가격(원)</span>
              <input
                className={formStyles.input}
                inputMode="numeric"
                placeholder="198000"
                aria-invalid={rowErrors?.price ? true : undefined}
                {...form.register(`prices.${index}.price`, {
                  setValueAs: (v: string | number) =>
                    typeof v === "number"
                      ? v
                      : v.trim() === ""
                        ? Number.NaN
                        : Number(v.replaceAll(",", "")),
                })}
              />
            </label>
            <button
              type="button"
              className={styles.removeButton}
              aria-label={`${index + 1}번째 가격 삭제`}
              onClick={() => rows.remove(index)}
            >
              ×
            </button>
            {(rowErrors?.grade || rowErrors?.price) && (
              <p className={`${formStyles.error} ${styles.priceError}`} role="alert">
                {rowErrors.grade?.message ?? rowErrors.price?.message}
              </p>
            )}
          </div>
        );
      })}
      {listError && (
        <p className={formStyles.error} role="alert">
          {listError}
        </p>
      )}
      <button
        type="button"
        className={styles.addButton}
        // An empty input until typed; the contract then reads it as "enter a price".
        onClick={() => rows.append({ grade: "", price: "" as unknown as number })}
      >
        가격 추가
      </button>
      {save.isError && <FormMessage tone="error">{failureMessage(save.error)}</FormMessage>}
      {save.isSuccess && !form.formState.isDirty && (
        <FormMessage tone="success">가격을 저장했습니다.</FormMessage>
      )}
      <div className={adminStyles.actions}>
        <button
          type="submit"
          className={adminStyles.submit}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? "저장 중…" : "가격 저장"}
        </button>
      </div>
    </form>
  );
}
