import { zodResolver } from "@hookform/resolvers/zod";
import {
  type PasswordResetBody,
  type PasswordResetRequestBody,
  passwordResetBody,
  passwordResetRequestBody,
} from "@naehan/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/feedback";
import { paths } from "../../../lib/paths";
import { useRequestPasswordReset, useResetPassword } from "../api/password-reset";
import styles from "./auth.module.css";

/** 비밀번호 찾기: the address to send a reset link to. */
export function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetRequestBody>({
    resolver: zodResolver(passwordResetRequestBody),
    defaultValues: { email: "" },
  });
  const request = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((values) =>
    request.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) =>
        toast(error instanceof ApiError ? error.message : "요청하지 못했어요. 다시 시도해 주세요."),
    }),
  );
  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        비밀번호 찾기
      </h1>
      {sent ? (
        <p className={styles.lead} role="status">
          입력한 이메일로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈어요. 링크는 30분 동안 한
          번만 쓸 수 있어요.
        </p>
      ) : (
        <>
          <p className={styles.lead}>
            가입한 이메일을 입력하면 비밀번호 재설정 링크를 보내 드려요.
          </p>
          <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
            <Field
              label="이메일"
              type="email"
              autoComplete="email"
              inputMode="email"
              error={form.formState.errors.email?.message}
              {...form.register("email")}
            />
            <SubmitButton pending={request.isPending}>재설정 링크 받기</SubmitButton>
          </form>
        </>
      )}
      <p className={styles.switch}>
        <Link to={paths.login()}>로그인으로 돌아가기</Link>
      </p>
    </section>
  );
}

/** The link's page: a new password for the token in the URL fragment. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<PasswordResetBody>({
    resolver: zodResolver(passwordResetBody),
    defaultValues: { token, newPassword: "", confirmPassword: "" },
  });
  const reset = useResetPassword();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast("비밀번호를 바꿨어요. 새 비밀번호로 로그인해 주세요.");
        onDone();
      },
      onError: (error) =>
        toast(error instanceof ApiError ? error.message : "바꾸지 못했어요. 다시 시도해 주세요."),
    }),
  );
  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        새 비밀번호
      </h1>
      <p className={styles.lead}>바꾸고 나면 모든 기기에서 로그아웃돼요.</p>
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
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
        <SubmitButton pending={reset.isPending}>비밀번호 바꾸기</SubmitButton>
      </form>
    </section>
  );
}
