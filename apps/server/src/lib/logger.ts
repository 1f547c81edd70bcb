import pino from "pino";

export type Logger = pino.Logger;

/**
 * Standard output for a server's log: written in blocks of about 4 KB (and at least every second)
 * instead of one write per line, which under load cost more than the requests it logged. Written
 * in the process's own thread (a hop to libuv's threads per block cost more than the write), and
 * what is still buffered is written when the process exits.
 */
export function bufferedStdout(): pino.DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: true, minLength: 4096, periodicFlush: 1000 });
  process.on("exit", () => stdout.flushSync());
  return stdout;
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
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
  };
  return destination ? pino(options, destination) : pino(options);
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
