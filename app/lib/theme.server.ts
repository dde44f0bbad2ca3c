// The stored colour-scheme choice.
import { themeCookie } from "./cookies.server";

export type Theme = "light" | "dark";

export async function getTheme(request: Request): Promise<Theme | null> {
  const value: unknown = await themeCookie().parse(request.headers.get("cookie"));
  return value === "light" || value === "dark" ? value : null;
}

export async function setThemeHeader(theme: Theme | "system"): Promise<string> {
  return theme === "system"
    ? themeCookie().serialize("", { maxAge: 0 })
    : themeCookie().serialize(theme);
}
