import { convertHangulToQwerty, convertQwertyToHangul, getChoseong } from "es-hangul";

/**
 * How search compares text, shared by the index (write time) and the keyword (query time) so both
 * sides are folded by the same code.
 */

const WHITESPACE = /[\s\u200b-\u200d\u2060\ufeff]+/gu;
/** Control characters: never part of a name, and PostgreSQL text cannot hold NUL. */
const CONTROL = /\p{Cc}/gu;
const HANGUL = /[\u1100-\u11ff\u3131-\u318e\uac00-\ud7a3]/u;
/** Compatibility jamo standing alone: a syllable that was never completed. */
const LOOSE_JAMO = /[\u3131-\u318e]/u;
/** Only initial consonants: a 초성 query such as ㅋㄷㅍㄹㅇ. */
const CHOSEONG_ONLY = /^[\u3131-\u314e]+$/u;
const LATIN_KEYS = /^(?=.*[a-z])[a-z0-9]+$/iu;

/** Case-insensitive, whitespace-blind form of a text (NFC so decomposed Hangul matches too). */
export function foldSearchText(value: string): string {
  return value.normalize("NFC").replace(WHITESPACE, "").replace(CONTROL, "").toLowerCase();
}

/** The lower-case keys typed on a Korean 2-set keyboard to write the text; Latin stays itself. */
function keysOf(folded: string): string {
  return HANGUL.test(folded) ? convertHangulToQwerty(folded).toLowerCase() : folded;
}

export interface SearchTermForms {
  term: string;
  keys: string;
  choseong: string | null;
}

/** The stored forms of one name, alias, title or venue; null when nothing searchable is left. */
export function searchTermForms(value: string): SearchTermForms | null {
  const term = foldSearchText(value);
  if (term === "") return null;
  const choseong = HANGUL.test(term) ? getChoseong(term).replace(WHITESPACE, "") : "";
  return { term, keys: keysOf(term), choseong: choseong === "" ? null : choseong };
}

export interface SearchKeyword {
  /** The keyword folded like the stored terms. */
  term: string;
  /** Its keyboard keys: a Latin keyword as typed, a Hangul one as the keys that type it. */
  keys: string;
  /** Set when the keyword is only initial consonants: it is compared with the terms' 초성. */
  choseong: string | null;
  /**
   * A Latin keyword read as Korean typed with the keyboard in English mode (zhfem → 콜드), when
   * that reading is whole syllables; it is then also searched inside the terms.
   */
  layoutHangul: string | null;
  /**
   * Whether terms are also compared by the keys that type them: for a Latin keyword (Korean typed
   * in English mode, even mid-syllable: zhfemv → 콜드ㅍ…) and for Hangul with loose jamo (English
   * typed in Korean mode: 채ㅣ에ㅣ묘 → coldplay, or a syllable still being typed).
   */
  keyboard: boolean;
  /** Too short for substring matching (fewer than three keys): only exact and prefix matches. */
  short: boolean;
}

/** Analyses a keyword for the query; null when it is blank. */
export function analyseKeyword(raw: string): SearchKeyword | null {
  const compact = raw.normalize("NFC").replace(WHITESPACE, "").replace(CONTROL, "");
  const term = compact.toLowerCase();
  if (term === "") return null;
  const keys = keysOf(term);
  const choseong = CHOSEONG_ONLY.test(term) ? term : null;

  let layoutHangul: string | null = null;
  if (LATIN_KEYS.test(compact)) {
    // The original case matters here: Shift+r is ㄲ, r is ㄱ.
    const hangul = convertQwertyToHangul(compact);
    if (HANGUL.test(hangul) && !LOOSE_JAMO.test(hangul) && keysOf(hangul) === keys) {
      layoutHangul = hangul;
    }
  }
  const keyboard = choseong === null && (!HANGUL.test(term) || LOOSE_JAMO.test(term));
  const length = choseong ? [...choseong].length : keys.length;
  return { term, keys, choseong, layoutHangul, keyboard, short: length < 3 };
}

/** A LIKE pattern that finds the text literally: `%`, `_` and `\` lose their meaning. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}
