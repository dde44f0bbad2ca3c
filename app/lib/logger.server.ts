// Structured JSON logs (pino). One logger for the process; requests get child loggers with an id.
import pino from "pino";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { app: "adpl" },
  redact: { paths: ["password", "*.password", "req.headers.cookie"], remove: true },
});
