/** PostgreSQL error codes we act on (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG_UNIQUE_VIOLATION = "23505";
export const PG_FOREIGN_KEY_VIOLATION = "23503";

const UNAVAILABLE_CODES = new Set([
  // The socket: the server is down, restarting, or unreachable.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  // The server's name cannot be resolved right now (a DNS hiccup on a managed database).
  "ENOTFOUND",
  "EAI_AGAIN",
  "57P01", // admin_shutdown: "terminating connection due to administrator command"
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: "the database system is shutting down / starting up"
  "53300", // too_many_connections
  "08000", // connection_exception
  "08003", // connection_does_not_exist
  "08006", // connection_failure
  "08001", // sqlclient_unable_to_establish_sqlconnection
  "08004", // sqlserver_rejected_establishment_of_sqlconnection
]);

function codeOf(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { code, cause } = err as { code?: unknown; cause?: unknown };
  if (typeof code === "string") return code;
  return cause ? codeOf(cause) : undefined;
}

/** The PostgreSQL SQLSTATE of an error (drizzle wraps driver errors in `cause`). */
export function pgErrorCode(err: unknown): string | undefined {
  return codeOf(err);
}

/** Whether a failure means the database cannot be reached right now (answer 503, not 500). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (code && UNAVAILABLE_CODES.has(code)) return true;
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : "";
  const message = err instanceof Error ? `${err.message} ${cause}` : "";
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(
    message,
  );
}

/** The constraint a PostgreSQL error names, if any. */
export function pgConstraint(err: unknown): string | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { constraint, cause } = err as { constraint?: unknown; cause?: unknown };
  if (typeof constraint === "string") return constraint;
  return cause ? pgConstraint(cause) : undefined;
}
