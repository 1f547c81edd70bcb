import { zodResolver } from "@hookform/resolvers/zod";
import { type OAuthProvider, type OAuthSignupBody, oauthSignupBody } from "@naehan/contract";
import { useForm } from "react-hook-form";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/feedback";
import { PROVIDER_LABELS, useProviderSignup } from "../api/providers";
import styles from "./auth.module.css";
import { ConsentFields } from "./consent-fields";

/**
 * A first Kakao or Naver sign-in: the nickname (the provider's offered, under sign-up's rules)
 * and the consents sign-up asks for, the optional alerts one apart.
 */
export function ProviderSignupForm({
  provider,
  signupTicket,
  suggestedNickname,
  onJoined,
}: {
  provider: OAuthProvider;
  signupTicket: string;
  suggestedNickname: string;
  onJoined: () => void;
}) {
  const form = useForm<OAuthSignupBody>({
    resolver: zodResolver(oauthSignupBody),
    defaultValues: {
      signupTicket,
      nickname: suggestedNickname,
      agreeTerms: false as never,
      agreePrivacy: false as never,
      agreeAlerts: false,
    },
  });
  const signup = useProviderSignup(provider);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: onJoined,
      onError: (error) => {
        if (!(error instanceof ApiError)) return toast("가입하지 못했습니다. 다시 시도해 주세요.");
        const field = error.fields?.nickname;
        if (field || error.code === "NICKNAME_TAKEN") {
          form.setError("nickname", { message: field ?? error.message });
        } else toast(error.message);
      },
    }),
  );

  return (
    <section className={styles.page} aria-labelledby="provider-signup-title">
      <h1 id="provider-signup-title" className={styles.title}>
        닉네임을 정해 주세요
      </h1>
      <p className={styles.lead}>
        {PROVIDER_LABELS[provider]} 계정으로 처음 오셨어요. 내한에서 쓸 닉네임과 약관 동의만 받으면
        끝나요.
      </p>
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label="닉네임"
          autoComplete="nickname"
          hint="3~20자, 다른 팬과 겹치지 않게"
          error={errors.nickname?.message}
          {...form.register("nickname")}
        />
        <ConsentFields register={form.register} errors={errors} />
        <SubmitButton pending={signup.isPending}>
          {signup.isPending ? "가입 중…" : "동의하고 시작하기"}
        </SubmitButton>
      </form>
    </section>
  );
}
