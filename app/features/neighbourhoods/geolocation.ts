// "Ma position" on the neighbourhoods map: the spec's geolocation options and French error messages.

/** Spec defaults: high accuracy, 15 s timeout, positions up to 5 minutes old accepted. */
export const geolocationOptions: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};

/** GeolocationPositionError codes (the constants are not available during SSR or in Node). */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** The text after "Géolocalisation : " for an error code, or for a browser without the API. */
export function geolocationErrorMessage(error: { code: number } | "unsupported"): string {
  if (error === "unsupported") return "Géolocalisation non supportée";
  switch (error.code) {
    case PERMISSION_DENIED:
      return "Permission refusée";
    case POSITION_UNAVAILABLE:
      return "Position non disponible";
    case TIMEOUT:
      return "Délai d’attente dépassé";
    default:
      return "Erreur de géolocalisation";
  }
}
