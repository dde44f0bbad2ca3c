// The shape of the audience figures and the periods of /admin/audience (client-safe).

export const AUDIENCE_PERIODS = [30, 90] as const;
export type AudiencePeriod = (typeof AUDIENCE_PERIODS)[number];

/** `?periode=90` → 90; anything else → 30. */
export function audiencePeriod(value: string | null): AudiencePeriod {
  return value === "90" ? 90 : 30;
}

export interface AudienceDay {
  /** YYYY-MM-DD, Paris. */
  day: string;
  views: number;
  visitors: number;
}

export interface AudienceFigures {
  days: AudienceDay[];
  totals: { views: number; visitors: number };
  topPages: Array<{ path: string; views: number; visitors: number }>;
  topReferrers: Array<{ referrer: string; views: number }>;
  funnel: { opened: number; submitted: number; paymentStep: number };
  searches: { total: number; withoutResults: number; queries: Array<{ query: string; count: number }> };
  events: Array<{ action: string; count: number }>;
}

