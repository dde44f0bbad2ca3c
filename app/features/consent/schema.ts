// The consent form (the banner and /cookies): one of the two choices, and where to go back to
// when the post is a plain form (without JavaScript). Shared by the client and the server.
import { z } from "zod";

export const consentFormSchema = z.object({
  consent: z.enum(["granted", "denied"], { error: "Choisissez «\u202fAccepter\u202f» ou «\u202fRefuser\u202f»." }),
  redirectTo: z.string().max(2048).optional(),
});

export { CONSENT_PATH } from "./consent";
