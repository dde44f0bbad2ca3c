// Shared open/close state of the shell's overlays (search and mobile panel).
import { createContext, useContext } from "react";

export interface ShellState {
  openSearch: () => void;
  openMobileMenu: () => void;
  /** Whether each overlay is open: the controls' aria-expanded. */
  searchOpen: boolean;
  menuOpen: boolean;
}

export const ShellContext = createContext<ShellState>({
  openSearch: () => {},
  openMobileMenu: () => {},
  searchOpen: false,
  menuOpen: false,
});

export function useShell(): ShellState {
  return useContext(ShellContext);
}
