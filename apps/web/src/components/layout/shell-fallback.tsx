import { LoadingState } from "../states";
import appShell from "./app-shell.module.css";
import header from "./header.module.css";

/**
 * What the first paint shows while the first screen's code and data load: the header bar (plain,
 * without the router) and the loading state, in the same column as the app.
 */
export function ShellFallback() {
  return (
    <div className={appShell.column}>
      <header className={header.header}>
        <div className={header.start}>
          <a href="/" className={header.logo} aria-label="내한 홈">
            내한
          </a>
        </div>
      </header>
      <main className={appShell.main}>
        <LoadingState />
      </main>
    </div>
  );
}
