import { zodResolver } from "@hookform/resolvers/zod";
import { type ChangePasswordBody, changePasswordBody } from "@naehan/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { ApiError } from "../../../lib/api-client";
import { useChangePassword, useLogoutEverywhere } from "../api/account";
import { linkedAccountsQuery } from "../api/providers";
import styles from "./auth.module.css";
import { confirmDialog, toast } from "../../../lib/feedback";

/**
 * 계정 보안 on the my page: change the password (other devices are logged out) and log out of
 * every device, for a phone that was lost or a password someone else may know.
 */
export function AccountSecurity({ onLoggedOut }: { onLoggedOut?: () => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBody),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const change = useChangePassword();
  const everywhere = useLogoutEverywhere();
  const { errors } = form.formState;
  // An account made through 카카오 or 네이버 has no password to change until one is set.
  const linked = useQuery(linkedAccountsQuery());
  const noPassword = linked.data !== undefined && linked.data.passwordEmail === null;

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        setOpen(false);
        toast("비밀번호를 바꿨습니다. 다른 기기에서는 로그아웃되었습니다.");
      },
      onError: (error) => {
        const field = error instanceof ApiError ? error.fields?.currentPassword : undefined;
        if (field) form.setError("currentPassword", { message: field });
        else toast(error instanceof ApiError ? error.message : "비밀번호를 바꾸지 못했습니다.");
      },
    }),
  );

  const onLogoutEverywhere = async () => {
    const message = "모든 기기에서 로그아웃할까요? 이 기기에서도 다시 로그인해야 합니다.";
    if (!(await confirmDialog(message, "로그아웃"))) return;
    everywhere.mutate(undefined, {
      onSuccess: () => onLoggedOut?.(),
      onError: () => toast("로그아웃하지 못했습니다. 잠시 후 다시 시도해 주세요."),
    });
  };

  return (
    <section className={styles.security} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.securityTitle}>
        계정 보안
      </h2>
      {noPassword ? (
        <p className={styles.securityNote}>
          비밀번호가 없는 계정이에요. 위 로그인 방법의 이메일에서 설정하기를 누르면 비밀번호로도
          로그인할 수 있어요.
        </p>
      ) : open ? (
        <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <Field
            label="현재 비밀번호"
            type="password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...form.register("currentPassword")}
          />
          <Field
            label="새 비밀번호"
            type="password"
            autoComplete="new-password"
            error={errors.newPassword?.message}
            {...form.register("newPassword")}
          />
          <Field
            label="새 비밀번호 확인"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register("confirmPassword")}
          />
          <SubmitButton pending={change.isPending}>
            {change.isPending ? "바꾸는 중…" : "비밀번호 변경"}
          </SubmitButton>
        </form>
      ) : (
        <button type="button" className={styles.securityButton} onClick={() => setOpen(true)}>
          비밀번호 변경
        </button>
      )}
      <button
        type="button"
        className={styles.securityButton}
        onClick={() => void onLogoutEverywhere()}
        disabled={everywhere.isPending}
      >
        모든 기기에서 로그아웃
      </button>
    </section>
  );
}
