import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        "password",
        "*.password",
        "confirmPassword",
        "*.confirmPassword",
        "refreshToken",
        "*.refreshToken",
      ],
      remove: true,
    },
  });
}

export interface RequestLine {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/**
 * Writes one line per answered request (failures as errors). Its fields are never secret, so it
 * skips the redaction the other lines go through, which would cost more than the rest of the line.
 */
export function requestLogger(logger: Logger): (line: RequestLine) => void {
  const lines = logger.child({}, { redact: [] });
  return (line) => {
    if (line.status >= 500) lines.error(line, "request failed");
    else lines.info(line, "request");
  };
}
