// Editorial figures and texts of /prises-positions (the spec's stats block and the subjects of
// the contact links). Stays in code (ADR 0009): the positions themselves are in the database.
export const positionsStats = [
  { value: "500+", label: "membres" },
  { value: "31", label: "positions officielles" },
  { value: "8", label: "dossiers ouverts" },
  { value: "2025", label: "année active" },
] as const;

export const appointmentSubject = "Demande de rendez-vous – candidat aux élections municipales";
export const pressSubject = "Contact presse – prises de position";
