// Search suggestions for the overlay: not delivered yet.
export function loader() {
  return Response.json({ results: [] });
}
