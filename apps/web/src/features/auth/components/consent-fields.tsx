import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { formStyles } from "../../../components/form";
import { paths } from "../../../lib/paths";
import styles from "./auth.module.css";

interface Consents {
  agreeTerms: true;
  agreePrivacy: true;
  agreeAlerts?: boolean | undefined;
}

/**
 * 약관 동의 of sign-up (email or provider): the terms and the privacy notice required, each with a
 * link to its text, and the alerts consent apart and optional.
 */
export function ConsentFields<T extends Consents>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}) {
  const reg = register as unknown as UseFormRegister<Consents>;
  const errs = errors as FieldErrors<Consents>;
  return (
    <fieldset className={styles.consents}>
      <legend className={styles.consentsTitle}>약관 동의</legend>
      <div className={styles.consentRow}>
        <label className={styles.consent}>
          <input type="checkbox" {...reg("agreeTerms")} />
          <span>[필수] 이용약관 동의</span>
        </label>
        <a className={styles.consentLink} href={paths.terms()} target="_blank" rel="noreferrer">
          <span className={styles.visuallyHidden}>이용약관 </span>보기
        </a>
      </div>
      {errs.agreeTerms && (
        <p className={formStyles.error} role="alert">
          {errs.agreeTerms.message}
        </p>
      )}
      <div className={styles.consentRow}>
        <label className={styles.consent}>
          <input type="checkbox" {...reg("agreePrivacy")} />
          <span>[필수] 개인정보 수집·이용 동의</span>
        </label>
        <a className={styles.consentLink} href={paths.privacy()} target="_blank" rel="noreferrer">
          <span className={styles.visuallyHidden}>개인정보 처리방침 </span>보기
        </a>
      </div>
      {errs.agreePrivacy && (
        <p className={formStyles.error} role="alert">
          {errs.agreePrivacy.message}
        </p>
      )}
      <div className={styles.consentRow}>
        <label className={styles.consent}>
          <input type="checkbox" {...reg("agreeAlerts")} />
          <span>[선택] 예매 오픈·공연 알림 수신 동의</span>
        </label>
      </div>
    </fieldset>
  );
}
