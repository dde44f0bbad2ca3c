// Every table of the application, one file per domain. drizzle-kit reads this file.
export * from "./auth";
export * from "./security";
export * from "./newsletter";
export * from "./contact";
export * from "./ideas";
export * from "./memberships";
export * from "./positions";
export * from "./proposals";
export * from "./search";
export * from "./forms";
export * from "./editorial";
export * from "./journal";
export * from "./site-content";
export * from "./registrations";
export * from "./photos";
export * from "./analytics";
