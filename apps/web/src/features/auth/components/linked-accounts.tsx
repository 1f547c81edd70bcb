import { zodResolver } from "@hookform/resolvers/zod";
import { type OAuthProvider, type SetPasswordBody, setPasswordBody } from "@naehan/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { ApiError } from "../../../lib/api-client";
import { confirmDialog, toast } from "../../../lib/feedback";
import {
  PROVIDER_LABELS,
  linkedAccountsQuery,
  useLinkProvider,
  useProviders,
  useSetPassword,
  useUnlinkProvider,
} from "../api/providers";
import styles from "./linked-accounts.module.css";

const day = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, "0")}.${String(d.getDate()).padStart(2, "0")}`;
};

/**
 * 연결된 계정 on the my page: the providers the server offers, each linked (since when, 연결 해제)
 * or not (연결하기, proven at the provider), and the email-and-password way, which an account made
 * through a provider can add. Hidden when the server offers no provider.
 */
export function LinkedAccounts() {
  const providers = useProviders();
  const linked = useQuery({ ...linkedAccountsQuery(), enabled: providers.length > 0 });
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const [settingPassword, setSettingPassword] = useState(false);
  if (providers.length === 0 || !linked.data) return null;
  const { passwordEmail } = linked.data;
  const byProvider = new Map(linked.data.providers.map((p) => [p.provider, p]));

  const onUnlink = async (provider: OAuthProvider) => {
    const name = PROVIDER_LABELS[provider];
    if (!(await confirmDialog(`${name} 계정 연결을 해제할까요?`, "연결 해제"))) return;
    unlink.mutate(provider, {
      onSuccess: () => toast(`${name} 계정 연결을 해제했어요.`),
      onError: (error) =>
        toast(error instanceof ApiError ? error.message : "연결을 해제하지 못했어요."),
    });
  };

  return (
    <section className={styles.section} aria-labelledby="linked-title">
      <h2 id="linked-title" className={styles.title}>
        연결된 계정
      </h2>
      <ul className={styles.list}>
        {providers.map((provider) => {
          const account = byProvider.get(provider);
          return (
            <li key={provider} className={styles.row}>
              <span className={`${styles.badge} ${styles[provider] ?? ""}`} aria-hidden="true">
                {provider === "kakao" ? "K" : "N"}
              </span>
              <span className={styles.what}>
                <strong>{PROVIDER_LABELS[provider]}</strong>
                <span className={styles.state}>
                  {account ? `${day(account.linkedAt)} 연결됨` : "연결 안 됨"}
                </span>
              </span>
              {account ? (
                <button
                  type="button"
                  className={styles.action}
                  onClick={() => void onUnlink(provider)}
                  disabled={unlink.isPending}
                >
                  연결 해제
                </button>
              ) : (
                <button
                  type="button"
                  className={`${styles.action} ${styles.primary}`}
                  onClick={() => link.mutate(provider)}
                  disabled={link.isPending}
                >
                  연결하기
                </button>
              )}
            </li>
          );
        })}
        <li className={styles.row}>
          <span className={styles.badge} aria-hidden="true">
            @
          </span>
          <span className={styles.what}>
            <strong>이메일</strong>
            <span className={styles.state}>{passwordEmail ?? "비밀번호 없음"}</span>
          </span>
          {!passwordEmail && !settingPassword && (
            <button
              type="button"
              className={`${styles.action} ${styles.primary}`}
              onClick={() => setSettingPassword(true)}
            >
              설정하기
            </button>
          )}
        </li>
      </ul>
      {settingPassword && !passwordEmail && (
        <SetPasswordForm onDone={() => setSettingPassword(false)} />
      )}
    </section>
  );
}

function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const form = useForm<SetPasswordBody>({
    resolver: zodResolver(setPasswordBody),
    defaultValues: { email: "", newPassword: "", confirmPassword: "" },
  });
  const setPassword = useSetPassword();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    setPassword.mutate(values, {
      onSuccess: () => {
        toast("이제 이메일과 비밀번호로도 로그인할 수 있어요.");
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === "EMAIL_TAKEN") {
          form.setError("email", { message: error.message });
        } else toast(error instanceof ApiError ? error.message : "설정하지 못했어요.");
      },
    }),
  );
  return (
    <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <Field
        label="로그인할 이메일"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Field
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <Field
        label="비밀번호 확인"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <SubmitButton pending={setPassword.isPending}>이메일 로그인 설정</SubmitButton>
    </form>
  );
}
