// Every table of the application, one file per domain. drizzle-kit reads this file.
export * from "./auth";
export * from "./security";
