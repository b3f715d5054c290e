import type { IncomingMessage } from "node:http";
import morgan from "morgan";

/**
 * Medusa's access log (morgan "combined") prints each request's URL. A live chat stream's URL
 * carries the session token (EventSource sends no headers, so it travels as tRPC connection
 * params), and list URLs carry searches such as customer names: the log keeps the path only.
 * morgan looks tokens up when it writes a line, so this applies to Medusa's logger too.
 */
export default function accessLogLoader(): void {
  morgan.token("url", (req: IncomingMessage & { originalUrl?: string }) => {
    const url = req.originalUrl ?? req.url ?? "";
    const query = url.indexOf("?");
    return query === -1 ? url : url.slice(0, query);
  });
}
