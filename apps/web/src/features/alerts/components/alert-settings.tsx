import { type AlertSettings as Settings, REMINDER_OFFSETS_MAX } from "@naehan/contract";
import { useState } from "react";
import { QueryState } from "../../../components/query-state";
import { STATE_TEXTS } from "../../../components/state-texts";
import { useAlertSettings, useSaveAlertSettings } from "../api/alert-settings";
import { DevicePush } from "./device-push";
import styles from "./alert-settings.module.css";
import { OFFSET_CHOICES } from "../model/reminder-offsets";

function SettingsForm({ initial }: { initial: Settings }) {
  const [settings, setSettings] = useState(initial);
  const save = useSaveAlertSettings();
  const offsets = new Set(settings.reminderOffsets);
  const full = offsets.size >= REMINDER_OFFSETS_MAX;
  const toggleOffset = (minutes: number) =>
    setSettings((s) => ({
      ...s,
      reminderOffsets: offsets.has(minutes)
        ? s.reminderOffsets.filter((m) => m !== minutes)
        : [...s.reminderOffsets, minutes].sort((a, b) => b - a),
    }));

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(settings);
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.subTitle}>티켓 오픈 알림</legend>
        <p className={styles.text}>
          즐겨찾기한 공연의 예매가 열리기 전에 알려 드려요. 최대 {REMINDER_OFFSETS_MAX}개, 모두 끄면
          받지 않아요.
        </p>
        <div className={styles.chips}>
          {OFFSET_CHOICES.map(([minutes, label]) => (
            <label key={minutes} className={styles.chip}>
              <input
                type="checkbox"
                checked={offsets.has(minutes)}
                disabled={!offsets.has(minutes) && full}
                onChange={() => toggleOffset(minutes)}
              />
              <span>{label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.subTitle}>소식 알림</legend>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={settings.newConcertOfFavoriteArtist}
            onChange={(e) =>
              setSettings((s) => ({ ...s, newConcertOfFavoriteArtist: e.target.checked }))
            }
          />
          <span>즐겨찾기한 아티스트의 새 내한 소식</span>
        </label>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            role="switch"
            checked={settings.concertChanges}
            onChange={(e) => setSettings((s) => ({ ...s, concertChanges: e.target.checked }))}
          />
          <span>즐겨찾기한 공연의 일정·장소·예매 일정 변경</span>
        </label>
      </fieldset>
      {save.isError && (
        <p className={styles.error} role="alert">
          알림 설정을 저장하지 못했습니다. 다시 시도해 주세요.
        </p>
      )}
      {save.isSuccess && (
        <p className={styles.saved} role="status">
          알림 설정을 저장했습니다.
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={save.isPending}>
        {save.isPending ? "저장 중…" : "알림 설정 저장"}
      </button>
    </form>
  );
}

/** My page's 알림 설정: this device's push alerts, reminder times and which news to get. */
export function AlertSettings() {
  const query = useAlertSettings();
  return (
    <section className={styles.card} aria-labelledby="alert-settings-title">
      <h2 id="alert-settings-title" className={styles.title}>
        알림 설정
      </h2>
      <DevicePush />
      <QueryState query={query} texts={STATE_TEXTS.alertSettings}>
        {(data) => <SettingsForm initial={data} />}
      </QueryState>
    </section>
  );
}
