// What the public pages of the rencontres receive from their loaders (serialisable: dates as ISO strings).

/** What a card of /rencontres shows. */
export interface EventCard {
  slug: string;
  title: string;
  /** The event type ("Réunion publique"). */
  type: string;
  /** ISO instant. */
  startsAt: string;
  /**
   * The date and time on the Paris clock as shown, written by the server (the browser builds no
   * date formatter): "jeudi 12 mars 2026", "18h30", "jeudi 12 mars 2026 à 18h30".
   */
  day: string;
  time: string;
  when: string;
  place: string;
  urgent: boolean;
  capacity: number | null;
  participantsInfo: string | null;
  summary: string;
  /** Loaded with the site as an example: labelled « Exemple », takes no registration (features/samples). */
  isSample: boolean;
}

/** Everything the page of one rencontre shows. */
export interface EventPage extends EventCard {
  id: number;
  published: boolean;
  /** The description rendered by the sanitising Markdown renderer. */
  html: string;
  /** The description as plain text (metadata, JSON-LD). */
  text: string;
  updatedAt: string;
}
