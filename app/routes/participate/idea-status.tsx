// Private follow-up page of an idea submission: not delivered yet.
import { data } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function Page() {
  return null;
}
