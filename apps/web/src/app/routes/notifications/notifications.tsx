import { Inbox } from "../../../features/alerts/components/inbox";

export function Component() {
  return <Inbox />;
}
