import type { ReactNode } from "react";
import { Link } from "../../../components/link";
import { paths } from "../../../lib/paths";
import { SearchForm } from "./search-form";
import { SearchResults } from "./search-results";
import styles from "./search-page.module.css";

/** One way of typing each: a Korean name, its English name, its initial consonants. */
const EXAMPLES = ["콜드플레이", "Coldplay", "ㅋㄷㅍㄹㅇ"];

/** The search screen: the box, then the results of the query in the URL (none before a search). */
export function SearchPage({
  query,
  onSearch,
  whenEmpty,
}: {
  query: string;
  onSearch: (query: string) => void;
  /** Drawn under a search that found nothing (the app's 내한 소식 알려 주세요). */
  whenEmpty?: (query: string) => ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">검색</h1>
      {/* A new query in the URL (back, forward, a link) resets what the box shows. */}
      <SearchForm key={query} query={query} onSearch={onSearch} />
      {query === "" ? (
        <div className={styles.hint}>
          <p className={styles.hintTitle}>아티스트와 내한 공연을 찾아보세요</p>
          <p className={styles.hintText}>
            한글, 영어, 초성으로 검색할 수 있어요. 공연 제목이나 공연장으로도 찾을 수 있어요.
          </p>
          <ul className={styles.examples} aria-label="검색 예시">
            {EXAMPLES.map((example) => (
              <li key={example}>
                <Link to={paths.search(example)} className={styles.example}>
                  {example}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <SearchResults query={query} whenEmpty={whenEmpty} />
      )}
    </div>
  );
}
