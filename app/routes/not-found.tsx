import { data } from "react-router";

/** Every path the site does not know: answers 404, rendered by the root error boundary. */
export async function loader() {
  throw data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return null;
}
