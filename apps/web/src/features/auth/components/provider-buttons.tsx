import type { ReactElement } from "react";
import type { OAuthProvider } from "@naehan/contract";
import { providerSignInUrl, useProviders } from "../api/providers";
import styles from "./provider-buttons.module.css";

/** Kakao's speech-bubble symbol, drawn in black on the yellow button as its guide asks. */
function KakaoSymbol() {
  return (
    <svg className={styles.symbol} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path
        fill="#000"
        d="M9 1.6C4.5 1.6.9 4.46.9 7.98c0 2.27 1.5 4.26 3.77 5.39l-.96 3.52a.3.3 0 0 0 .46.33l4.16-2.76c.22.02.44.03.67.03 4.5 0 8.1-2.86 8.1-6.5S13.5 1.6 9 1.6Z"
      />
    </svg>
  );
}

/** Naver's "N", white on its green. */
function NaverSymbol() {
  return (
    <svg className={styles.symbol} viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path fill="#fff" d="M11.35 9.64 6.46 2.6H2.4v12.8h4.25V8.36l4.89 7.04h4.06V2.6h-4.25Z" />
    </svg>
  );
}

const BUTTONS: Record<
  OAuthProvider,
  { label: string; className: string; symbol: () => ReactElement }
> = {
  kakao: { label: "카카오 로그인", className: styles.kakao ?? "", symbol: KakaoSymbol },
  naver: { label: "네이버 로그인", className: styles.naver ?? "", symbol: NaverSymbol },
};

/**
 * 카카오 로그인 and 네이버 로그인 in the providers' own designs, for the providers the server has
 * keys for (none: nothing at all, and the email form stands alone). Each is a link: the sign-in
 * leaves for the provider's site and comes back to /login/oauth.
 */
export function ProviderButtons({ returnTo }: { returnTo?: string }) {
  const providers = useProviders();
  if (providers.length === 0) return null;
  return (
    <div className={styles.buttons}>
      {providers.map((provider) => {
        const { label, className, symbol: Symbol } = BUTTONS[provider];
        return (
          <a
            key={provider}
            className={`${styles.button} ${className}`}
            href={providerSignInUrl(provider, returnTo)}
          >
            <Symbol />
            <span className={styles.label}>{label}</span>
          </a>
        );
      })}
      <p className={styles.divider}>
        <span>또는 이메일로 로그인</span>
      </p>
    </div>
  );
}
