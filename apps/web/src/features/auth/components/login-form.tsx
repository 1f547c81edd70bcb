import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginBody, loginBody } from "@naehan/contract";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { Field, SubmitButton, formStyles } from "../../../components/form";
import { Link } from "../../../components/link";
import { paths, safeNext } from "../../../lib/paths";
import { ProviderButtons } from "./provider-buttons";
import { useLogin } from "../api/login";
import { loginFailureMessage } from "../model/login-error";
import styles from "./auth.module.css";
import { toast } from "../../../lib/feedback";

/** Email and password; on success the caller decides where to go. */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: "", password: "" },
  });
  const login = useLogin();
  const [params] = useSearchParams();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: onLoggedIn,
      onError: (error) => toast(loginFailureMessage(error)),
    }),
  );

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        로그인
      </h1>
      <p className={styles.lead}>좋아하는 아티스트의 내한 소식을 놓치지 마세요.</p>
      <ProviderButtons returnTo={safeNext(params.get("next"))} />
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
          label="비밀번호"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register("password")}
        />
        <SubmitButton pending={login.isPending}>
          {login.isPending ? "로그인 중…" : "로그인"}
        </SubmitButton>
      </form>
      <p className={styles.switch}>
        <Link to={paths.forgotPassword()}>비밀번호 찾기</Link>
      </p>
      <p className={styles.switch}>
        아직 회원이 아니신가요? <Link to={paths.join()}>회원가입</Link>
      </p>
    </section>
  );
}
