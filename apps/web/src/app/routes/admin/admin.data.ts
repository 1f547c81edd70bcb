import { redirect } from "react-router";
import { adminAccess } from "../../../features/admin/model/admin-access";
import { toast } from "../../../lib/feedback";
import { paths } from "../../../lib/paths";
import { sessionStore } from "../../../lib/session";

/**
 * /admin is for tokens whose roles include ROLE_ADMIN: no token, or one that cannot be read, goes
 * to /login (the unreadable one is forgotten first, or /login would send the "logged-in" visitor
 * home); anyone else is told 'No access permission' and sent home. The server checks every call.
 */
export function guard() {
  const access = adminAccess(sessionStore.get().token);
  if (access === "login") {
    sessionStore.clear();
    return redirect(paths.login(paths.admin()));
  }
  if (access === "forbidden") {
    toast("No access permission");
    return redirect(paths.home());
  }
  return null;
}
