// Toast messages shared by server (flash cookie) and browser (the Toaster in the shell).
import { z } from "zod";

export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  type: z.enum(["success", "error", "info"]).default("success"),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
