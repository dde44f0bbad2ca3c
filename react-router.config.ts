import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (parallel test runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Middleware and the typed router context (ADR 0008): the session is read once per request and
  // the member and admin layouts guard their whole subtree.
  future: { v8_middleware: true },
} satisfies Config;
