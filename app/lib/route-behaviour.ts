/**
 * What a route module says about itself in its `handle` export, for the server in front of React
 * Router: whether the page takes a form post, and which query parameters change what it shows
 * (such a request is rendered per request rather than served from the pre-rendered page).
 */
export interface RouteBehaviour {
  /** The route's action takes a POST (a form, or the editor's API). */
  takesForm?: boolean;
  /** Query parameters that change the page: a list, or `true` for any query at all. */
  readsQuery?: true | readonly string[];
}

/** A list of routes' handles, as React Router matches them (layout first, page last). */
export function combinedBehaviour(handles: unknown[]): Required<RouteBehaviour> {
  const declared = handles.filter(
    (handle): handle is RouteBehaviour => typeof handle === "object" && handle !== null,
  );
  const lists = declared.map((handle) => handle.readsQuery).filter((query) => query !== undefined);
  return {
    takesForm: declared.some((handle) => handle.takesForm === true),
    readsQuery: lists.includes(true) ? true : lists.flatMap((query) => (query === true ? [] : query)),
  };
}

/** Whether a request's query changes what the page shows, by what its routes declare. */
export function readsThisQuery(behaviour: Required<RouteBehaviour>, search: string): boolean {
  if (search === "" || search === "?") return false;
  if (behaviour.readsQuery === true) return true;
  const query = new URLSearchParams(search);
  return behaviour.readsQuery.some((name) => query.has(name));
}
