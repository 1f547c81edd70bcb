import { redirect } from "react-router";
import { paths } from "../../../lib/paths";
import { sessionStore } from "../../../lib/session";

/** Someone already logged in has nothing to do here. */
export const guard = () => (sessionStore.get().isLoggedIn ? redirect(paths.home()) : null);
