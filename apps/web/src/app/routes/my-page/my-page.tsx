import { useNavigate } from "react-router";
import { AlertSettings } from "../../../features/alerts/components/alert-settings";
import { AccountSecurity } from "../../../features/auth/components/account-security";
import { LinkedAccounts } from "../../../features/auth/components/linked-accounts";
import { CalendarFeed } from "../../../features/favorites/components/calendar-feed";
import { FavoriteLists } from "../../../features/favorites/components/favorite-lists";
import { MyPosts } from "../../../features/board/components/my-posts";
import { MyPageLayout } from "../../../features/my-page/components/my-page-layout";
import { paths } from "../../../lib/paths";

export function Component() {
  const navigate = useNavigate();
  return (
    <MyPageLayout
      tabs={{
        favorites: (
          <>
            <FavoriteLists />
            <CalendarFeed />
            <AlertSettings />
          </>
        ),
        posts: <MyPosts />,
      }}
      account={
        <>
          <LinkedAccounts />
          <AccountSecurity onLoggedOut={() => void navigate(paths.home())} />
        </>
      }
    />
  );
}
