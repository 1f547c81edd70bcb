import { PASSWORD_RULES, checkPassword } from "../model/password-rules";
import styles from "./auth.module.css";

/** Live, advisory checks of the password being typed. */
export function PasswordChecklist({ password }: { password: string }) {
  const result = checkPassword(password);
  return (
    <ul className={styles.checklist} aria-label="비밀번호 조건">
      {PASSWORD_RULES.map((rule) => (
        <li key={rule.id} className={result[rule.id] ? styles.met : undefined}>
          <span aria-hidden="true">{result[rule.id] ? "✓" : "·"}</span>
          {rule.label}
          <span className="visually-hidden">{result[rule.id] ? " (충족)" : " (미충족)"}</span>
        </li>
      ))}
    </ul>
  );
}
