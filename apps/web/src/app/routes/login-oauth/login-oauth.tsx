import { OAUTH_PROVIDERS, type OAuthProvider } from "@naehan/contract";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Link } from "../../../components/link";
import { PROVIDER_LABELS, completeProviderSignIn } from "../../../features/auth/api/providers";
import styles from "../../../features/auth/components/auth.module.css";
import { ProviderSignupForm } from "../../../features/auth/components/provider-signup-form";
import { ApiError } from "../../../lib/api-client";
import { toast } from "../../../lib/feedback";
import { paths, safeNext } from "../../../lib/paths";

type View =
  | { kind: "working" }
  | { kind: "failed"; message: string }
  | {
      kind: "signup";
      provider: OAuthProvider;
      signupTicket: string;
      suggestedNickname: string;
      returnTo: string;
    };

/** What the callback's error names mean to the fan. */
function errorText(error: string | null, provider: OAuthProvider): string {
  const name = PROVIDER_LABELS[provider];
  switch (error) {
    case "denied":
      return `${name} 로그인을 취소했어요.`;
    case "provider":
      return `${name}에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.`;
    case "linkedElsewhere":
      return `이 ${name} 계정은 이미 다른 회원에게 연결되어 있어요.`;
    case "oneEach":
      return `이미 다른 ${name} 계정이 연결되어 있어요.`;
    default:
      return "로그인 요청이 만료되었어요. 처음부터 다시 시도해 주세요.";
  }
}

/** Codes already sent: a code works once, and a second effect run must not spend it again. */
const handled = new Set<string>();

/**
 * Where a Kakao or Naver sign-in comes back: the outcome is in the URL fragment, which no server
 * sees. A code is traded for a session (on to `returnTo`) or for the nickname step; a link's
 * outcome goes back to 마이페이지.
 */
interface Outcome {
  provider: OAuthProvider | null;
  code: string | null;
  error: string | null;
  link: boolean;
  linked: boolean;
  returnTo: string;
}

function readFragment(): Outcome {
  const fragment = new URLSearchParams(
    typeof window === "undefined" ? "" : window.location.hash.slice(1),
  );
  const raw = fragment.get("provider");
  return {
    provider: OAUTH_PROVIDERS.find((p) => p === raw) ?? null,
    code: fragment.get("code"),
    error: fragment.get("error"),
    link: fragment.get("mode") === "link",
    linked: fragment.get("result") === "linked",
    returnTo: safeNext(fragment.get("returnTo")),
  };
}

function firstView(outcome: Outcome): View {
  if (!outcome.provider) return { kind: "failed", message: errorText(null, "kakao") };
  if (!outcome.link && !outcome.code) {
    return { kind: "failed", message: errorText(outcome.error, outcome.provider) };
  }
  return { kind: "working" };
}

/**
 * Where a Kakao or Naver sign-in comes back: the outcome is in the URL fragment, which no server
 * sees. A code is traded for a session (on to `returnTo`) or for the nickname step; a link's
 * outcome goes back to 마이페이지.
 */
export function Component() {
  const navigate = useNavigate();
  const [outcome] = useState(readFragment);
  const [view, setView] = useState<View>(() => firstView(outcome));

  useEffect(() => {
    if (window.location.hash) {
      // The code is spent below; a reload or a shared address must not carry it.
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
    const { provider, code, returnTo } = outcome;
    if (!provider) return;
    if (outcome.link) {
      toast(
        outcome.linked
          ? `${PROVIDER_LABELS[provider]} 계정을 연결했어요.`
          : errorText(outcome.error, provider),
      );
      void navigate(paths.myPage(), { replace: true });
      return;
    }
    if (!code || handled.has(code)) return;
    handled.add(code);
    completeProviderSignIn(provider, code).then(
      (result) => {
        if (result.signedIn) void navigate(returnTo, { replace: true });
        else setView({ kind: "signup", provider, returnTo, ...result });
      },
      (error: unknown) =>
        setView({
          kind: "failed",
          message: error instanceof ApiError ? error.message : errorText("provider", provider),
        }),
    );
  }, [navigate, outcome]);
  if (view.kind === "signup") {
    return (
      <ProviderSignupForm
        provider={view.provider}
        signupTicket={view.signupTicket}
        suggestedNickname={view.suggestedNickname}
        onJoined={() => void navigate(view.returnTo, { replace: true })}
      />
    );
  }
  return (
    <section className={`${styles.page} ${styles.notice}`} aria-live="polite">
      <h1 className={styles.title}>
        {view.kind === "failed" ? "로그인하지 못했어요" : "로그인 중…"}
      </h1>
      {view.kind === "failed" && (
        <>
          <p className={styles.lead}>{view.message}</p>
          <p className={styles.switch}>
            <Link to={paths.login()}>로그인 화면으로</Link>
          </p>
        </>
      )}
    </section>
  );
}
