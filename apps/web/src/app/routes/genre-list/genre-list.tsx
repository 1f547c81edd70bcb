import { useLocation } from "react-router";
import { ConcertGrid } from "../../../features/concerts/components/concert-grid";
import { isGenreSlug } from "../../../lib/paths";
import { NotFound } from "../not-found/not-found";

export function Component() {
  const slug = useLocation().pathname.slice(1).toLowerCase();
  if (!isGenreSlug(slug)) return <NotFound />;
  return <ConcertGrid key={slug} slug={slug} />;
}
