// The strict shape of what the browser sends to the events endpoint (server side of the beacon).
import { z } from "zod";
import { ANALYTICS_ACTIONS, MAX_LABEL_LENGTH, MAX_URL_LENGTH, type AnalyticsAction } from "./actions";

export * from "./actions";

const actions = Object.keys(ANALYTICS_ACTIONS) as [AnalyticsAction, ...AnalyticsAction[]];

/**
 * What the browser sends, as a small form body (application/x-www-form-urlencoded, what
 * sendBeacon does with URLSearchParams): read through the site's bounded form parser (unknown
 * fields dropped), then this schema. Every string is bounded.
 */
export const analyticsEventSchema = z
  .object({
    action: z.enum(actions),
    category: z.string().max(40).optional(),
    label: z.string().max(MAX_LABEL_LENGTH).optional(),
    found: z.enum(["true", "false"]).optional(),
    url: z.string().min(1).max(MAX_URL_LENGTH),
    referrer: z.string().max(MAX_URL_LENGTH).optional(),
    timestamp: z.string().regex(/^\d{1,15}$/).optional(),
  })
  .refine((event) => event.category === undefined || event.category === ANALYTICS_ACTIONS[event.action], {
    message: "category does not match the action",
    path: ["category"],
  });

export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;
