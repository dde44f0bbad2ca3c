// The audience events the site records (spec: action, category, label, timestamp, url, referrer).
// Plain TypeScript, no schema library: the shell and the lazy sender import it.

/** Every action and its category. The category is decided here, never by the browser. */
export const ANALYTICS_ACTIONS = {
  page_view: "navigation",
  idea_submitted: "participation",
  photo_deposited: "participation",
  membership_started: "adhesion",
  membership_payment_step: "adhesion",
  newsletter_subscribed: "newsletter",
  contact_sent: "contact",
  event_registered: "rencontres",
  search: "recherche",
} as const;

export type AnalyticsAction = keyof typeof ANALYTICS_ACTIONS;
export type NamedEvent = Exclude<AnalyticsAction, "page_view">;

export const ANALYTICS_ENDPOINT = "/api/evenements";
/** The most a beacon may weigh: a few hundred bytes are enough. */
export const MAX_EVENT_BYTES = 2048;
export const MAX_LABEL_LENGTH = 100;
export const MAX_URL_LENGTH = 1024;

