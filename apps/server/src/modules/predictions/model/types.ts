/** The shapes the setlist model reads and answers, generic over the song key. */
export interface ShowSong<K> {
  key: K;
  /** 0 for the main set, n for the n-th encore. */
  encore: number;
  tape: boolean;
}

export interface PastShow<K> {
  /** `YYYY-MM-DD` */
  date: string;
  tourName: string | null;
  /** Where it was played; a song heard in one city only is not carried to the next one. */
  city?: string | null;
  /** ISO code or name: shows in the concert's country (the same leg of a tour) weigh more. */
  country?: string | null;
  /** In performance order. */
  songs: ShowSong<K>[];
}

/** The concert being predicted, as far as it is known. */
export interface PredictionTarget {
  /** `YYYY-MM-DD`: how old the evidence will be on the night. */
  date?: string | null;
  city?: string | null;
  country?: string | null;
}

export interface SlotAlternative<K> {
  key: K;
  probability: number;
}

export interface PredictedSongOf<K> {
  key: K;
  /** Calibrated chance that the song is played, 0–1 (see CALIBRATION). */
  probability: number;
  encore: boolean;
  /** Songs that take this place instead on other nights ("A 또는 B"), most likely first. */
  slotAlternatives: SlotAlternative<K>[];
}

export type Confidence = "HIGH" | "MEDIUM" | "LOW";

export interface SetlistPrediction<K> {
  songs: PredictedSongOf<K>[];
  confidence: Confidence;
  /** Why, in Korean, e.g. "같은 투어 최근 5회 기준" or "마지막 공연이 10개월 전". */
  reason: string;
  /** How many past shows the prediction read. */
  basedOnShows: number;
}

/** One candidate song with the evidence for it, the features its probability is computed from. */
export interface Candidate<K> {
  key: K;
  /** Weighted share of the shows that could have shown it (incomplete shows only where they do). */
  share: number;
  /** How many shows of the window played it. */
  count: number;
  encore: boolean;
  /** Usual place in the show, 0 (opener) – 1 (closer). */
  position: number;
  features: number[];
  /** Its calibrated probability (the share when there is no calibration). */
  probability: number;
  /** Set when the song is shown as an alternative of another one's slot. */
  slotOf: K | null;
}

/** Everything the model worked out; the bench fits the calibration on `candidates`. */
export interface Analysis<K> {
  shows: number;
  /** Every song the model considered, most likely first. */
  candidates: Candidate<K>[];
  /** The predicted songs, in order. */
  chosen: Candidate<K>[];
  /** Songs shown as another one's slot alternative. */
  alternatives: Candidate<K>[];
  currentTourShows: number;
  tourChanged: boolean;
  gapDays: number;
  repeatRate: number;
  /** The repeat rate as believed after the corpus's prior (ModelOptions.repeatPrior). */
  repeatBelief: number;
}
