import { SEARCH_KEYWORD_MAX } from "@naehan/contract";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { SearchIcon } from "../../../components/icons";
import { paths } from "../../../lib/paths";
import { useSearchSuggestions } from "../api/search-suggestions";
import type { SuggestedArtist } from "../model/suggestions";
import { ArtistAvatar } from "./artist-avatar";
import styles from "./search-form.module.css";

/** How long typing must pause before the box asks for suggestions. */
export const SUGGEST_DELAY_MS = 250;

function useSettled(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The search box and button; Enter searches too. A blank query searches nothing. Before the page
 * has come alive it is a plain form that asks the server for /search?q=…; after, the search reads
 * what the box shows, so letters typed in the meantime are not lost.
 *
 * As the fan types, the artists the search would find are offered under the box (a combobox and
 * its listbox: arrows move, Enter or a tap opens the artist, Escape closes the list).
 */
export function SearchForm({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string) => void;
}) {
  const [value, setValue] = useState(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const settled = useSettled(value.trim(), SUGGEST_DELAY_MS);
  const suggestions = useSearchSuggestions(open ? settled : "");
  const items: SuggestedArtist[] =
    open && settled !== "" && value.trim() !== "" ? (suggestions.data ?? []) : [];
  const expanded = items.length > 0;
  const activeItem = expanded && active >= 0 && active < items.length ? items[active] : undefined;
  const optionId = (index: number) => `${listId}-${index}`;

  const pick = (artist: SuggestedArtist) => {
    setOpen(false);
    void navigate(paths.artist(artist.artistId));
  };

  return (
    <form
      role="search"
      className={styles.form}
      action="/search"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const shown = new FormData(event.currentTarget).get("q");
        const typed = typeof shown === "string" ? shown : value;
        setValue(typed);
        setOpen(false);
        const trimmed = typed.trim();
        if (trimmed !== "") onSearch(trimmed);
      }}
    >
      <div className={styles.field}>
        <SearchIcon size={20} className={styles.icon} />
        <label htmlFor="search-keyword" className="visually-hidden">
          검색어
        </label>
        <input
          id="search-keyword"
          name="q"
          className={styles.input}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={activeItem ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(event) => {
            if (event.nativeEvent.isComposing) return;
            if (event.key === "Escape" && expanded) {
              event.preventDefault();
              setOpen(false);
            } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && expanded) {
              event.preventDefault();
              const step = event.key === "ArrowDown" ? 1 : -1;
              // -1 is the box itself: the arrows go round the options and back to it.
              const places = items.length + 1;
              setActive((current) => ((current + 1 + step + places) % places) - 1);
            } else if (event.key === "Enter" && activeItem) {
              event.preventDefault();
              pick(activeItem);
            }
          }}
          onBlur={() => setOpen(false)}
          placeholder="아티스트, 공연, 공연장"
          maxLength={SEARCH_KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="추천 아티스트"
          className={styles.suggestions}
          hidden={!expanded}
          // A tap on an option must not take the focus from the box before it counts.
          onMouseDown={(event) => event.preventDefault()}
        >
          {items.map((artist, index) => (
            // The keyboard stays in the box (arrows and Enter there), as a combobox's options do.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={artist.artistId}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              aria-label={artist.subtitle ? `${artist.title} ${artist.subtitle}` : artist.title}
              className={`${styles.option} ${index === active ? styles.active : ""}`}
              onClick={() => pick(artist)}
            >
              <ArtistAvatar src={artist.imgUrl} size={36} name={artist.title} />
              <span className={styles.names}>
                <span className={styles.title}>{artist.title}</span>
                {artist.subtitle && <span className={styles.subtitle}>{artist.subtitle}</span>}
              </span>
            </li>
          ))}
        </ul>
        <p role="status" className="visually-hidden">
          {expanded ? `추천 아티스트 ${items.length}명, 위아래 화살표로 고르세요` : ""}
        </p>
      </div>
      <button type="submit" className={styles.button}>
        검색
      </button>
    </form>
  );
}
