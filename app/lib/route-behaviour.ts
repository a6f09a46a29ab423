/**
 * What a route module says about itself, for the server in front of React Router: whether the
 * page takes a form post (it exports an `action`), and which query parameters change what it
 * shows (its `handle` declares them; such a request is rendered per request rather than served
 * from the pre-rendered page).
 */
export interface RouteBehaviour {
  /** Query parameters that change the page: a list, or `true` for any query at all. */
  readsQuery?: true | readonly string[];
}

export interface MatchedBehaviour {
  /** A matched route exports an action, which takes a POST (a form, or the editor's API). */
  takesForm: boolean;
  readsQuery: true | readonly string[];
}

/** The routes a path matches, as React Router matches them (layout first, page last). */
export interface MatchedRoute {
  handle: unknown;
  hasAction: boolean;
}

export function combinedBehaviour(routes: MatchedRoute[]): MatchedBehaviour {
  const declared = routes
    .map((route) => route.handle)
    .filter((handle): handle is RouteBehaviour => typeof handle === "object" && handle !== null);
  const lists = declared.map((handle) => handle.readsQuery).filter((query) => query !== undefined);
  return {
    takesForm: routes.some((route) => route.hasAction),
    readsQuery: lists.includes(true) ? true : lists.flatMap((query) => (query === true ? [] : query)),
  };
}

/** Whether a request's query changes what the page shows, by what its routes declare. */
export function readsThisQuery(behaviour: MatchedBehaviour, search: string): boolean {
  if (search === "" || search === "?") return false;
  if (behaviour.readsQuery === true) return true;
  const query = new URLSearchParams(search);
  return behaviour.readsQuery.some((name) => query.has(name));
}
