export { createHttpApp, type HttpAppOptions } from "./app";
export { answerFor, toErrorResponse } from "./errors";
export { type FormReply, formError, formFailure, formReply } from "./form";
export { apiRoute, pageRoute, readBody, readForm } from "./routes";
