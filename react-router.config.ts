import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (parallel test runs); the default is ./build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: { v8_middleware: false },
} satisfies Config;
