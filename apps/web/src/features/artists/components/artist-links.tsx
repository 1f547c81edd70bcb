import { InstagramIcon, LinkIcon, PlayIcon } from "../../../components/icons";
import { type LinkKind, describeLink } from "../model/external-links";
import styles from "./artist-links.module.css";

const ICONS: Record<LinkKind, typeof LinkIcon> = {
  instagram: InstagramIcon,
  youtube: PlayIcon,
  x: LinkIcon,
  web: LinkIcon,
};

/** The artist's social and media pages as round icon links, each named for a screen reader. */
export function ArtistLinks({
  name,
  snsUrl,
  mediaUrl,
}: {
  name: string;
  snsUrl: string | null;
  mediaUrl: string | null;
}) {
  const links = [describeLink(snsUrl, "공식 SNS"), describeLink(mediaUrl, "공식 채널")].filter(
    (link) => link !== null,
  );
  if (links.length === 0) return null;
  return (
    <ul className={styles.links}>
      {links.map((link) => {
        const Icon = ICONS[link.kind];
        return (
          <li key={link.href}>
            <a
              className={`${styles.link} ${styles[link.kind]}`}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} ${link.label}`}
              title={link.label}
            >
              <Icon size={22} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
