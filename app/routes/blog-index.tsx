import { redirect } from "react-router";

/** /blog has no list of its own: the first page of the list is /blog/1. */
export async function loader() {
  throw redirect("/blog/1", 301);
}

export default function BlogIndex() {
  return null;
}
