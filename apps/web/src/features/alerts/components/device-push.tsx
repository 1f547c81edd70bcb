import { useEffect, useState } from "react";
import {
  PushSetupTimeout,
  currentSubscription,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
} from "../../../lib/push";
import styles from "./alert-settings.module.css";

type DeviceState = "loading" | "unsupported" | "needs-install" | "denied" | "off" | "on";

async function readState(): Promise<DeviceState> {
  const support = pushSupport();
  if (support !== "available") return support;
  if (Notification.permission === "denied") return "denied";
  return (await currentSubscription()) ? "on" : "off";
}

/**
 * This device's push alerts: what it can do and whether it receives them. Permission is asked
 * only when the fan taps the button; iPhones are told to add the app to the home screen first,
 * and a blocked permission gets the way to allow it again.
 */
export function DevicePush() {
  const [state, setState] = useState<DeviceState>("loading");
  /** What a tap is waiting for: the browser's permission prompt, then registering the device. */
  const [step, setStep] = useState<"asking" | "registering" | "stopping" | null>(null);
  const busy = step !== null;
  const [failed, setFailed] = useState<"timeout" | "error" | null>(null);
  useEffect(() => {
    void readState().then(setState);
  }, []);

  const change = async (first: NonNullable<typeof step>, action: () => Promise<unknown>) => {
    setStep(first);
    setFailed(null);
    try {
      await action();
    } catch (error) {
      setFailed(error instanceof PushSetupTimeout ? "timeout" : "error");
    } finally {
      setState(await readState());
      setStep(null);
    }
  };
  const turnOn = () =>
    change("asking", () => subscribeDevice({ onAllowed: () => setStep("registering") }));

  return (
    <div className={styles.device} aria-live="polite">
      <h3 className={styles.subTitle}>이 기기 알림</h3>
      {state === "unsupported" && (
        <p className={styles.text}>
          이 브라우저는 푸시 알림을 지원하지 않아요. 알림은 알림함에서 모두 볼 수 있어요.
        </p>
      )}
      {state === "needs-install" && (
        <p className={styles.text}>
          iPhone·iPad에서는 홈 화면에 추가한 앱에서만 알림을 받을 수 있어요. Safari 아래쪽의 공유
          버튼을 누르고 &lsquo;홈 화면에 추가&rsquo;를 고른 뒤, 홈 화면의 내한 앱을 열어 알림을 켜
          주세요.
        </p>
      )}
      {state === "denied" && (
        <p className={styles.text}>
          이 사이트의 알림이 차단되어 있어요. 주소창 왼쪽의 사이트 설정(자물쇠 아이콘)에서
          &lsquo;알림&rsquo;을 &lsquo;허용&rsquo;으로 바꾼 뒤 이 페이지를 새로고침해 주세요.
        </p>
      )}
      {state === "off" && (
        <>
          <p className={styles.text}>티켓 오픈 직전 알림을 이 기기로 바로 받아 보세요.</p>
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void turnOn()}
          >
            {step === "asking"
              ? "알림 허용을 기다리는 중…"
              : step === "registering"
                ? "이 기기를 등록하는 중…"
                : "이 기기에서 알림 받기"}
          </button>
        </>
      )}
      {state === "on" && (
        <>
          <p className={styles.text}>이 기기에서 알림을 받고 있어요.</p>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void change("stopping", unsubscribeDevice)}
          >
            {step === "stopping" ? "알림을 끄는 중…" : "이 기기 알림 끄기"}
          </button>
        </>
      )}
      {failed && (
        <p className={styles.error} role="alert">
          {failed === "timeout"
            ? "10초 안에 알림을 켜지 못했어요. 인터넷 연결을 확인하고 다시 시도해 주세요."
            : "알림을 설정하지 못했습니다. 잠시 후 다시 시도해 주세요."}
        </p>
      )}
    </div>
  );
}
