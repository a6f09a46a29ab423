import type { Request } from "express";
import { type RouteObject, type ServerBuild, matchRoutes } from "react-router";
import { type MatchedBehaviour, combinedBehaviour, readsThisQuery } from "../app/lib/route-behaviour";

type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** React Router's flat route list, nested again by parent, with each route's declared behaviour. */
function routeTree(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is BuildRoute => route !== undefined && route.parentId === parentId)
    .map((route) => {
      const children = routeTree(routes, route.id);
      const common = {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        handle: route.module.handle,
      };
      return route.index ? { ...common, index: true } : { ...common, children };
    });
}

export interface RouteBehaviours {
  /** What the routes matching a path declare; nothing for a path no route matches. */
  of(path: string): MatchedBehaviour;
  /** Whether this request's query changes the page, so it must be rendered rather than served pre-rendered. */
  rendersPerRequest(req: Pick<Request, "path" | "originalUrl">): boolean;
}

/**
 * Reads each route module from the server build, so the server keeps no list of paths of its
 * own: a route takes a form when it exports an action, and its `handle` says which query it reads.
 */
export function routeBehaviours(build: Pick<ServerBuild, "routes">): RouteBehaviours {
  const tree = routeTree(build.routes, undefined);
  const withAction = new Set(
    Object.values(build.routes).flatMap((route) =>
      typeof route?.module.action === "function" ? [route.id] : [],
    ),
  );
  const of = (path: string) =>
    combinedBehaviour(
      (matchRoutes(tree, path) ?? []).map(({ route }) => ({
        handle: route.handle,
        hasAction: withAction.has(route.id!),
      })),
    );
  return {
    of,
    rendersPerRequest(req) {
      const at = req.originalUrl.indexOf("?");
      return at !== -1 && readsThisQuery(of(req.path), req.originalUrl.slice(at));
    },
  };
}
