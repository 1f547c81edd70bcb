import { useNavigate, useSearchParams } from "react-router";
import { ArtistRequest } from "../../../features/alerts/components/artist-request";
import { SearchPage } from "../../../features/search/components/search-page";
import { paths } from "../../../lib/paths";

/** /search?q=: the query lives in the URL, so back, reload and a shared link show the same. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get("q") ?? "").trim();
  return (
    <SearchPage
      query={query}
      onSearch={(next) => void navigate(paths.search(next))}
      whenEmpty={(name) => <ArtistRequest key={name} name={name} />}
    />
  );
}
