import { zodResolver } from "@hookform/resolvers/zod";
import { type SignupForm, signupForm } from "@naehan/contract";
import { useForm, useWatch } from "react-hook-form";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { Link } from "../../../components/link";
import { ApiError } from "../../../lib/api-client";
import { paths } from "../../../lib/paths";
import { useSignup } from "../api/signup";
import styles from "./auth.module.css";
import { ConsentFields } from "./consent-fields";
import { PasswordChecklist } from "./password-checklist";
import { toast } from "../../../lib/feedback";

const FIELDS = ["email", "nickname", "password", "confirmPassword"] as const;

/** Sign-up with the spec's messages and the live password checklist. */
export function JoinForm({ onJoined }: { onJoined: () => void }) {
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupForm),
    mode: "onTouched",
    defaultValues: {
      email: "",
      nickname: "",
      password: "",
      confirmPassword: "",
      agreeTerms: false as never,
      agreePrivacy: false as never,
      agreeAlerts: false,
    },
  });
  const signup = useSignup();
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: "password" });

  const onSubmit = form.handleSubmit((values) =>
    signup.mutate(values, {
      onSuccess: () => {
        toast("회원가입이 완료되었습니다!");
        onJoined();
      },
      onError: (error) => {
        // The server's reason (a taken email or nickname) goes next to the field it concerns.
        if (error instanceof ApiError) {
          if (error.code === "EMAIL_TAKEN") form.setError("email", { message: error.message });
          if (error.code === "NICKNAME_TAKEN")
            form.setError("nickname", { message: error.message });
          for (const field of FIELDS) {
            const message = error.fields?.[field];
            if (message) form.setError(field, { message });
          }
        }
        toast("회원가입에 실패했습니다. 다시 시도해주세요.");
      },
    }),
  );

  return (
    <section className={styles.page} aria-labelledby="join-title">
      <h1 id="join-title" className={styles.title}>
        회원가입
      </h1>
      <p className={styles.lead}>게시판에 글을 쓰고, 아티스트와 공연을 즐겨찾기 하세요.</p>
      <form className={formStyles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label="이메일"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <Field
          label="닉네임"
          autoComplete="nickname"
          placeholder="3자 이상"
          error={errors.nickname?.message}
          {...form.register("nickname")}
        />
        <Field
          label="비밀번호"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          hint={<PasswordChecklist password={password} />}
          {...form.register("password")}
        />
        <Field
          label="비밀번호 확인"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <ConsentFields register={form.register} errors={errors} />
        <SubmitButton pending={signup.isPending}>
          {signup.isPending ? "가입 중…" : "가입하기"}
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        이미 회원이신가요? <Link to={paths.login()}>로그인</Link>
      </p>
    </section>
  );
}
