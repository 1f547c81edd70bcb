import { SEARCH_KEYWORD_MAX } from "@naehan/contract";
import { useState } from "react";
import { SearchIcon } from "../../../components/icons";
import styles from "./search-form.module.css";

/** The search box and button; Enter searches too. A blank query searches nothing. */
export function SearchForm({
  query,
  onSearch,
}: {
  query: string;
  onSearch: (query: string) => void;
}) {
  const [value, setValue] = useState(query);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = value.trim();
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
          className={styles.input}
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="아티스트, 공연, 공연장"
          maxLength={SEARCH_KEYWORD_MAX}
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
        />
      </div>
      <button type="submit" className={styles.button}>
        검색
      </button>
    </form>
  );
}
