export { createHttpApp, type HttpAppOptions } from "./app";
export { answerFor, toErrorResponse } from "./errors";
export { apiRoute, pageRoute, readBody, readForm } from "./routes";
