import type { RequestHandler } from "express";

/**
 * The visitor's address travels from Express (which knows the socket and the TRUST_PROXY setting)
 * to the form actions in this request header. The middleware always overwrites it, so a visitor
 * cannot choose their own; the actions trust it only when the middleware is installed.
 */
export const CLIENT_ADDRESS_HEADER = "x-saltbush-client-address";

export const clientAddressHeader: RequestHandler = (req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
};

export function clientAddress(request: Request, trusted: boolean): string {
  return (trusted && request.headers.get(CLIENT_ADDRESS_HEADER)) || "unknown";
}
