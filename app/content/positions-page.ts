// Editorial texts of /prises-positions (the stats block's labels and the subjects of the contact
// links). Stays in code (ADR 0009). The stats' values are not here: the members figure, the
// number of positions and of files in progress come from the database, the active year from
// the date (routes/public/positions.tsx).
export const positionsStatsLabels = {
  positions: "prises de position publiées",
  inProgress: "dossiers en cours",
  activeYear: "année active",
} as const;

export const appointmentSubject = "Demande de rendez-vous – candidat aux élections municipales";
export const pressSubject = "Contact presse – prises de position";
