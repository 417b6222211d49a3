// Preloaded into the server (`node --import`, see start.mjs): puts each request's connection address in a header
// of ours, replacing any a client sent. Next passes a client's X-Forwarded-For through untouched and keeps the
// connection's address to itself, so without this the sign-in throttle could only believe what clients say.
import http from "node:http";

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, ...rest) {
  if (event === "request" && request && request.headers) request.headers["x-roundtable-peer"] = request.socket?.remoteAddress ?? "";
  return emit.call(this, event, request, ...rest);
};
