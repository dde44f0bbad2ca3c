// The home page's campaigns section: its heading and introduction. The campaigns themselves are
// edited in the back-office (/admin/contenus/campagnes, table campaigns; samples in
// app/db/seeds/campaigns.ts) and read by features/campaigns/queries.server.ts.

export const campaignsSection = {
  title: 'Nos combats du moment',
  intro:
    'Ces dossiers mobilisent particulièrement l’association. Sur chacun, nous écoutons les habitants et les commerçants avant de prendre position.',
} as const;
