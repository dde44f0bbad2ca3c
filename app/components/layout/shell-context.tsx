// Shared open/close state of the shell's overlays (search and mobile panel).
import { createContext, useContext } from "react";

export interface ShellState {
  openSearch: () => void;
  openMobileMenu: () => void;
}

export const ShellContext = createContext<ShellState>({ openSearch: () => {}, openMobileMenu: () => {} });

export function useShell(): ShellState {
  return useContext(ShellContext);
}
